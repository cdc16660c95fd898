import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Pagination,
  Paper,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowsExchange, IconClipboardCheck, IconSearch, IconToolsKitchen2 } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useWarehouseOptions } from '../../api/inventory';
import { DASHBOARD } from '../../app/paths';
import { errorMessage } from '../../components/crud';
import { ExportButtons } from '../../components/export-buttons';
import { FiguresTable } from '../../components/figures-table';
import type { FigureColumn } from '../../components/report-document';
import { usePermission } from '../../lib/permissions';
import { CountDialog } from './count-dialog';
import { type StockLine, stockDocument, stockTable } from './exports';
import { formatMoney } from './format';
import { MoveDialog } from './move-dialog';
import { fetchWholeStock, type StockFilters, useStockReport } from './stock-api';

type Operation = 'traslado' | 'consumo' | 'conteo' | null;

/** The screen's own column: the badge of a stock below its minimum, and the link to its kardex. */
const stateColumn = (canKardex: boolean): FigureColumn<StockLine> => ({
  header: 'Estado y kardex',
  screenHeader: <VisuallyHidden>Estado y kardex</VisuallyHidden>,
  kind: 'text',
  value: () => null,
  only: 'screen',
  cell: (r) => (
    <Group gap="xs" wrap="nowrap">
      {r.bajo_minimo && (
        <Badge color="red" variant="filled">
          Bajo mínimo
        </Badge>
      )}
      {canKardex && (
        <Anchor
          component={Link}
          size="sm"
          to={`${DASHBOARD}/admin/reports/kardex?producto=${r.producto_id}&bodega=${r.bodega_id}`}
        >
          Kardex
        </Anchor>
      )}
    </Group>
  ),
});

/** inventory (Administración → Inventario): stock by warehouse and product, valued at cost. */
export function StockPage() {
  const warehouses = useWarehouseOptions();
  const canMove = usePermission('inventario.ajustar');
  const canKardex = usePermission('reportes.kardex');
  const [warehouse, setWarehouse] = useState<string | null>(null);
  const [term, setTerm] = useState('');
  const [search] = useDebouncedValue(term.trim(), 300);
  const [below, setBelow] = useState(false);
  const [paging, setPaging] = useState({ scope: '', page: 1 });
  const [operation, setOperation] = useState<Operation>(null);
  const filters: StockFilters = {
    warehouse_id: warehouse ? Number(warehouse) : null,
    product_id: null,
    bajo_minimo: below,
    search,
  };
  const scope = JSON.stringify(filters);
  const page = paging.scope === scope ? paging.page : 1;
  const query = useStockReport(filters, page);
  const report = query.data;
  const scopeLabel = warehouses.data?.find((w) => w.value === warehouse)?.label ?? 'Todas las bodegas';

  const readWhole = async () => stockDocument(await fetchWholeStock(filters), scopeLabel);

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          Inventario
        </Title>
        <Group gap="xs">
          {canMove && (
            <>
              <Button
                variant="light"
                leftSection={<IconArrowsExchange size={18} />}
                onClick={() => setOperation('traslado')}
              >
                Trasladar
              </Button>
              <Button
                variant="light"
                leftSection={<IconClipboardCheck size={18} />}
                onClick={() => setOperation('conteo')}
              >
                Conteo físico
              </Button>
              <Button
                variant="light"
                leftSection={<IconToolsKitchen2 size={18} />}
                onClick={() => setOperation('consumo')}
              >
                Consumo interno
              </Button>
            </>
          )}
          <ExportButtons read={report && readWhole} />
        </Group>
      </Group>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Group gap="sm" wrap="wrap" align="center">
            <Select
              aria-label="Bodega"
              placeholder="Todas las bodegas"
              clearable
              data={warehouses.data ?? []}
              value={warehouse}
              onChange={setWarehouse}
              w={220}
            />
            <TextInput
              aria-label="Buscar"
              placeholder="Buscar por código, nombre o categoría"
              leftSection={<IconSearch size={16} />}
              value={term}
              onChange={(e) => setTerm(e.currentTarget.value)}
              style={{ flex: '1 1 220px' }}
              maw={360}
            />
            <Switch
              label="Solo bajo el mínimo"
              checked={below}
              onChange={(e) => setBelow(e.currentTarget.checked)}
            />
          </Group>
          {query.isError && (
            <Alert color="red" title="No se pudo cargar el inventario">
              {errorMessage(query.error)}
            </Alert>
          )}
          <FiguresTable
            label="Existencias"
            table={stockTable(report?.data ?? [], [stateColumn(canKardex)])}
            rowKey={(r) => `${r.bodega_id}-${r.producto_id}`}
            minWidth={860}
            striped={false}
            empty={
              report
                ? search || below || warehouse
                  ? 'No hay existencias con esos filtros'
                  : 'Todavía no hay existencias: registre un ingreso de inventario'
                : null
            }
          />
          {report && (
            <Group justify="space-between" wrap="wrap">
              <Text size="sm">
                {`${report.total} ${report.total === 1 ? 'fila' : 'filas'} · ${report.totales.bajo_minimo} bajo el mínimo · `}
                <Text span fw={700}>{`Valor total ${formatMoney(report.totales.valor)}`}</Text>
              </Text>
              {report.last_page > 1 && (
                <Pagination
                  total={report.last_page}
                  value={page}
                  onChange={(p) => setPaging({ scope, page: p })}
                />
              )}
            </Group>
          )}
        </Stack>
      </Paper>
      {(operation === 'traslado' || operation === 'consumo') && (
        <MoveDialog kind={operation} onClose={() => setOperation(null)} />
      )}
      {operation === 'conteo' && <CountDialog onClose={() => setOperation(null)} />}
    </Stack>
  );
}
