import { Alert, Group, List, Paper, Stack, Title } from '@mantine/core';
import type { TCashReport } from '@posada/contracts';
import { useState } from 'react';
import { errorMessage } from '../../components/crud';
import { ExportButtons } from '../../components/export-buttons';
import { FiguresTable } from '../../components/figures-table';
import { hotelDate } from '../../lib/format';
import { type ShiftFilters, useCashReport, useRegisterOptions, useShiftUserOptions } from './history-api';
import { cashReportDocument, shiftsTable, TOTALS_TITLE, totalsTable } from './report-table';
import { ShiftFiltersBar } from './shift-filters';

/** The range's totals per group and overall, with what each one means. */
function RangeTotals({ report }: { report: TCashReport }) {
  const table = totalsTable(report);
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {TOTALS_TITLE}
      </Title>
      <FiguresTable
        label={TOTALS_TITLE}
        table={table}
        rowKey={(line) => line.nombre}
        minWidth={960}
        striped={false}
      />
      <List size="xs" c="dimmed" spacing={2}>
        {table.notes?.map((note) => (
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
          <FiguresTable
            label="Turnos"
            table={shiftsTable(report?.data ?? [])}
            rowKey={(shift) => String(shift.turno_id)}
            minWidth={1100}
            empty={report ? 'No hay turnos en el rango' : null}
          />
          {report && report.data.length > 0 && <RangeTotals report={report} />}
        </Stack>
      </Paper>
    </Stack>
  );
}
