import { fromScaled, toScaled } from './decimal';

/**
 * Exact quantities of stock (numeric(14,3)) on decimal strings ("24.000"), through whole
 * thousandths in a bigint, as money.ts does with cents.
 */
export const QUANTITY_SCALE = 3;

export const toMilli = (value: string): bigint => toScaled(value, QUANTITY_SCALE);
export const fromMilli = (milli: bigint): string => fromScaled(milli, QUANTITY_SCALE);

export function addQuantity(...values: string[]): string {
  return fromMilli(values.reduce((sum, v) => sum + toMilli(v), 0n));
}

export function subtractQuantity(from: string, ...values: string[]): string {
  return fromMilli(values.reduce((rest, v) => rest - toMilli(v), toMilli(from)));
}

/** -1, 0 or 1 as `a` is less than, equal to or greater than `b`. */
export function compareQuantity(a: string, b: string): -1 | 0 | 1 {
  const diff = toMilli(a) - toMilli(b);
  return diff < 0n ? -1 : diff > 0n ? 1 : 0;
}

/** Three decimals ("24" → "24.000"). */
export const normalizeQuantity = (value: string): string => fromMilli(toMilli(value));

/** A quantity for a Spanish message: es-CO separators, decimals only when there are some. */
export function formatQuantity(value: string): string {
  const text = normalizeQuantity(value).replace(/\.?0+$/, '');
  return new Intl.NumberFormat('es-CO', { maximumFractionDigits: 3 }).format(
    text as Intl.StringNumericLiteral,
  );
}
