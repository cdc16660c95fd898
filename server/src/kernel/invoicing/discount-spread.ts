import { divRound } from '../../lib/decimal';
import { fromCents, toCents } from '../../lib/money';
import type { BillableCharge } from './charge-lines';
import { InvoiceRuleError } from './invoice-lines';

/** A discount entry of the account (cuentaDescuento): on one charge, or on the balance (null). */
export interface AccountDiscount {
  total: string;
  descuento_de: number | null;
}

const PESO = 100n;

/**
 * `amount` split over `weights` in proportion, exactly: each share rounded down to the unit
 * (whole pesos when everything is in whole pesos, else cents) and the units left over given to
 * the largest remainders, first come first served — the shares add up to `amount`, never more
 * than its weight when `amount` ≤ the sum of the weights.
 */
export function spread(amount: bigint, weights: bigint[]): bigint[] {
  const whole = weights.reduce((a, b) => a + b, 0n);
  if (amount === 0n) return weights.map(() => 0n);
  if (whole <= 0n) throw new InvoiceRuleError('No hay cargos sobre los que aplicar el descuento');
  const unit = amount % PESO === 0n && weights.every((w) => w % PESO === 0n) ? PESO : 1n;
  const parts = weights.map((w) => {
    const exact = amount * w;
    const units = exact / (whole * unit);
    return { share: units * unit, rest: exact - units * unit * whole };
  });
  let left = (amount - parts.reduce((sum, p) => sum + p.share, 0n)) / unit;
  const order = parts
    .map((_, i) => i)
    .sort((a, b) => {
      const ra = parts[a]?.rest ?? 0n;
      const rb = parts[b]?.rest ?? 0n;
      return ra === rb ? a - b : rb > ra ? 1 : -1;
    });
  for (const i of order) {
    if (left <= 0n) break;
    const part = parts[i];
    if (part && (weights[i] ?? 0n) > 0n) {
      part.share += unit;
      left -= 1n;
    }
  }
  return parts.map((p) => p.share);
}

/** A charge less `cut` of its total: base and discount follow in proportion, the unit price stays. */
function lessTotal<C extends BillableCharge>(charge: C, cut: bigint): C {
  if (cut === 0n) return charge;
  const total = toCents(charge.total);
  const valor = toCents(charge.valor);
  const newTotal = total - cut;
  const newValor = divRound(valor * newTotal, total);
  return {
    ...charge,
    total: fromCents(newTotal),
    valor: fromCents(newValor),
    descuento: fromCents(toCents(charge.descuento) + valor - newValor),
  };
}

/**
 * The account's discounts taken off the charges they apply to, before the charges become invoice
 * lines: a discount on a charge comes off that charge's total; a discount on the balance (or on
 * a charge no longer billed here) is spread over all the charges in proportion to their totals.
 * Each line then takes its taxes out of its reduced total at its own rates, so the totals per tax
 * stay exact and the invoice's total is the charges' less the discounts (to the peso).
 */
export function applyDiscounts<C extends BillableCharge & { id: number }>(
  charges: C[],
  discounts: AccountDiscount[],
): C[] {
  const index = new Map(charges.map((c, i) => [c.id, i]));
  const cuts = charges.map(() => 0n);
  let general = 0n;
  for (const d of discounts) {
    const i = d.descuento_de === null ? undefined : index.get(d.descuento_de);
    if (i === undefined) general += toCents(d.total);
    else cuts[i] = (cuts[i] ?? 0n) + toCents(d.total);
  }
  charges.forEach((c, i) => {
    if ((cuts[i] ?? 0n) > toCents(c.total)) {
      throw new InvoiceRuleError(`«${c.concepto}»: los descuentos superan el valor del cargo`);
    }
  });
  const left = charges.map((c, i) => toCents(c.total) - (cuts[i] ?? 0n));
  if (general > left.reduce((a, b) => a + b, 0n)) {
    throw new InvoiceRuleError('Los descuentos superan el valor de los cargos de la cuenta');
  }
  const shares = spread(general, left);
  return charges.map((c, i) => lessTotal(c, (cuts[i] ?? 0n) + (shares[i] ?? 0n)));
}
