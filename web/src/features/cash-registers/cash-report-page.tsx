import { Alert, Group, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { TCashReport } from '@posada/contracts';
import { useState } from 'react';
import { errorMessage } from '../../components/crud';
import { ExportButtons } from '../../components/export-buttons';
import { formatCOP, hotelDate } from '../../lib/format';
import { ResultBadge } from './closing-slip';
import { type ShiftFilters, useCashReport, useRegisterOptions, useShiftUserOptions } from './history-api';
import {
  cashReportDocument,
  shiftColumns,
  TOTALS_TITLE,
  totalsColumns,
  totalsLines,
  totalsNotes,
} from './report-table';
import { ShiftFiltersBar } from './shift-filters';

const cell = (value: string | null, kind: 'text' | 'money') =>
  value === null ? '—' : kind === 'money' ? formatCOP(value, 0) : value;

/** The range's totals per group and overall, with what each one means. */
function RangeTotals({ report }: { report: TCashReport }) {
  const lines = totalsLines(report);
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {TOTALS_TITLE}
      </Title>
      <Table.ScrollContainer minWidth={960}>
        <Table withTableBorder fz="sm" aria-label={TOTALS_TITLE}>
          <Table.Thead>
            <Table.Tr>
              {totalsColumns.map((c) => (
                <Table.Th key={c.header} ta={c.kind === 'money' ? 'right' : undefined}>
                  {c.header}
                </Table.Th>
              ))}
              <Table.Th w={120}>Resultado</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line, i) => (
              <Table.Tr key={line.nombre} fw={i === lines.length - 1 ? 700 : undefined}>
                {totalsColumns.map((c) => (
                  <Table.Td key={c.header} ta={c.kind === 'money' ? 'right' : undefined}>
                    {cell(c.value(line), c.kind)}
                  </Table.Td>
                ))}
                <Table.Td>
                  <ResultBadge resultado={line.resultado} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <List size="xs" c="dimmed" spacing={2}>
        {totalsNotes(report).map((note) => (
          <List.Item key={note}>{note}</List.Item>
        ))}
      </List>
    </Stack>
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
  const registers = useRegisterOptions();
  const users = useShiftUserOptions();
  const label = (options: { value: string; label: string }[] | undefined, id: string | null) =>
    (id && options?.find((o) => o.value === id)?.label) || undefined;
  // The exports name the register and user filters, so a filtered total is not read as the hotel's.
  const caja = label(registers.data, filters.caja_id);
  const cajero = label(users.data, filters.usuario_id);
  const filtro = { ...(caja ? { caja } : {}), ...(cajero ? { cajero } : {}) };
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          Reporte de Cajas
        </Title>
        <Group gap="xs">
          <ExportButtons read={report && (() => cashReportDocument(report, filtro))} />
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
                  {shiftColumns.map((c) => (
                    <Table.Th key={c.header} ta={c.kind === 'money' ? 'right' : undefined}>
                      {c.header}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report?.data.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={shiftColumns.length}>
                      <Text c="dimmed" ta="center" py="lg">
                        No hay turnos en el rango
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                )}
                {report?.data.map((shift) => (
                  <Table.Tr key={shift.turno_id}>
                    {shiftColumns.map((c) => (
                      <Table.Td key={c.header} ta={c.kind === 'money' ? 'right' : undefined}>
                        {cell(c.value(shift), c.kind)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {report && report.data.length > 0 && <RangeTotals report={report} />}
        </Stack>
      </Paper>
    </Stack>
  );
}
