import { Alert, Anchor, Box, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useDeferredValue } from 'react';
import { useBillingSummary } from '../../api/billing-summary';
import { errorMessage } from '../../components/crud';
import { formatCOP, formatDate } from '../../lib/format';

/** One figure; without its value yet, a placeholder of the same size. */
function Figure({ label, value, testId }: { label: string; value: string | undefined; testId?: string }) {
  const figure = (
    <Text fw={700} size="lg" data-testid={value === undefined ? undefined : testId}>
      {value ?? '0'}
    </Text>
  );
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {value === undefined ? (
        <Skeleton visible w="60%" aria-hidden>
          {figure}
        </Skeleton>
      ) : (
        figure
      )}
    </Paper>
  );
}

interface Column<T> {
  header: string;
  cell: (row: T) => React.ReactNode;
  right?: boolean;
}

/**
 * Each table's box is as tall whatever it holds (a header and four rows; more scroll inside): the
 * account list below never moves when the figures arrive, on a quiet day or a full house. The line
 * under the box counts the rows and, when some do not fit, says the table scrolls.
 */
const TABLE_HEIGHT = 196;
const ROWS_IN_VIEW = 4;

/** The line under a table: its rows, and how to see those beyond the box. */
function rowsNote(count: number): string {
  if (count === 0) return '';
  if (count === 1) return '1 fila';
  return count > ROWS_IN_VIEW ? `${count} filas: desplace la tabla para ver todas` : `${count} filas`;
}

/**
 * A small table of the summary, with its empty text; without its rows yet, one placeholder row of
 * the empty text's size.
 */
function SummaryTable<T>({
  label,
  rows,
  columns,
  empty,
}: {
  label: string;
  rows: readonly T[] | undefined;
  columns: Column<T>[];
  empty: string;
}) {
  return (
    <Stack gap={2}>
      {/* The browser's own scrolling (see CrudTable's container), focusable by keyboard. */}
      <Box
        pos="relative"
        h={TABLE_HEIGHT}
        style={{ overflow: 'auto', scrollbarGutter: 'stable' }}
        tabIndex={0}
        role="region"
        aria-label={label}
      >
        <Table withTableBorder stickyHeader fz="sm" aria-label={label} miw={260}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={c.header} ta={c.right ? 'right' : undefined}>
                  {c.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows === undefined && (
              <Table.Tr>
                <Table.Td colSpan={columns.length}>
                  <Skeleton visible aria-hidden>
                    <Text size="sm">{empty}</Text>
                  </Skeleton>
                </Table.Td>
              </Table.Tr>
            )}
            {rows?.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={columns.length}>
                  <Text size="sm" c="dimmed">
                    {empty}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {rows?.map((row, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: summary rows are read-only and in a fixed order
              <Table.Tr key={i}>
                {columns.map((c) => (
                  <Table.Td key={c.header} ta={c.right ? 'right' : undefined}>
                    {c.cell(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
      {/* Always one line tall (a no-break space while loading or empty): nothing below moves. */}
      <Text size="xs" c="dimmed">
        {rowsNote(rows?.length ?? 0) || '\u00a0'}
      </Text>
    </Stack>
  );
}

const money = (v: string) => formatCOP(v, 0);

/**
 * Today's billing at a glance: the invoiced total by tax and by payment means, the check-outs
 * still due and the accounts that carry a balance (a click opens one). While it loads, the same
 * layout with placeholders (hidden from screen readers, the section says it is busy) in tables of a
 * fixed height, so the account list below does not move when the figures arrive.
 */
export function BillingSummary({ onOpenAccount }: { onOpenAccount: (cuentaId: number) => void }) {
  const summary = useBillingSummary();
  // Drawn from a deferred value: the day's tables (dozens of rows on a busy day) render after the
  // screen answers, in short slices (see `CrudTable`).
  const s = useDeferredValue(summary.data);
  if (summary.isError)
    return (
      <Alert color="red" title="No se pudo cargar el resumen de facturación">
        {errorMessage(summary.error)}
      </Alert>
    );
  const facturas = s?.facturas ?? 0;
  return (
    <Stack gap="sm" component="section" aria-labelledby="resumen-hoy" aria-busy={s === undefined}>
      <Title order={2} size="h3" id="resumen-hoy">
        {/* The hotel's date from the answer: the hotel's today computed here would start the
            browser's date formats (ICU) in the first visit's first render. */}
        Facturación de hoy{s && ` (${formatDate(s.fecha)})`}
      </Title>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        <Figure
          label={facturas === 1 ? 'Facturado (1 factura)' : `Facturado (${facturas} facturas)`}
          value={s && money(s.total)}
          testId="facturado-hoy"
        />
        <Figure label="Notas crédito" value={s && money(s.notas_credito)} />
        <Figure label="Salidas pendientes" value={s && String(s.salidas_pendientes.length)} />
        <Figure label="Cuentas con saldo" value={s && String(s.cuentas_con_saldo.length)} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        <SummaryTable
          label="Facturado por impuesto"
          rows={s?.impuestos}
          empty="Sin facturas hoy"
          columns={[
            { header: 'Impuesto', cell: (t) => t.nombre },
            { header: 'Base', cell: (t) => money(t.base), right: true },
            { header: 'Valor', cell: (t) => money(t.valor), right: true },
          ]}
        />
        <SummaryTable
          label="Facturado por medio de pago"
          rows={s?.medios}
          empty="Sin pagos hoy"
          columns={[
            { header: 'Medio de pago', cell: (m) => m.nombre },
            { header: 'Total', cell: (m) => money(m.monto), right: true },
          ]}
        />
        <SummaryTable
          label="Salidas pendientes"
          rows={s?.salidas_pendientes}
          empty="No quedan salidas pendientes"
          columns={[
            { header: 'Hab.', cell: (p) => p.habitacion },
            { header: 'Huésped', cell: (p) => p.huesped },
            { header: 'Salida', cell: (p) => formatDate(p.salida) },
            { header: 'Saldo', cell: (p) => money(p.saldo), right: true },
          ]}
        />
        <SummaryTable
          label="Cuentas con saldo"
          rows={s?.cuentas_con_saldo}
          empty="Ninguna cuenta tiene saldo"
          columns={[
            {
              header: 'Cuenta',
              cell: (c) => (
                <Anchor component="button" type="button" size="sm" onClick={() => onOpenAccount(c.cuenta_id)}>
                  {c.nombre}
                </Anchor>
              ),
            },
            { header: 'Saldo', cell: (c) => money(c.saldo), right: true },
          ]}
        />
      </SimpleGrid>
    </Stack>
  );
}
