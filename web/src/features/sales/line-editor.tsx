import { ActionIcon, Badge, Group, Paper, SimpleGrid, Text, Textarea, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { memo } from 'react';
import { MoneyInput } from '../../components/money-input';
import { QuantityInput } from '../../components/quantity-input';
import { formatCOP } from '../../lib/format';
import type { OrderLine } from './order';

/**
 * One line of the order: quantity, price, discount and note, with its total as the server priced
 * it. Drawn again only when its own props change: `onChange` and `onRemove` take the line's index,
 * so the order can hand the same two functions to every line and a line added (a scan) draws only
 * itself.
 */
export const LineEditor = memo(function LineEditor({
  line,
  index,
  total,
  onChange,
  onRemove,
}: {
  line: OrderLine;
  index: number;
  total: string | undefined;
  onChange: (index: number, patch: Partial<OrderLine>) => void;
  onRemove: (index: number) => void;
}) {
  return (
    <Paper withBorder p="xs" radius="md" data-testid={`linea-${index + 1}`}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" fw={600}>
          {line.product.nombre}
          {line.enviada && Number(line.enviada) > 0 && (
            <Badge ml={6} size="xs" variant="light" color="gray">
              En cocina: {Number(line.enviada)}
            </Badge>
          )}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" fw={600}>
            {total ? formatCOP(total, 0) : '—'}
          </Text>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Quitar ${line.product.nombre}`}
            onClick={() => onRemove(index)}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 3 }} spacing="xs">
        <QuantityInput
          label="Cantidad"
          value={line.cantidad}
          onChange={(v) => onChange(index, { cantidad: v })}
          size="xs"
        />
        <MoneyInput
          label="Precio"
          placeholder={formatCOP(line.product.precio, 0)}
          value={line.precio}
          onChange={(v) => onChange(index, { precio: v })}
          size="xs"
        />
        <MoneyInput
          label="Descuento"
          value={line.descuento}
          onChange={(v) => onChange(index, { descuento: v })}
          size="xs"
        />
      </SimpleGrid>
      <TextInput
        aria-label={`Nota de ${line.product.nombre}`}
        placeholder="Nota (sin cebolla…)"
        value={line.nota}
        onChange={(e) => onChange(index, { nota: e.currentTarget.value })}
        size="xs"
        mt={4}
      />
    </Paper>
  );
});

/**
 * The reason of another price or of a discount above the outlet's free percentage (`needsReason`,
 * order.ts), asked by the quick sale and by a table's bill exactly when the server will ask for it.
 */
export function OverrideReason({ value, onChange }: { value: string; onChange: (motivo: string) => void }) {
  return (
    <Textarea
      label="Motivo del cambio de precio o del descuento"
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      withAsterisk
      autosize
    />
  );
}
