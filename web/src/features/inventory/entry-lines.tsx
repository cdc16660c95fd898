import { ActionIcon, Button, Group, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { TProductOption } from '@posada/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { MoneyInput } from '../../components/money-input';
import { QuantityInput } from '../../components/quantity-input';
import { type EntryLineInput, entryTotals, lineAmounts } from './entry-totals';
import { formatMoney } from './format';

export type EntryValues = {
  proveedor_id: string | null;
  warehouse_id: string | null;
  factura_proveedor: string;
  fecha: string;
  observaciones: string;
  lineas: EntryLineInput[];
  idempotency_key: string;
};

export const emptyLine = (): EntryLineInput => ({ product_id: null, cantidad: '', costo_unitario: '' });

/**
 * The lines of an entry: product, quantity and unit cost (proposed from the product's reference
 * cost), with the line's subtotal, taxes and total as the server will compute them.
 */
export function EntryLines({
  form,
  products,
}: {
  form: UseFormReturnType<EntryValues>;
  products: TProductOption[];
}) {
  const byId = new Map(products.map((p) => [String(p.id), p]));
  const options = products.map((p) => ({ value: String(p.id), label: `${p.nombre} (${p.codigo})` }));
  const lines = form.getValues().lineas;
  const amounts = lines.map((l) => lineAmounts(l, l.product_id ? byId.get(l.product_id) : undefined));
  const totals = entryTotals(amounts);
  const choose = (index: number, value: string | null) => {
    form.setFieldValue(`lineas.${index}.product_id`, value);
    const product = value ? byId.get(value) : undefined;
    if (product && !form.getValues().lineas[index]?.costo_unitario && /[1-9]/.test(product.costo)) {
      form.setFieldValue(`lineas.${index}.costo_unitario`, product.costo);
    }
  };
  return (
    <Stack gap="sm">
      <Text fw={600}>Productos</Text>
      {lines.map((line, index) => {
        const amount = amounts[index];
        const product = line.product_id ? byId.get(line.product_id) : undefined;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id until saved; the index is their identity.
          <Paper key={index} withBorder p="sm" radius="md">
            <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="sm">
              <Select
                label={`Producto ${index + 1}`}
                placeholder="Buscar producto"
                searchable
                data={options}
                nothingFoundMessage="Sin resultados"
                {...form.getInputProps(`lineas.${index}.product_id`)}
                onChange={(value) => choose(index, value)}
              />
              <QuantityInput
                label="Cantidad"
                description={product?.medida}
                {...form.getInputProps(`lineas.${index}.cantidad`)}
              />
              <MoneyInput
                label="Costo unitario"
                decimals={2}
                {...form.getInputProps(`lineas.${index}.costo_unitario`)}
              />
              <Group justify="space-between" align="flex-end" wrap="nowrap">
                <Stack gap={0}>
                  <Text size="xs" c="dimmed">
                    {amount?.detalle
                      ? `Subtotal ${formatMoney(amount.subtotal)} + ${amount.detalle}`
                      : 'Subtotal'}
                  </Text>
                  <Text fw={600} aria-label={`Total de la línea ${index + 1}`}>
                    {amount ? formatMoney(amount.total) : '—'}
                  </Text>
                </Stack>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Quitar la línea ${index + 1}`}
                  disabled={lines.length === 1}
                  onClick={() => form.removeListItem('lineas', index)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            </SimpleGrid>
          </Paper>
        );
      })}
      <Group justify="space-between" wrap="wrap">
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => form.insertListItem('lineas', emptyLine())}
        >
          Agregar producto
        </Button>
        <Group gap="lg">
          <Text size="sm">Subtotal {formatMoney(totals.subtotal)}</Text>
          <Text size="sm">Impuestos {formatMoney(totals.impuestos)}</Text>
          <Text fw={700}>Total {formatMoney(totals.total)}</Text>
        </Group>
      </Group>
      {typeof form.errors.lineas === 'string' && (
        <Text c="red" size="sm">
          {form.errors.lineas}
        </Text>
      )}
    </Stack>
  );
}
