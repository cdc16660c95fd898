import { Group, Stack, Text } from '@mantine/core';
import { saleDocuments, type TSaleQuote } from '@posada/contracts';
import { formatCOP } from '../../lib/format';

/** The order's figures as the server priced them: subtotal, each tax, the total and the document. */
export function OrderTotals({ figures }: { figures: TSaleQuote }) {
  return (
    <Stack gap={2} data-testid="totales">
      <Group justify="space-between">
        <Text size="sm">Subtotal</Text>
        <Text size="sm">{formatCOP(figures.subtotal, 2)}</Text>
      </Group>
      {figures.impuestos.map((t) => (
        <Group key={t.nombre} justify="space-between">
          <Text size="sm">{t.nombre}</Text>
          <Text size="sm">{formatCOP(t.valor, 2)}</Text>
        </Group>
      ))}
      <Group justify="space-between">
        <Text fw={700}>Total</Text>
        <Text fw={700} data-testid="total">
          {formatCOP(figures.total, 0)}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        Documento: {saleDocuments[figures.documento]}
      </Text>
    </Stack>
  );
}
