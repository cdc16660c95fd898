import {
  paymentGroupLabels,
  paymentGroups,
  type TCashReport,
  type TCashReportTotals,
  type TShiftSummary,
} from '@posada/contracts';
import {
  type FigureColumn,
  type ReportDocument,
  type ReportTable,
  reportPart,
} from '../../components/report-document';
import { formatDate, formatDateTime } from '../../lib/format';
import { ResultBadge, resultLabel } from './closing-slip';

/** One column of a table of the register report: on screen, in Excel and in PDF alike. */
type ReportColumn<T> = FigureColumn<T> & { kind: 'text' | 'money'; value: (row: T) => string | null };

const groupOf = <T extends { grupo: string }>(lines: T[], grupo: string) =>
  lines.find((l) => l.grupo === grupo);

/** The shifts, one row each. No totals row: stocks do not add up over shifts (see the totals). */
const shiftColumns: ReportColumn<TShiftSummary>[] = [
  { header: 'Fecha apertura', kind: 'text', value: (s) => formatDateTime(s.abierto_at) },
  {
    header: 'Fecha cierre',
    kind: 'text',
    value: (s) => (s.cerrado_at ? formatDateTime(s.cerrado_at) : 'Abierta'),
  },
  { header: 'Caja', kind: 'text', value: (s) => s.caja },
  { header: 'Cajero', kind: 'text', value: (s) => s.usuario },
  { header: 'Apertura', kind: 'money', value: (s) => s.total.apertura },
  { header: 'Dif. entrega', kind: 'money', value: (s) => s.total.entrega },
  ...paymentGroups.map(
    (grupo): ReportColumn<TShiftSummary> => ({
      header: `Ingresos ${paymentGroupLabels[grupo].toLowerCase()}`,
      kind: 'money',
      value: (s) => groupOf(s.grupos, grupo)?.ingresos ?? null,
    }),
  ),
  { header: 'Devoluciones', kind: 'money', value: (s) => s.total.devoluciones },
  { header: 'Retiros', kind: 'money', value: (s) => s.total.retiros },
  { header: 'Esperado', kind: 'money', value: (s) => s.total.esperado },
  { header: 'Contado', kind: 'money', value: (s) => s.total.contado },
  { header: 'Diferencia', kind: 'money', value: (s) => s.total.diferencia },
];

/** A line of the range's totals: one per group, then all groups. */
export type TotalsLine = TCashReportTotals & { nombre: string };

const totalsLines = (report: TCashReport): TotalsLine[] => [
  ...report.totales.grupos.map((g) => ({ ...g, nombre: paymentGroupLabels[g.grupo] })),
  { ...report.totales.total, nombre: 'Total' },
];

/** The range's totals, in the order they add up (docs/decisions.md, "Register report"). */
const totalsColumns: ReportColumn<TotalsLine>[] = [
  { header: 'Grupo', kind: 'text', value: (t) => t.nombre },
  { header: 'Saldo inicial', kind: 'money', value: (t) => t.saldo_inicial },
  { header: 'Ingresos', kind: 'money', value: (t) => t.ingresos },
  { header: 'Devoluciones', kind: 'money', value: (t) => t.devoluciones },
  { header: 'Retiros', kind: 'money', value: (t) => t.retiros },
  { header: 'Saldo esperado', kind: 'money', value: (t) => t.esperado },
  { header: 'Saldo contado', kind: 'money', value: (t) => t.contado },
  { header: 'Diferencia', kind: 'money', value: (t) => t.diferencia },
  { header: 'Dif. en entregas', kind: 'money', value: (t) => t.diferencia_entrega },
  { header: 'Dif. en cierres', kind: 'money', value: (t) => t.diferencia_cierre },
  {
    header: 'Resultado',
    kind: 'text',
    value: (t) => (t.resultado ? resultLabel[t.resultado] : null),
    cell: (t) => <ResultBadge resultado={t.resultado} />,
    width: 120,
  },
];

export const TOTALS_TITLE = 'Totales del rango';

/** What the totals mean, under them on screen and in the exports. */
export function totalsNotes(report: TCashReport): string[] {
  const open = report.data.filter((s) => s.estado === 'Abierta').length;
  return [
    'Saldo inicial: lo que recibió cada caja al empezar el rango (el conteo del cierre anterior, o la ' +
      'apertura si la caja no tenía cierres). El dinero que un turno entrega al siguiente se cuenta una sola vez.',
    'Saldo esperado = saldo inicial + ingresos − devoluciones − retiros. Saldo contado: el conteo del ' +
      'último cierre de cada caja en el rango.',
    'Diferencia = saldo contado − saldo esperado = diferencias en entregas (apertura − cierre anterior) + ' +
      'diferencias en cierres (contado − esperado de cada turno).',
    ...(open > 0
      ? [
          `${open === 1 ? 'Hay 1 caja abierta' : `Hay ${open} cajas abiertas`}: el saldo contado y la ` +
            'diferencia se conocen al cerrar.',
        ]
      : []),
  ];
}

/** The shifts, one row each, as the screen and the files show them. */
export const shiftsTable = (shifts: readonly TShiftSummary[]): ReportTable<TShiftSummary> => ({
  sheet: 'Turnos',
  columns: shiftColumns,
  rows: shifts,
});

/** The range's totals, the overall line in bold, with what they mean. */
export const totalsTable = (report: TCashReport): ReportTable<TotalsLine> => ({
  sheet: TOTALS_TITLE,
  columns: totalsColumns,
  rows: totalsLines(report),
  strong: (line) => line.nombre === 'Total',
  notes: totalsNotes(report),
});

/** The report for Excel and PDF: the shifts, then the range's totals with their result and notes. */
export function cashReportDocument(
  report: TCashReport,
  filtro: { caja?: string; cajero?: string } = {},
): ReportDocument {
  const filters = [
    `Turnos abiertos del ${formatDate(report.desde)} al ${formatDate(report.hasta)}`,
    ...(filtro.caja ? [`Caja: ${filtro.caja}`] : []),
    ...(filtro.cajero ? [`Cajero: ${filtro.cajero}`] : []),
  ];
  return {
    title: 'Reporte de Cajas',
    filters: filters.join(' · '),
    fileName: `reporte-cajas-${report.desde}-${report.hasta}`,
    parts: [reportPart(shiftsTable(report.data)), reportPart(totalsTable(report))],
  };
}
