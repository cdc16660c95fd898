import { fromCents, toCents } from '@posada/contracts';

/**
 * What a form previews before the server decides (a payment above the balance, the part of a
 * charge to move): exact comparisons and differences of COP on decimal strings, through the
 * contracts' whole cents. Text that is not an amount yet (a box being typed in) is null.
 */
export function cents(value: string): bigint | null {
  try {
    return value.trim() === '' ? null : toCents(value);
  } catch {
    return null;
  }
}

/** A positive amount the user typed (the amount boxes hand '' or their text when not one). */
export const isPositiveAmount = (value: string): boolean => (cents(value) ?? 0n) > 0n;

/** `a + b` as a decimal string; text that is not an amount counts as zero. */
export const addMoney = (a: string, b: string): string => fromCents((cents(a) ?? 0n) + (cents(b) ?? 0n));

/** `a − b` as a decimal string; text that is not an amount counts as zero. */
export const subtractMoney = (a: string, b: string): string => fromCents((cents(a) ?? 0n) - (cents(b) ?? 0n));

/** -1, 0 or 1 as `a` is less than, equal to or greater than `b` (not an amount: zero). */
export function compareMoney(a: string, b: string): -1 | 0 | 1 {
  const diff = (cents(a) ?? 0n) - (cents(b) ?? 0n);
  return diff < 0n ? -1 : diff > 0n ? 1 : 0;
}
