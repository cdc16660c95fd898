/**
 * Numbers written the es-CO way ("1500000.5" → "1.500.000,50": a dot between thousands, a comma
 * before the decimals) by hand, not by `Intl.NumberFormat`. The first Intl formatter a page builds
 * starts the browser's ICU, 20–135 ms of one task on this project's hosts and four times that on
 * the phone Lighthouse simulates, in the first visit of every screen; money arrives as exact
 * decimal text, so writing its digits is string work (docs/performance.md, thirteenth pass).
 *
 * The output is Intl's for es-CO, digit for digit (lib/digits.test.ts compares them): grouping
 * from four digits on, rounding half away from zero, a negative zero keeps its sign.
 */

/** How many decimals to write: at least `min` (zeros added), at most `max` (rounded). */
export interface Decimals {
  min: number;
  max: number;
}

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;
const EXPONENT = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/;

/**
 * A number as plain decimal text: its shortest exact form (`String`, as Intl reads a number),
 * written without an exponent (1e21 → "1000000000000000000000", 1e-7 → "0.0000001").
 */
function plainDecimal(value: number): string {
  if (Object.is(value, -0)) return '-0';
  const text = String(value);
  const parts = EXPONENT.exec(text);
  if (!parts) return text;
  const [, sign = '', lead = '', rest = '', exponent = '0'] = parts;
  const digits = lead + rest;
  const point = 1 + Number(exponent);
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return sign + digits.padEnd(point, '0');
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

/**
 * A decimal string ("-1500000.505") or a finite number written the es-CO way with the decimals
 * asked for ("-1.500.000,51"); `null` when the value is no plain decimal ("abc", "1e5", NaN).
 */
export function writeDecimal(value: string | number, decimals: Decimals): string | null {
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  const text = typeof value === 'number' ? plainDecimal(value) : value.trim();
  const parts = DECIMAL.exec(text);
  if (!parts) return null;
  const [, sign = '', whole = '', fraction = ''] = parts;
  let int = whole;
  let frac = fraction;
  if (frac.length > decimals.max) {
    const up = (frac[decimals.max] ?? '0') >= '5';
    frac = frac.slice(0, decimals.max);
    if (up) {
      // One more unit in the last place kept, carried through the digits without a float.
      const sum = (BigInt(int + frac) + 1n).toString().padStart(int.length + frac.length, '0');
      int = sum.slice(0, sum.length - frac.length);
      frac = sum.slice(sum.length - frac.length);
    }
  }
  frac = frac.replace(/0+$/, '').padEnd(decimals.min, '0');
  const grouped = (int.replace(/^0+(?=\d)/, '') || '0').replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return frac ? `${sign}${grouped},${frac}` : sign + grouped;
}
