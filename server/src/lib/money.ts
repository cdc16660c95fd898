/**
 * Exact COP arithmetic on decimal strings ("125000.50"), through whole cents in a bigint.
 * Amounts come from numeric(14,2) columns and SQL sums; a float would lose cents.
 */
/** Digits past the cents are accepted only when they are zeros (SQL may answer "10.500"). */
const DECIMAL = /^(-)?(\d+)(?:\.(\d{1,2})0*)?$/;

export function toCents(value: string): bigint {
  const match = DECIMAL.exec(value.trim());
  if (!match) throw new Error(`Valor de dinero inválido: ${value}`);
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
