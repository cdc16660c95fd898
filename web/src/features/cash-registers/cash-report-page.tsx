import { Alert, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { paymentGroupLabels, type TCashReport } from '@posada/contracts';
import { IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../components/crud';
import { downloadFile } from '../../lib/export/download';
import { PDF_MIME, pdf } from '../../lib/export/pdf';
import { XLSX_MIME, xlsx } from '../../lib/export/xlsx';
import { formatCOP, hotelDate } from '../../lib/format';
import { ResultBadge } from './closing-slip';
import { type ShiftFilters, useCashReport } from './history-api';
import { reportColumns, reportExport } from './report-table';
import { ShiftFiltersBar } from './shift-filters';

const cell = (value: string | null, kind: 'text' | 'money') =>
  value === null ? '—' : kind === 'money' ? formatCOP(value, 0) : value;

function exportReport(report: TCashReport, as: 'xlsx' | 'pdf') {
  const table = reportExport(report);
  const name = `reporte-cajas-${report.desde}-${report.hasta}`;
  if (as === 'xlsx') downloadFile(xlsx(table, 'Reporte de Cajas'), `${name}.xlsx`, XLSX_MIME);
  else
    downloadFile(
      pdf(table, (value, kind) => cell(value, kind)),
      `${name}.pdf`,
      PDF_MIME,
    );
}

function GroupTotals({ report }: { report: TCashReport }) {
  const headers = [
    'Apertura',
    'Ingresos',
    'Devoluciones',
    'Retiros',
    'Esperado',
    'Contado',
    'Diferencia',
  ] as const;
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table withTableBorder fz="sm" aria-label="Totales por grupo">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Grupo</Table.Th>
            {headers.map((h) => (
              <Table.Th key={h} ta="right">
                {h}
              </Table.Th>
            ))}
            <Table.Th>Resultado</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.totales.grupos.map((g) => (
            <Table.Tr key={g.grupo}>
              <Table.Td>{paymentGroupLabels[g.grupo]}</Table.Td>
              {[g.apertura, g.ingresos, g.devoluciones, g.retiros, g.esperado, g.contado, g.diferencia].map(
                (v, i) => (
                  <Table.Td key={headers[i]} ta="right">
                    {cell(v, 'money')}
                  </Table.Td>
                ),
              )}
              <Table.Td>
                <ResultBadge resultado={g.resultado} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Informes → 'Reporte de Cajas': shifts in a date range, their money per group, exportable. */
export function CashReportPage() {
  const today = hotelDate();
  const [filters, setFilters] = useState<ShiftFilters>({
    desde: `${today.slice(0, 8)}01`,
    hasta: today,
    caja_id: null,
    usuario_id: null,
  });
  const query = useCashReport(filters);
  const report = query.data;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={2}>Reporte de Cajas</Title>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconFileSpreadsheet size={18} />}
            disabled={!report}
            onClick={() => report && exportReport(report, 'xlsx')}
          >
            Exportar Excel
          </Button>
          <Button
            variant="default"
            leftSection={<IconFileTypePdf size={18} />}
            disabled={!report}
            onClick={() => report && exportReport(report, 'pdf')}
          >
            Exportar PDF
          </Button>
        </Group>
      </Group>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <ShiftFiltersBar value={filters} onChange={setFilters} requireDates />
          {query.isError && (
            <Alert color="red" title="No se pudo cargar el reporte">
              {errorMessage(query.error)}
            </Alert>
          )}
          <Table.ScrollContainer minWidth={1100}>
            <Table striped withTableBorder fz="sm" aria-label="Turnos">
              <Table.Thead>
                <Table.Tr>
                  {reportColumns.map((c) => (
                    <Table.Th key={c.header} ta={c.kind === 'money' ? 'right' : undefined}>
                      {c.header}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report?.data.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={reportColumns.length}>
                      <Text c="dimmed" ta="center" py="lg">
                        No hay turnos en el rango
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                )}
                {report?.data.map((shift) => (
                  <Table.Tr key={shift.turno_id}>
                    {reportColumns.map((c) => (
                      <Table.Td key={c.header} ta={c.kind === 'money' ? 'right' : undefined}>
                        {cell(c.value(shift), c.kind)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
                {report && report.data.length > 0 && (
                  <Table.Tr fw={700}>
                    {reportColumns.map((c) => (
                      <Table.Td key={c.header} ta={c.kind === 'money' ? 'right' : undefined}>
                        {c.total(report.totales) === null ? '' : cell(c.total(report.totales), c.kind)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {report && report.data.length > 0 && <GroupTotals report={report} />}
        </Stack>
      </Paper>
    </Stack>
  );
}
