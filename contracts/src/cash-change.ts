import { fromCents, toCents } from './cents';

/** A payment offered to settle a balance; `grupo` is its payment method's register group. */
export interface OfferedPayment {
  grupo: 'efectivo' | 'tarjetas' | 'transferencia';
  monto: string;
}

export type Settlement =
  | {
      ok: true;
      /** What the payments add up to, as handed over. */
      recibido: string;
      /** Cash handed back: what the payments exceed the balance by. */
      cambio: string;
      /** What each payment pays of the balance, in order (cash minus its share of the change). */
      aplicado: string[];
    }
  | { ok: false; error: string };

/**
 * How payments in several methods settle a balance. Cash may exceed it (the excess is the
 * change, taken from the cash); a card or a transfer may not, not even together. Payments short
 * of the balance do not settle it.
 */
export function settleWithChange(saldo: string, pagos: OfferedPayment[]): Settlement {
  const due = toCents(saldo);
  const amounts = pagos.map((p) => toCents(p.monto));
  if (amounts.some((a) => a <= 0n)) return { ok: false, error: 'Cada pago debe ser mayor que cero' };
  const total = amounts.reduce((s, a) => s + a, 0n);
  const nonCash = pagos.reduce((s, p, i) => (p.grupo === 'efectivo' ? s : s + (amounts[i] ?? 0n)), 0n);
  if (nonCash > due) {
    return {
      ok: false,
      error: `Los pagos con tarjeta o transferencia (${fmt(nonCash)}) no pueden superar el saldo (${fmt(due)})`,
    };
  }
  if (total < due)
    return { ok: false, error: `Faltan ${fmt(due - total)} para cubrir el saldo de ${fmt(due)}` };
  let change = total - due;
  const cambio = change;
  // The change comes out of the cash, last cash payment first.
  const aplicado = [...amounts];
  for (let i = pagos.length - 1; i >= 0 && change > 0n; i--) {
    if (pagos[i]?.grupo !== 'efectivo') continue;
    const take = (aplicado[i] ?? 0n) < change ? (aplicado[i] ?? 0n) : change;
    aplicado[i] = (aplicado[i] ?? 0n) - take;
    change -= take;
  }
  return {
    ok: true,
    recibido: fromCents(total),
    cambio: fromCents(cambio),
    aplicado: aplicado.map(fromCents),
  };
}

const cop = new Intl.NumberFormat('es-CO', {
  style: 'currency',
  currency: 'COP',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});
/** An amount for a message ("$ 150.000"), formatted from the exact decimal text. */
function fmt(cents: bigint): string {
  return cop.format(fromCents(cents) as Intl.StringNumericLiteral).replace(/\u00a0/g, ' ');
}
