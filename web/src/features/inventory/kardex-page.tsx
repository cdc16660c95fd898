import {
  Alert,
  Group,
  Pagination,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { stockMovementTypes, type TKardexBalance } from '@posada/contracts';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useProductOptions, useWarehouseOptions } from '../../api/inventory';
import { errorMessage } from '../../components/crud';
import { DateField } from '../../components/date-field';
import { ExportButtons } from '../../components/export-buttons';
import { formatDate, hotelDate } from '../../lib/format';
import { kardexDocument, movedOrBlank } from './exports';
import { formatMoney, formatQuantity, formatUnitCost } from './format';
import { fetchWholeKardex, type KardexQuery, useKardex } from './stock-api';

const PER_PAGE = 50;
const headers = [
  'Fecha',
  'Tipo',
  'Documento',
  'Entrada',
  'Salida',
  'Saldo',
  'Costo unitario',
  'Costo promedio',
  'Valor',
  'Valor del saldo',
];

function BalanceRow({ label, balance }: { label: string; balance: TKardexBalance }) {
  return (
    <Table.Tr fw={700}>
      <Table.Td colSpan={5}>{label}</Table.Td>
      <Table.Td ta="right">{formatQuantity(balance.cantidad)}</Table.Td>
      <Table.Td />
      <Table.Td ta="right">{formatUnitCost(balance.costo_promedio)}</Table.Td>
      <Table.Td />
      <Table.Td ta="right">{formatMoney(balance.valor)}</Table.Td>
    </Table.Tr>
  );
}

/** Informes → Kardex (admin/reports/kardex): the valued movements of a product in a warehouse. */
export function KardexPage() {
  const [params] = useSearchParams();
  const products = useProductOptions('producto');
  const warehouses = useWarehouseOptions();
  const today = hotelDate();
  const [product, setProduct] = useState<string | null>(params.get('producto'));
  const [warehouse, setWarehouse] = useState<string | null>(params.get('bodega'));
  const [range, setRange] = useState({ desde: `${today.slice(0, 8)}01`, hasta: today });
  const [paging, setPaging] = useState({ scope: '', page: 1 });
  const ready = product && warehouse && range.desde && range.hasta;
  const q: KardexQuery | null = ready
    ? { product_id: Number(product), warehouse_id: Number(warehouse), desde: range.desde, hasta: range.hasta }
    : null;
  const scope = JSON.stringify(q);
  const page = paging.scope === scope ? paging.page : 1;
  const query = useKardex(q, page, PER_PAGE);
  const report = query.data;

  const readWhole = async () => {
    if (!q) throw new Error('Elija el producto, la bodega y las fechas');
    return kardexDocument(await fetchWholeKardex(q));
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          Kardex
        </Title>
        <Group gap="xs">
          <ExportButtons read={report && readWhole} />
        </Group>
      </Group>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
            <Select
              label="Producto"
              searchable
              data={(products.data ?? []).map((p) => ({
                value: String(p.id),
                label: `${p.nombre} (${p.codigo})`,
              }))}
              value={product}
              onChange={setProduct}
              nothingFoundMessage="Sin resultados"
            />
            <Select label="Bodega" data={warehouses.data ?? []} value={warehouse} onChange={setWarehouse} />
            <DateField
              label="Desde"
              value={range.desde}
              maxDate={range.hasta || today}
              onChange={(desde) => setRange((r) => ({ ...r, desde }))}
            />
            <DateField
              label="Hasta"
              value={range.hasta}
              minDate={range.desde}
              onChange={(hasta) => setRange((r) => ({ ...r, hasta }))}
            />
          </SimpleGrid>
          {!ready && <Text c="dimmed">Elija un producto, una bodega y el rango de fechas.</Text>}
          {query.isError && (
            <Alert color="red" title="No se pudo cargar el kardex">
              {errorMessage(query.error)}
            </Alert>
          )}
          {report && (
            <>
              {report.data.length === 0 && <Text c="dimmed">No hay movimientos en el rango.</Text>}
              <Text size="sm">
                {`${report.producto.nombre} en ${report.bodega.nombre}, del ${formatDate(report.desde)} al ${formatDate(report.hasta)} (${report.producto.medida})`}
              </Text>
              <Table.ScrollContainer minWidth={1000}>
                <Table striped withTableBorder fz="sm" aria-label="Movimientos del kardex">
                  <Table.Thead>
                    <Table.Tr>
                      {headers.map((h, i) => (
                        <Table.Th key={h} ta={i >= 3 ? 'right' : undefined}>
                          {h}
                        </Table.Th>
                      ))}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {page === 1 && <BalanceRow label="Saldo inicial" balance={report.saldo_inicial} />}
                    {report.data.map((r) => (
                      <Table.Tr key={r.id}>
                        <Table.Td>{formatDate(r.fecha)}</Table.Td>
                        <Table.Td>{stockMovementTypes[r.tipo]}</Table.Td>
                        <Table.Td>{r.documento}</Table.Td>
                        <Table.Td ta="right">{movedOrBlank(r.entrada)}</Table.Td>
                        <Table.Td ta="right">{movedOrBlank(r.salida)}</Table.Td>
                        <Table.Td ta="right">{formatQuantity(r.saldo)}</Table.Td>
                        <Table.Td ta="right">{formatUnitCost(r.costo_unitario)}</Table.Td>
                        <Table.Td ta="right">{formatUnitCost(r.costo_promedio)}</Table.Td>
                        <Table.Td ta="right">{formatMoney(r.valor)}</Table.Td>
                        <Table.Td ta="right">{formatMoney(r.saldo_valor)}</Table.Td>
                      </Table.Tr>
                    ))}
                    {page === report.last_page && (
                      <BalanceRow label="Saldo final" balance={report.saldo_final} />
                    )}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              {report.last_page > 1 && (
                <Pagination
                  total={report.last_page}
                  value={page}
                  onChange={(p) => setPaging({ scope, page: p })}
                />
              )}
            </>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
