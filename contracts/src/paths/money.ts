/** API paths: cash registers, invoices, balances in favour and receivables. */
import { withId } from './with-id';

export const cashRegisterPaths = {
  list: '/cajaListar',
  create: '/cajaCrear',
  update: withId('/cajaActualizar'),
  remove: withId('/cajaEliminar'),
  unassigned: '/cajasNoAsignadas',
  lastAssignment: withId('/cajaUltimaAsignacion'),
  open: '/cajaAbrir',
  close: '/cajaCerrar',
  withdraw: '/caja/retiro-parcial',
  withdrawals: '/caja/historial-retiros',
  balance: '/detalleCajaSaldo',
  balanceOf: withId('/detalleCajaSaldo'),
  balanceByGroups: '/detalleCajaSaldoByGrupos',
  openRegisters: '/cajasAbiertas',
  movements: withId('/caja/movimientos'),
  closings: '/caja/cierres',
  report: '/caja/reporte',
  shiftUsers: '/caja/usuarios',
} as const;

// ── Invoices (issue 14): check-out's invoice, the list, the PDF, credit notes, the dashboard ──
export const invoicePaths = {
  create: '/facturaCrear',
  list: '/facturaListar',
  show: withId('/facturaMostrar'),
  /** `?formato=carta|tirilla` (letter or 80 mm receipt). */
  pdf: withId('/facturaPdf'),
  creditNote: '/notaCreditoCrear',
  /** Added: a debit note adds charges to an invoice, with its own numbering. */
  debitNote: '/notaDebitoCrear',
  debitNotePdf: withId('/notaDebitoPdf'),
  /** Added: the Facturación dashboard (today's totals by tax and means, pending check-outs, balances). */
  summary: '/facturacionResumen',
} as const;

/** Added: clients' balances in favour (saldo a favor) left by credit notes, refunded by a register. */
export const clientBalancePaths = {
  list: '/saldoFavorListar',
  /** By the client's id: the balance, zero when the client never had one. */
  show: withId('/saldoFavorMostrar'),
  refund: '/saldoFavorDevolver',
} as const;

/** Receivables (cartera, issue 28): Administración → Cuentas por cobrar. */
export const receivablePaths = {
  list: '/cuentasPorCobrarListar',
  statement: withId('/cuentasPorCobrarCliente'),
  pay: '/abonoCrear',
  annul: withId('/abonoAnular'),
  /** The receipts (recibos de caja), paged: the list of receipts of the Cuentas por cobrar screen. */
  receipts: '/abonoListar',
  installments: '/cuotasCrear',
} as const;
