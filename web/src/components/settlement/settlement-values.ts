import type { TSettlementInput, TVacateInput } from '@posada/contracts';
import { addDays } from '../../lib/iso-date';
import { cents, isPositiveAmount, subtractMoney } from '../../lib/money';
import type { PaymentLine, SettlementPreview } from './settlement';

/** How the balance is settled: paid now (several methods) or charged to a company on credit. */
export type SettleMode = 'pagar' | 'credito';
/** Who the invoice is made out to: the account's holder, the final consumer, or another client. */
export type Buyer = 'titular' | 'consumidor_final' | 'otro';

export interface SettleValues {
  modo: SettleMode;
  pagos: PaymentLine[];
  /** The company's client id on credit ('' until chosen). */
  empresa_id: string;
  /** Due date on credit (YYYY-MM-DD). */
  vencimiento: string;
  comprador: Buyer;
  /** Another client as the buyer ('' until chosen). */
  cliente_id: string;
  /** The method a balance in the guest's favour is given back with at check-out ('' until chosen). */
  devolucion: string;
  /** What of the buyer's balance in favour (advances, credit notes) pays, before the payment lines. */
  saldo_favor: string;
}

/** Credit invoices fall due a month after they are issued unless the desk says otherwise. */
const CREDIT_DAYS = 30;

export const initialSettleValues = (hoy: string): SettleValues => ({
  modo: 'pagar',
  pagos: [{ forma_pago_id: '', monto: '' }],
  empresa_id: '',
  vencimiento: addDays(hoy, CREDIT_DAYS),
  comprador: 'titular',
  cliente_id: '',
  devolucion: '',
  saldo_favor: '',
});

/** Owed by the guest (> 0), owed to the guest (< 0), or settled. */
export const balanceSign = (saldo: string): -1 | 0 | 1 => {
  const c = cents(saldo) ?? 0n;
  return c > 0n ? 1 : c < 0n ? -1 : 0;
};

/** The buyer's balance in favour used: only when paying now an invoice made out to a client. */
export const usesFavor = (saldo: string, v: SettleValues): boolean =>
  balanceSign(saldo) > 0 &&
  v.modo !== 'credito' &&
  v.comprador !== 'consumidor_final' &&
  isPositiveAmount(v.saldo_favor);

/** What the payment lines must settle: the balance less what the balance in favour pays. */
export const payableBalance = (saldo: string, v: SettleValues): string =>
  usesFavor(saldo, v) ? subtractMoney(saldo, v.saldo_favor) : saldo;

/** The payment lines sent: with the balance in favour used, the blank lines left out. */
export const payingLines = (saldo: string, v: SettleValues): PaymentLine[] =>
  usesFavor(saldo, v) ? v.pagos.filter((p) => p.forma_pago_id !== '' || p.monto !== '') : v.pagos;

/** Whether the settlement can be sent as the form stands (the server checks it all again). */
export function settlementReady(saldo: string, v: SettleValues, preview: SettlementPreview): boolean {
  if (v.comprador === 'otro' && v.modo !== 'credito' && v.cliente_id === '') return false;
  const sign = balanceSign(saldo);
  if (sign < 0) return v.devolucion !== '';
  if (sign === 0) return true;
  return v.modo === 'credito' ? v.empresa_id !== '' && v.vencimiento !== '' : preview.completo;
}

/**
 * The client the invoice will be made out to, as the server picks it (`holderId`: the account's
 * holder), or null for the final consumer or before one is chosen.
 */
export function invoiceBuyerId(saldo: string, v: SettleValues, holderId: number | null): number | null {
  const body = settlementBody(saldo, v);
  if (body.credito) return body.credito.empresa_id || null;
  if (body.consumidor_final) return null;
  return body.cliente_id || holderId;
}

/**
 * The settlement fields of /facturaCrear and /desocuparHabitacionCliente: the payments (or the
 * credit) of a balance owed, and the buyer. On credit the company is the buyer.
 */
export function settlementBody(saldo: string, v: SettleValues): TSettlementInput {
  const credit = balanceSign(saldo) > 0 && v.modo === 'credito';
  if (credit) return { credito: { empresa_id: Number(v.empresa_id), vencimiento: v.vencimiento } };
  const buyer =
    v.comprador === 'consumidor_final'
      ? { consumidor_final: true }
      : v.comprador === 'otro'
        ? { cliente_id: Number(v.cliente_id) }
        : {};
  const pagos =
    balanceSign(saldo) > 0
      ? {
          pagos: payingLines(saldo, v).map((p) => ({
            forma_pago_id: Number(p.forma_pago_id),
            monto: p.monto,
          })),
        }
      : {};
  const favor = usesFavor(saldo, v) ? { saldo_favor: v.saldo_favor } : {};
  return { ...pagos, ...buyer, ...favor };
}

/**
 * The body of /desocuparHabitacionCliente: the settlement, or — for a balance in the guest's
 * favour — its refund with one method under the form's idempotency key.
 */
export function checkoutBody(
  habitacion_id: number,
  saldo: string,
  v: SettleValues,
  idempotency_key: string,
): TVacateInput {
  if (balanceSign(saldo) < 0) {
    const { pagos: _none, ...buyer } = settlementBody('0', v);
    return { habitacion_id, liquidacion: { forma_pago_id: Number(v.devolucion), idempotency_key }, ...buyer };
  }
  return { habitacion_id, ...settlementBody(saldo, v) };
}
