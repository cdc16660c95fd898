import { addMonths, fromCents } from '@posada/contracts';
import { cents } from '../../lib/money';

export interface InstallmentRow {
  fecha: string;
  monto: string;
}

/**
 * `n` monthly installments from `first` splitting `total` in whole pesos; the last one takes what
 * the division leaves (cents included), so they always add up to the total.
 */
export function evenInstallments(total: string, n: number, first: string): InstallmentRow[] {
  const all = cents(total) ?? 0n;
  const count = BigInt(Math.max(1, n));
  const each = (all / count / 100n) * 100n;
  return Array.from({ length: Number(count) }, (_, i) => ({
    fecha: addMonths(first, i),
    monto: fromCents(i === Number(count) - 1 ? all - each * (count - 1n) : each),
  }));
}
