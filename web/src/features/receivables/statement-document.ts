import {
  balanceMovementLabels,
  type TBalanceLine,
  type TClientStatement,
  type TStatementInvoice,
  type TStatementLine,
} from '@posada/contracts';
import type { FigureColumn } from '../../components/figures-table';
import { type ReportDocument, reportPart } from '../../components/report-document';
import { movementLabel } from './movement-labels';

const invoiceColumns: FigureColumn<TStatementInvoice>[] = [
  { header: 'Factura', kind: 'text', value: (f) => f.numero },
  { header: 'Fecha', kind: 'date', value: (f) => f.fecha },
  { header: 'Vence', kind: 'date', value: (f) => f.vencimiento },
  { header: 'Días vencida', kind: 'count', value: (f) => f.dias_vencida },
  { header: 'Total', kind: 'money', value: (f) => f.total },
  { header: 'Notas débito', kind: 'money', value: (f) => f.notas_debito },
  { header: 'Notas crédito', kind: 'money', value: (f) => f.notas_credito },
  { header: 'Abonos', kind: 'money', value: (f) => f.abonos },
  { header: 'Saldo', kind: 'money', value: (f) => f.saldo },
];

const movementColumns: FigureColumn<TStatementLine>[] = [
  { header: 'Fecha', kind: 'date', value: (m) => m.fecha },
  {
    header: 'Documento',
    kind: 'text',
    value: (m) => `${movementLabel[m.tipo]} ${m.documento}${m.factura ? ` (factura ${m.factura})` : ''}`,
  },
  { header: 'Cargo', kind: 'money', value: (m) => (m.cargo === '0.00' ? null : m.cargo) },
  { header: 'Abono', kind: 'money', value: (m) => (m.abono === '0.00' ? null : m.abono) },
  { header: 'Saldo', kind: 'money', value: (m) => m.saldo },
];

/** The client's balance in favour, line by line: on screen (BalanceInFavour) and in the files. */
export const balanceColumns: FigureColumn<TBalanceLine>[] = [
  { header: 'Fecha', kind: 'date', value: (m) => m.fecha },
  {
    header: 'Movimiento',
    kind: 'text',
    value: (m) => `${balanceMovementLabels[m.tipo]}${m.documento ? ` ${m.documento}` : ''}`,
  },
  { header: 'Valor', kind: 'money', value: (m) => m.monto },
  { header: 'Saldo a favor', kind: 'money', value: (m) => m.saldo },
];

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
      reportPart({ sheet: 'Facturas con saldo', columns: invoiceColumns, rows: s.facturas }),
      reportPart({ sheet: 'Movimientos', columns: movementColumns, rows: s.movimientos }),
      ...(s.saldo_favor_movimientos.length > 0
        ? [reportPart({ sheet: 'Saldo a favor', columns: balanceColumns, rows: s.saldo_favor_movimientos })]
        : []),
    ],
  };
}
