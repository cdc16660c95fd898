import { Alert, Group, Pagination, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useProductOptions, useWarehouseOptions } from '../../api/inventory';
import { errorMessage } from '../../components/crud';
import { DateField } from '../../components/date-field';
import { ExportButtons } from '../../components/export-buttons';
import { FiguresTable } from '../../components/figures-table';
import { formatDate, hotelDate } from '../../lib/format';
import { kardexDocument, kardexTable } from './exports';
import { fetchWholeKardex, type KardexQuery, useKardex } from './stock-api';

const PER_PAGE = 50;
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
              <FiguresTable
                label="Movimientos del kardex"
                table={kardexTable(report, { opening: page === 1, closing: page === report.last_page })}
                rowKey={(r) => r.key}
                minWidth={1000}
                empty={null}
              />
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
