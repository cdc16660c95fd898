/**
 * Exact COP arithmetic on decimal strings ("125000.50"), through whole cents in a bigint.
 * Amounts come from numeric(14,2) columns and SQL sums; a float would lose cents.
 */
import { fromCents, toCents } from '@posada/contracts';

export { fromCents, toCents };

/** The sum of the amounts, as a decimal string with two decimals. */
export function addMoney(...values: string[]): string {
  return fromCents(values.reduce((sum, v) => sum + toCents(v), 0n));
}

export function subtractMoney(from: string, ...values: string[]): string {
  return fromCents(values.reduce((rest, v) => rest - toCents(v), toCents(from)));
}

/** -1, 0 or 1 as `a` is less than, equal to or greater than `b`. */
export function compareMoney(a: string, b: string): -1 | 0 | 1 {
  const diff = toCents(a) - toCents(b);
  return diff < 0n ? -1 : diff > 0n ? 1 : 0;
}

/** Normalizes to two decimals ("1500" → "1500.00"). */
export const normalizeMoney = (value: string): string => fromCents(toCents(value));

const copFormat = new Intl.NumberFormat('es-CO', {
  style: 'currency',
  currency: 'COP',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** An amount for a Spanish message ("$ 150.000"); Intl reads the decimal string without a float. */
export const formatCop = (value: string): string =>
  copFormat.format(normalizeMoney(value) as Intl.StringNumericLiteral).replace(/\u00a0/g, ' ');
