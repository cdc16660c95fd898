import { describe, expect, it } from 'vitest';
import { writeDecimal } from './digits';
import { formatCOP, formatCount } from './format';

/** Intl's es-CO output for the same decimals: what the hand-written digits must equal. */
const intl = (value: string | number, min: number, max: number) =>
  new Intl.NumberFormat('es-CO', { minimumFractionDigits: min, maximumFractionDigits: max }).format(
    value as Intl.StringNumericLiteral,
  );

const EDGES = [
  '0',
  '-0',
  '7',
  '007',
  '999',
  '1000',
  '-1500',
  '12345',
  '999999.995',
  '-999.5',
  '0.5',
  '0.05',
  '0.005',
  '0.0049',
  '1.005',
  '2.5',
  '-2.5',
  '9.9999',
  '99.995',
  '1500000.50',
  '-1500000.505',
  '123456789012.995',
  '12345678901234.99',
  '0.125',
  '100.10',
  '1.20',
];
const NUMBERS = [
  0,
  -0,
  1.005,
  1.125,
  99.5,
  -99.5,
  0.1 + 0.2,
  1e21,
  1.5e22,
  1e-7,
  -1e-7,
  123.456789,
  2 ** 53 + 2,
];
const DECIMALS: [number, number][] = [
  [0, 0],
  [2, 2],
  [0, 2],
  [0, 3],
];

/** Random decimal strings of 1–15 integer digits and 0–5 decimals, signed or not. */
function randomDecimals(count: number): string[] {
  let seed = 20261201;
  const next = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
  const digits = (n: number) => Array.from({ length: n }, () => String(next(10))).join('');
  return Array.from({ length: count }, () => {
    const fraction = next(6);
    return `${next(3) === 0 ? '-' : ''}${digits(1 + next(15))}${fraction ? `.${digits(fraction)}` : ''}`;
  });
}

describe('writeDecimal', () => {
  it('writes every decimal string as Intl does for es-CO', () => {
    for (const value of [...EDGES, ...randomDecimals(2000)])
      for (const [min, max] of DECIMALS)
        expect(writeDecimal(value, { min, max }), `${value} ${min}–${max}`).toBe(intl(value, min, max));
  });

  it('writes numbers as Intl does, from their shortest exact form', () => {
    for (const value of NUMBERS)
      for (const [min, max] of DECIMALS)
        expect(writeDecimal(value, { min, max }), `${value} ${min}–${max}`).toBe(intl(value, min, max));
  });

  it('refuses what is no plain decimal', () => {
    for (const value of ['', 'abc', '1e5', '1.2.3', '1,5', '--1', '.5', Number.NaN, Number.POSITIVE_INFINITY])
      expect(writeDecimal(value, { min: 0, max: 2 })).toBeNull();
  });
});

describe('formatCOP and formatCount', () => {
  const currency = (value: string | number, decimals: 0 | 2) =>
    new Intl.NumberFormat('es-CO', {
      style: 'currency',
      currency: 'COP',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    }).format(value as Intl.StringNumericLiteral);

  it('write pesos as Intl does, the no-break space after the sign included', () => {
    for (const value of [...EDGES, ...NUMBERS, ...randomDecimals(300)])
      for (const decimals of [0, 2] as const)
        expect(formatCOP(value, decimals), `${value}`).toBe(currency(value, decimals));
  });

  it('write counts as Intl does', () => {
    for (const value of [0, 7, 1234, 1234567, 2.5, -1500])
      expect(formatCount(value)).toBe(new Intl.NumberFormat('es-CO').format(value));
  });
});
