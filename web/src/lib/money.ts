/**
 * Exact sums of COP on decimal strings ("125000.50") through whole cents in a bigint, for what a
 * form previews before the server decides (the payments of a check-out, the change for cash).
 */
const DECIMAL = /^(-)?(\d+)(?:\.(\d{1,2})0*)?$/;

/** Whole cents of a decimal string; an empty or unreadable text counts as zero. */
export function toCents(value: string): bigint {
  const match = DECIMAL.exec(value.trim());
  if (!match) return 0n;
  const [, sign, whole = '0', fraction = ''] = match;
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign ? -cents : cents;
}

export function fromCents(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const text = `${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

export const addMoney = (...values: string[]): string =>
  fromCents(values.reduce((sum, v) => sum + toCents(v), 0n));

export const subtractMoney = (from: string, ...values: string[]): string =>
  fromCents(values.reduce((rest, v) => rest - toCents(v), toCents(from)));

/** -1, 0 or 1 as `a` is less than, equal to or greater than `b`. */
export function compareMoney(a: string, b: string): -1 | 0 | 1 {
  const diff = toCents(a) - toCents(b);
  return diff < 0n ? -1 : diff > 0n ? 1 : 0;
}
