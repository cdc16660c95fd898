import { addMoney, compareMoney, isPositiveAmount, subtractMoney } from '../../lib/money';

const sum = (values: string[]) => values.filter(isPositiveAmount).reduce((a, b) => addMoney(a, b), '0.00');
const lesser = (a: string, b: string) => (compareMoney(a, b) <= 0 ? a : b);

export interface PaymentSplitInput {
  /** The money received. */
  monto: string;
  retenciones: string[];
  /** What of the client's balance in favour the payment uses. */
  favor: string;
  /** What the client owes (its invoices' balances). */
  saldo: string;
  /** Keep what is not applied as the client's advance. */
  anticipo: boolean;
  /** The amounts typed per invoice, when the accountant chooses them. */
  applied?: string[];
}

/**
 * What the payment form shows and checks before sending (the server decides again): the total
 * that pays the invoices, whether it goes above what is owed, whether the chosen amounts fit, and
 * what would be kept as the client's advance (never more than the money received).
 */
export function paymentSplit(p: PaymentSplitInput) {
  const total = sum([p.monto, ...p.retenciones, p.favor]);
  const appliedTotal = p.applied ? sum(p.applied) : lesser(total, p.saldo);
  const above = !p.anticipo && compareMoney(total, p.saldo) > 0;
  const mismatch =
    p.applied !== undefined &&
    (p.anticipo ? compareMoney(appliedTotal, total) > 0 : compareMoney(appliedTotal, total) !== 0);
  const anticipo =
    p.anticipo && compareMoney(total, appliedTotal) > 0 ? subtractMoney(total, appliedTotal) : '0.00';
  const advanceAboveMoney = compareMoney(anticipo, sum([p.monto])) > 0;
  const favorAndAdvance = p.anticipo && isPositiveAmount(p.favor);
  return { total, appliedTotal, above, mismatch, anticipo, advanceAboveMoney, favorAndAdvance };
}
