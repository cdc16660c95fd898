import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { paymentGroupLabels, type TShiftGroup, type TShiftSummary } from '@posada/contracts';
import { forwardRef } from 'react';
import { FiguresTable } from '../../components/figures-table';
import {
  type FigureColumn,
  type ReportDocument,
  type ReportTable,
  reportPart,
} from '../../components/report-document';
import { formatDateTime } from '../../lib/format';

const resultColor = { faltante: 'red', sobrante: 'orange', cuadrada: 'green' } as const;
export const resultLabel = { faltante: 'Faltante', sobrante: 'Sobrante', cuadrada: 'Cuadrada' } as const;

export function ResultBadge({ resultado }: { resultado: TShiftGroup['resultado'] }) {
  if (!resultado) return <Text span>—</Text>;
  return (
    <Badge color={resultColor[resultado]} variant="light">
      {resultLabel[resultado]}
    </Badge>
  );
}

/** A line of the slip: one per payment group, and the total (no group). */
type SlipLine = Omit<TShiftGroup, 'grupo' | 'reportado'> & { grupo: TShiftGroup['grupo'] | null };

const amount = (header: string, value: (l: SlipLine) => string | null): FigureColumn<SlipLine> => ({
  header,
  kind: 'money',
  value,
});

/** The slip's columns: on screen, in Excel and in PDF alike. */
const slipColumns: FigureColumn<SlipLine>[] = [
  { header: 'Grupo', kind: 'text', value: (l) => (l.grupo ? paymentGroupLabels[l.grupo] : 'Total') },
  amount('Apertura', (l) => l.apertura),
  amount('Ingresos', (l) => l.ingresos),
  amount('Devoluciones', (l) => l.devoluciones),
  amount('Retiros', (l) => l.retiros),
  amount('Esperado', (l) => l.esperado),
  amount('Contado', (l) => l.contado),
  amount('Diferencia', (l) => l.diferencia),
  {
    header: 'Resultado',
    kind: 'text',
    value: (l) => (l.resultado ? resultLabel[l.resultado] : null),
    cell: (l) => <ResultBadge resultado={l.resultado} />,
  },
];

/** The slip's table: the groups, the total in bold, the closing's remarks under it. */
export const slipTable = (summary: TShiftSummary): ReportTable<SlipLine> => ({
  sheet: 'Cierre de caja',
  columns: slipColumns,
  rows: summary.grupos,
  totals: { ...summary.total, grupo: null },
  notes: summary.observaciones_cierre ? [`Observaciones: ${summary.observaciones_cierre}`] : [],
});

/** Who and when, one line each: under the slip's title on screen, the filters line of the files. */
const slipFacts = (summary: TShiftSummary) => [
  `Cajero: ${summary.usuario}`,
  `Apertura: ${formatDateTime(summary.abierto_at)}${summary.cerrado_at ? ` · Cierre: ${formatDateTime(summary.cerrado_at)}` : ''}`,
  ...(summary.aprobado_por ? [`Recibida de: ${summary.aprobado_por}`] : []),
];

/** The closing slip for Excel and PDF (the one export path, issue 29). */
export function closingSlipDocument(summary: TShiftSummary): ReportDocument {
  return {
    title: `Cierre de caja · ${summary.caja}`,
    filters: slipFacts(summary).join(' · '),
    fileName: `cierre-caja-${summary.turno_id}`,
    parts: [reportPart(slipTable(summary))],
  };
}

/** The closing slip: expected, counted and difference per group, ready to print. */
export const ClosingSlip = forwardRef<HTMLDivElement, { summary: TShiftSummary }>(function ClosingSlip(
  { summary },
  ref,
) {
  const table = slipTable(summary);
  return (
    <Stack gap="sm" ref={ref} data-testid="closing-slip">
      <div>
        <Title order={3} size="h4">
          Cierre de caja · {summary.caja}
        </Title>
        {slipFacts(summary).map((line) => (
          <Text size="sm" key={line}>
            {line}
          </Text>
        ))}
      </div>
      <FiguresTable label="Cierre por grupo" table={table} rowKey={(l) => l.grupo ?? 'total'} empty={null} />
      {table.notes?.map((note) => (
        <Text size="sm" key={note}>
          {note}
        </Text>
      ))}
      <Group justify="space-between" mt="lg" visibleFrom="xs">
        <Text size="sm">Firma cajero: ______________________</Text>
        <Text size="sm">Firma supervisor: ______________________</Text>
      </Group>
    </Stack>
  );
});
