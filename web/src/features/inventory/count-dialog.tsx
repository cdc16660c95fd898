import {
  Alert,
  Button,
  Group,
  Loader,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { type TAdjustmentBody, ZAdjustmentBody } from '@posada/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { stockKeys, useProductOptions, useWarehouseOptions } from '../../api/inventory';
import { errorMessage, notifySuccess } from '../../components/crud';
import { QuantityInput } from '../../components/quantity-input';
import { ApiError } from '../../lib/api';
import { formatQuantity } from './format';
import { fetchWholeStock, useAdjustment } from './stock-api';

type Row = { product_id: number; nombre: string; medida: string; sistema: string; contado: string };
type CountValues = { warehouse_id: string | null; motivo: string; rows: Row[] };

/** counted − system, exactly, as text ('+2', '-0,5'), or '' while nothing is counted. */
function difference(row: Row): string {
  if (row.contado === '') return '';
  const milli = (t: string) => {
    const [int = '0', frac = ''] = t.replace('-', '').split('.');
    const v = BigInt(int) * 1000n + BigInt(frac.padEnd(3, '0').slice(0, 3) || '0');
    return t.startsWith('-') ? -v : v;
  };
  const d = milli(row.contado) - milli(row.sistema);
  const abs = d < 0n ? -d : d;
  const text = formatQuantity(`${abs / 1000n}.${String(abs % 1000n).padStart(3, '0')}`);
  return d === 0n ? '0' : `${d < 0n ? '−' : '+'}${text}`;
}

/**
 * A physical count of one warehouse: its sheet lists the stock the system holds; what is counted
 * is posted as an adjustment with its reason (rows left empty are not counted).
 */
export function CountDialog({ onClose }: { onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 36em)');
  const warehouses = useWarehouseOptions();
  const products = useProductOptions('producto');
  const adjust = useAdjustment();
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<CountValues>({
    mode: 'controlled',
    initialValues: { warehouse_id: null, motivo: '', rows: [] },
  });
  const warehouseId = form.getValues().warehouse_id;
  const sheet = useQuery({
    queryKey: stockKeys.of('hoja', warehouseId),
    queryFn: () =>
      fetchWholeStock({ warehouse_id: Number(warehouseId), product_id: null, bajo_minimo: null, search: '' }),
    enabled: warehouseId !== null,
    staleTime: 0,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the sheet fills the rows once per load, not on each keystroke.
  useEffect(() => {
    if (!sheet.data) return;
    form.setFieldValue(
      'rows',
      sheet.data.data.map((r) => ({
        product_id: r.producto_id,
        nombre: r.nombre,
        medida: r.medida,
        sistema: r.cantidad,
        contado: '',
      })),
    );
  }, [sheet.data]);
  const rows = form.getValues().rows;
  const onSheet = new Set(rows.map((r) => r.product_id));
  const addable = (products.data ?? [])
    .filter((p) => !onSheet.has(p.id))
    .map((p) => ({ value: String(p.id), label: `${p.nombre} (${p.codigo})` }));
  const addRow = (value: string | null) => {
    const p = products.data?.find((o) => String(o.id) === value);
    if (p)
      form.insertListItem('rows', {
        product_id: p.id,
        nombre: p.nombre,
        medida: p.medida,
        sistema: '0',
        contado: '',
      });
  };

  const submit = form.onSubmit(async (values) => {
    setMessage(null);
    const counted = values.rows.map((r, i) => ({ r, i })).filter(({ r }) => r.contado !== '');
    const body = {
      warehouse_id: values.warehouse_id === null ? null : Number(values.warehouse_id),
      motivo: values.motivo,
      lineas: counted.map(({ r }) => ({ product_id: r.product_id, contado: r.contado, sistema: r.sistema })),
    };
    // A line's error goes back to its row of the sheet.
    const toRows = (errors: Record<string, string>) =>
      Object.fromEntries(
        Object.entries(errors).map(([path, text]) => {
          const m = /^lineas\.(\d+)\./.exec(path);
          const row = m ? counted[Number(m[1])]?.i : undefined;
          return [row === undefined ? path : `rows.${row}.contado`, text];
        }),
      );
    const parsed = ZAdjustmentBody.safeParse(body);
    if (!parsed.success) {
      form.setErrors(
        toRows(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]))),
      );
      return;
    }
    try {
      const answer = await adjust.mutateAsync(parsed.data as TAdjustmentBody);
      notifySuccess(answer.message);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.errors) {
        form.setErrors(
          toRows(Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [k, v[0] ?? '']))),
        );
      }
      setMessage(errorMessage(error));
    }
  });

  return (
    <Modal opened onClose={onClose} title="Conteo físico" size="xl" fullScreen={phone} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {message && (
            <Alert color="red" title="No se pudo registrar el conteo">
              {message}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Bodega"
              withAsterisk
              data={warehouses.data ?? []}
              {...form.getInputProps('warehouse_id')}
            />
            <Textarea
              label="Motivo"
              withAsterisk
              autosize
              placeholder="Conteo mensual, inventario de cierre…"
              {...form.getInputProps('motivo')}
            />
          </SimpleGrid>
          {sheet.isFetching && <Loader size="sm" aria-label="Cargando la hoja de conteo" />}
          {warehouseId !== null && sheet.isSuccess && (
            <>
              <Table.ScrollContainer minWidth={560}>
                <Table striped withTableBorder fz="sm" aria-label="Hoja de conteo">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Producto</Table.Th>
                      <Table.Th ta="right">Sistema</Table.Th>
                      <Table.Th w={150}>Contado</Table.Th>
                      <Table.Th ta="right">Diferencia</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.map((row, i) => (
                      <Table.Tr key={row.product_id}>
                        <Table.Td>{row.nombre}</Table.Td>
                        <Table.Td ta="right">{`${formatQuantity(row.sistema)} ${row.medida}`}</Table.Td>
                        <Table.Td>
                          <QuantityInput
                            aria-label={`Contado de ${row.nombre}`}
                            size="xs"
                            {...form.getInputProps(`rows.${i}.contado`)}
                          />
                        </Table.Td>
                        <Table.Td ta="right">{difference(row)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              <Select
                label="Contar otro producto"
                placeholder="Un producto que no está en la hoja"
                searchable
                value={null}
                data={addable}
                onChange={addRow}
                nothingFoundMessage="Sin resultados"
              />
            </>
          )}
          {typeof form.errors.lineas === 'string' && (
            <Text c="red" size="sm">
              {form.errors.lineas}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={adjust.isPending}>
              Cancelar
            </Button>
            <Button type="submit" loading={adjust.isPending}>
              Registrar conteo
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
