import type { TSettlementInput, TVacateInput } from '@posada/contracts';
import { addDays } from '../../lib/iso-date';
import { cents } from '../../lib/money';
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
});

/** Owed by the guest (> 0), owed to the guest (< 0), or settled. */
export const balanceSign = (saldo: string): -1 | 0 | 1 => {
  const c = cents(saldo) ?? 0n;
  return c > 0n ? 1 : c < 0n ? -1 : 0;
};

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
      ? { pagos: v.pagos.map((p) => ({ forma_pago_id: Number(p.forma_pago_id), monto: p.monto })) }
      : {};
  return { ...pagos, ...buyer };
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
