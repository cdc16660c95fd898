import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { type ReactNode, useRef } from 'react';
import { errorMessage } from '../../components/crud';
import { DateField } from '../../components/date-field';
import { ExportButtons } from '../../components/export-buttons';
import { FiguresTable } from '../../components/figures-table';
import type { ReportDocument, ReportTable } from '../../components/report-document';
import { formatDate, hotelDate } from '../../lib/format';
import { printElement } from '../../lib/print';

export interface DateRange {
  desde: string;
  hasta: string;
}

/** The month so far at the hotel: a report's first range. */
export function monthToDate(): DateRange {
  const today = hotelDate();
  return { desde: `${today.slice(0, 8)}01`, hasta: today };
}

/** The range as the exports name it. */
export const rangeText = (r: DateRange) => `Del ${formatDate(r.desde)} al ${formatDate(r.hasta)}`;

/**
 * A report's page: its title, the date range (dd/mm/aaaa) and the report's own filters, the
 * exports (Excel and PDF), the print button (the report's body alone, through the browser's print dialog), the error if any.
 */
export function ReportFrame({
  title,
  range,
  onRange,
  filters,
  error,
  exportable,
  children,
}: {
  title: string;
  range: DateRange;
  onRange: (next: DateRange) => void;
  filters?: ReactNode;
  error: unknown;
  /** The report as Excel and PDF write it; absent while there is no report to write. */
  exportable: (() => ReportDocument) | undefined;
  children: ReactNode;
}) {
  const body = useRef<HTMLDivElement>(null);
  const backwards = range.desde !== '' && range.hasta !== '' && range.desde > range.hasta;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Group gap="xs">
          <ExportButtons read={exportable} />
          <Button
            variant="default"
            leftSection={<IconPrinter size={18} />}
            onClick={() => body.current && printElement(body.current, title)}
          >
            Imprimir
          </Button>
        </Group>
      </Group>
      <Paper withBorder p="md" radius="md">
        <Group gap="sm" align="flex-start" wrap="wrap">
          <DateField
            label="Desde"
            withAsterisk
            value={range.desde}
            error={range.desde === '' ? 'Indique la fecha inicial' : undefined}
            onChange={(desde) => onRange({ ...range, desde })}
          />
          <DateField
            label="Hasta"
            withAsterisk
            value={range.hasta}
            error={
              range.hasta === ''
                ? 'Indique la fecha final'
                : backwards
                  ? 'La fecha inicial debe ser anterior a la final'
                  : undefined
            }
            onChange={(hasta) => onRange({ ...range, hasta })}
          />
          {filters}
        </Group>
      </Paper>
      {error ? (
        <Alert color="red" title="No se pudo cargar el informe">
          {errorMessage(error)}
        </Alert>
      ) : null}
      <Stack gap="lg" ref={body}>
        {children}
      </Stack>
    </Stack>
  );
}

/** A report's table or block under its heading. */
export function ReportSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** A report's table on screen exactly as the files write it (its columns, totals and notes). */
export function ReportTableSection<Row>({
  title,
  label,
  table,
  rowKey,
}: {
  title: string;
  label: string;
  table: ReportTable<Row>;
  rowKey: (row: Row) => string;
}) {
  return (
    <ReportSection title={title}>
      <FiguresTable<Row> label={label} table={table} rowKey={rowKey} />
      {table.notes?.map((note) => (
        <Text key={note} size="xs" c="dimmed">
          {note}
        </Text>
      ))}
    </ReportSection>
  );
}
