import { Text } from '@mantine/core';
import {
  balanceMovementLabels,
  type TBalanceLine,
  type TClientStatement,
  type TStatementInvoice,
  type TStatementLine,
} from '@posada/contracts';
import {
  type FigureColumn,
  type ReportDocument,
  type ReportTable,
  reportPart,
} from '../../components/report-document';
import { formatCOP, formatDate } from '../../lib/format';
import { movementLabel } from './movement-labels';

/**
 * The invoices with a balance. The screen folds the days overdue into the due date (in red) and
 * the notes and payments into one column; the files keep each figure in a column of its own.
 */
const invoiceColumns: FigureColumn<TStatementInvoice>[] = [
  { header: 'Factura', kind: 'text', value: (f) => f.numero },
  { header: 'Fecha', kind: 'date', value: (f) => f.fecha },
  {
    header: 'Vence',
    kind: 'date',
    value: (f) => f.vencimiento,
    cell: (f) => (
      <Text size="sm" c={f.dias_vencida > 0 ? 'red' : undefined}>
        {formatDate(f.vencimiento)}
        {f.dias_vencida > 0 && ` (${f.dias_vencida} d)`}
      </Text>
    ),
  },
  { header: 'Días vencida', kind: 'count', value: (f) => f.dias_vencida, only: 'files' },
  { header: 'Total', kind: 'money', value: (f) => f.total },
  { header: 'Notas débito', kind: 'money', value: (f) => f.notas_debito, only: 'files' },
  { header: 'Notas crédito', kind: 'money', value: (f) => f.notas_credito, only: 'files' },
  { header: 'Abonos', kind: 'money', value: (f) => f.abonos, only: 'files' },
  {
    header: 'Notas y abonos',
    kind: 'money',
    only: 'screen',
    value: () => null,
    cell: (f) =>
      `${formatCOP(f.notas_debito, 0)} − ${formatCOP(f.notas_credito, 0)} − ${formatCOP(f.abonos, 0)}`,
  },
  {
    header: 'Saldo',
    kind: 'money',
    value: (f) => f.saldo,
    cell: (f) => (
      <Text span inherit fw={600}>
        {formatCOP(f.saldo, 0)}
      </Text>
    ),
  },
];

/** A charge or a payment of nothing is a blank cell on screen. */
const unlessZero = (amount: string) => (amount === '0.00' ? null : amount);

const movementColumns: FigureColumn<TStatementLine>[] = [
  { header: 'Fecha', kind: 'date', value: (m) => m.fecha },
  {
    header: 'Documento',
    kind: 'text',
    value: (m) => `${movementLabel[m.tipo]} ${m.documento}${m.factura ? ` (factura ${m.factura})` : ''}`,
  },
  {
    header: 'Cargo',
    kind: 'money',
    value: (m) => unlessZero(m.cargo),
    cell: (m) => (m.cargo === '0.00' ? '' : formatCOP(m.cargo, 0)),
  },
  {
    header: 'Abono',
    kind: 'money',
    value: (m) => unlessZero(m.abono),
    cell: (m) => (m.abono === '0.00' ? '' : formatCOP(m.abono, 0)),
  },
  { header: 'Saldo', kind: 'money', value: (m) => m.saldo },
];

/** The client's balance in favour, line by line: on screen (BalanceInFavour) and in the files. */
const balanceColumns: FigureColumn<TBalanceLine>[] = [
  { header: 'Fecha', kind: 'date', value: (m) => m.fecha },
  {
    header: 'Movimiento',
    kind: 'text',
    value: (m) => `${balanceMovementLabels[m.tipo]}${m.documento ? ` ${m.documento}` : ''}`,
  },
  { header: 'Valor', kind: 'money', value: (m) => m.monto },
  { header: 'Saldo a favor', kind: 'money', value: (m) => m.saldo },
];

/** The statement's tables, each described once for the screen and the files. */
export const invoiceTable = (s: TClientStatement): ReportTable<TStatementInvoice> => ({
  sheet: 'Facturas con saldo',
  columns: invoiceColumns,
  rows: s.facturas,
});
export const movementTable = (s: TClientStatement): ReportTable<TStatementLine> => ({
  sheet: 'Movimientos',
  columns: movementColumns,
  rows: s.movimientos,
});
export const balanceTable = (s: TClientStatement): ReportTable<TBalanceLine> => ({
  sheet: 'Saldo a favor',
  columns: balanceColumns,
  rows: s.saldo_favor_movimientos,
});

/**
 * The estado de cuenta for Excel and PDF: the invoices with a balance, every movement and — when
 * the client has had one — its balance in favour, as on screen.
 */
export function statementDocument(s: TClientStatement): ReportDocument {
  return {
    title: `Estado de cuenta de ${s.cliente}`,
    filters: `${s.documento} · al ${s.fecha.split('-').reverse().join('/')}`,
    fileName: `estado-de-cuenta-${s.documento.replace(/\W+/g, '-')}-${s.fecha}`,
    parts: [
      reportPart(invoiceTable(s)),
      reportPart(movementTable(s)),
      ...(s.saldo_favor_movimientos.length > 0 ? [reportPart(balanceTable(s))] : []),
    ],
  };
}
