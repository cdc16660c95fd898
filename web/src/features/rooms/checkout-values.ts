import { cents } from '../../lib/money';
import type { PaymentLine, SettlementPreview } from '../accounts/settlement';

/** How the balance is settled: paid now (several methods) or charged to a company on credit. */
export type SettleMode = 'pagar' | 'credito';
/** Who the invoice is made out to: the stay's main guest, the final consumer, or another client. */
export type Buyer = 'huesped' | 'consumidor_final' | 'otro';

export interface CheckoutValues {
  modo: SettleMode;
  pagos: PaymentLine[];
  /** The company's client id on credit ('' until chosen). */
  empresa_id: string;
  /** Due date on credit (YYYY-MM-DD). */
  vencimiento: string;
  comprador: Buyer;
  /** Another client as the buyer ('' until chosen). */
  cliente_id: string;
  /** The method a balance in the guest's favour is given back with ('' until chosen). */
  devolucion: string;
}

/** Owed by the guest (> 0), owed to the guest (< 0), or settled. */
export const balanceSign = (saldo: string): -1 | 0 | 1 => {
  const c = cents(saldo) ?? 0n;
  return c > 0n ? 1 : c < 0n ? -1 : 0;
};

/** Whether the check-out can be sent as the form stands (the server checks it all again). */
export function checkoutReady(saldo: string, v: CheckoutValues, preview: SettlementPreview): boolean {
  if (v.comprador === 'otro' && v.modo !== 'credito' && v.cliente_id === '') return false;
  const sign = balanceSign(saldo);
  if (sign < 0) return v.devolucion !== '';
  if (sign === 0) return true;
  return v.modo === 'credito' ? v.empresa_id !== '' && v.vencimiento !== '' : preview.completo;
}

/**
 * The body of /desocuparHabitacionCliente: the payments (or the credit, or the refund of a
 * balance in the guest's favour) and the buyer. On credit the company is the buyer.
 */
export function checkoutBody(
  habitacion_id: number,
  saldo: string,
  v: CheckoutValues,
  idempotency_key: string,
): Record<string, unknown> {
  const sign = balanceSign(saldo);
  const credit = sign > 0 && v.modo === 'credito';
  const buyer = credit
    ? {}
    : v.comprador === 'consumidor_final'
      ? { consumidor_final: true }
      : v.comprador === 'otro'
        ? { cliente_id: Number(v.cliente_id) }
        : {};
  const settlement =
    sign < 0
      ? { liquidacion: { forma_pago_id: Number(v.devolucion), idempotency_key } }
      : credit
        ? { credito: { empresa_id: Number(v.empresa_id), vencimiento: v.vencimiento } }
        : sign > 0
          ? { pagos: v.pagos.map((p) => ({ forma_pago_id: Number(p.forma_pago_id), monto: p.monto })) }
          : {};
  return { habitacion_id, ...settlement, ...buyer };
}
