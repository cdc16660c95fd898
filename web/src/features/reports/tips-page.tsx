import { Text } from '@mantine/core';
import type { TTipLine, TTipReport } from '@posada/contracts';
import { useState } from 'react';
import { FiguresTable } from '../../components/figures-table';
import {
  type FigureColumn,
  type ReportDocument,
  type ReportTable,
  reportPart,
} from '../../components/report-document';
import { formatDateTime } from '../../lib/format';
import { monthToDate, ReportFrame, rangeText } from './report-frame';
import { useTipReport } from './reports-api';

const TITLE = 'Propinas por turno';

/** A shift as the payout reads it: register, cashier and when it opened (and closed). */
const shiftText = (r: TTipLine) =>
  r.turno_id === null
    ? 'Sin turno'
    : `${r.caja} · ${r.cajero} · ${formatDateTime(r.abierto_at ?? '')}${
        r.cerrado_at ? ` a ${formatDateTime(r.cerrado_at)}` : ' (abierto)'
      }`;

type Row = TTipLine | { total: true; ventas: number; propina: string };
const isTotal = (r: Row): r is { total: true; ventas: number; propina: string } => 'total' in r;

const columns: FigureColumn<Row>[] = [
  { header: 'Turno de caja', kind: 'text', value: (r) => (isTotal(r) ? null : shiftText(r)) },
  { header: 'Punto de venta', kind: 'text', value: (r) => (isTotal(r) ? null : r.punto_venta) },
  { header: 'Vendedor', kind: 'text', value: (r) => (isTotal(r) ? null : r.vendedor) },
  { header: 'Ventas con propina', kind: 'count', value: (r) => r.ventas },
  { header: 'Propina', kind: 'money', value: (r) => r.propina },
];

const totalsOf = (report: TTipReport): Row => ({ total: true, ...report.totales });

const NOTE =
  'La propina es voluntaria (Ley 1935 de 2018) y es del personal, no un ingreso del hotel: cada turno la ' +
  'guarda en su caja con el pago de la venta. Las ventas anuladas devolvieron su propina y no se cuentan.';

/** The tips' one table, as the screen and the files show it. */
const tipsTable = (report: TTipReport): ReportTable<Row> => ({
  sheet: 'Propinas',
  columns,
  rows: report.data,
  totals: totalsOf(report),
  notes: [NOTE],
});

function tipsDocument(report: TTipReport): ReportDocument {
  return {
    title: TITLE,
    filters: rangeText(report),
    fileName: `propinas-${report.desde}-${report.hasta}`,
    parts: [reportPart(tipsTable(report))],
  };
}

/**
 * Informes → Propinas por turno (issue 31): the tips of the range's sales by register shift,
 * outlet and seller, so each shift's cashier pays out what their register holds for the staff.
 */
export function TipsPage() {
  const [range, setRange] = useState(monthToDate);
  const query = useTipReport(range);
  const report = query.data;
  return (
    <ReportFrame
      title={TITLE}
      range={range}
      onRange={setRange}
      error={query.error}
      exportable={report && (() => tipsDocument(report))}
    >
      {report && (
        <>
          <FiguresTable
            label="Propinas por turno"
            table={tipsTable(report)}
            rowKey={(r) => (isTotal(r) ? 'total' : `${r.turno_id}-${r.punto_venta}-${r.vendedor}`)}
          />
          <Text size="xs" c="dimmed">
            {NOTE}
          </Text>
        </>
      )}
    </ReportFrame>
  );
}
