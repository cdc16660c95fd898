import { paymentGroupLabels, paymentGroups, type TCashReport, type TShiftSummary } from '@posada/contracts';
import type { ExportTable } from '../../lib/export/table';
import { formatDate, formatDateTime } from '../../lib/format';

type Totals = TCashReport['totales'];

/** One column of the register report: on screen, in Excel and in PDF alike. */
export interface ReportColumn {
  header: string;
  kind: 'text' | 'money';
  value: (shift: TShiftSummary) => string | null;
  total: (totals: Totals) => string | null;
}

const groupOf = <T extends { grupo: string }>(lines: T[], grupo: string) =>
  lines.find((l) => l.grupo === grupo);
const none = () => null;

export const reportColumns: ReportColumn[] = [
  {
    header: 'Fecha apertura',
    kind: 'text',
    value: (s) => formatDateTime(s.abierto_at),
    total: () => 'Total',
  },
  {
    header: 'Fecha cierre',
    kind: 'text',
    value: (s) => (s.cerrado_at ? formatDateTime(s.cerrado_at) : 'Abierta'),
    total: none,
  },
  { header: 'Caja', kind: 'text', value: (s) => s.caja, total: none },
  { header: 'Cajero', kind: 'text', value: (s) => s.usuario, total: none },
  { header: 'Apertura', kind: 'money', value: (s) => s.total.apertura, total: (t) => t.total.apertura },
  ...paymentGroups.map(
    (grupo): ReportColumn => ({
      header: `Ingresos ${paymentGroupLabels[grupo].toLowerCase()}`,
      kind: 'money',
      value: (s) => groupOf(s.grupos, grupo)?.ingresos ?? null,
      total: (t) => groupOf(t.grupos, grupo)?.ingresos ?? null,
    }),
  ),
  {
    header: 'Devoluciones',
    kind: 'money',
    value: (s) => s.total.devoluciones,
    total: (t) => t.total.devoluciones,
  },
  { header: 'Retiros', kind: 'money', value: (s) => s.total.retiros, total: (t) => t.total.retiros },
  { header: 'Esperado', kind: 'money', value: (s) => s.total.esperado, total: (t) => t.total.esperado },
  { header: 'Contado', kind: 'money', value: (s) => s.total.contado, total: (t) => t.total.contado },
  { header: 'Diferencia', kind: 'money', value: (s) => s.total.diferencia, total: (t) => t.total.diferencia },
];

/** The report as the exports take it: the shifts, then the totals row. */
export function reportExport(report: TCashReport): ExportTable {
  return {
    title: 'Reporte de Cajas',
    subtitle: [`Turnos abiertos del ${formatDate(report.desde)} al ${formatDate(report.hasta)}`],
    columns: reportColumns.map(({ header, kind }) => ({ header, kind })),
    rows: [
      ...report.data.map((shift) => reportColumns.map((c) => c.value(shift))),
      reportColumns.map((c) => c.total(report.totales)),
    ],
  };
}
