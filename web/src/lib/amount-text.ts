/**
 * Amounts as staff type or paste them, read the Colombian way (es-CO): '.' between thousands,
 * ',' before the decimals. The same function reads every keystroke and every paste, so a typed
 * and a pasted text give the same value. See docs/decisions.md (Forms: amounts) for the rules.
 */

import { writeDecimal } from './digits';

/**
 * How a field takes its amounts: whole pesos (registers, deposits), up to two decimals (money,
 * percentages), or up to three (quantities of stock: 0,125 kg).
 */
export interface AmountRules {
  decimals: 0 | 2 | 3;
  /** Integer digits allowed (numeric(14,2) holds 12). */
  maxIntegerDigits?: number;
}

export type AmountReading =
  /** `value` is an exact decimal string for the form and the API: "1500000.50", "150000". */
  { ok: true; value: string; rounded: boolean } | { ok: false; error: string };

const GROUPED = /^\d{1,3}(\.\d{3})+$/;
const DOT_DECIMAL = /^\d+\.\d{1,2}$/;
const US_GROUPED = /^\d{1,3}(,\d{3})+(\.\d+)?$/;

/** Drops what surrounds the number: '$', 'COP', '%', spaces (also the no-break ones Intl writes). */
function bare(text: string): string {
  return text.replace(/COP|\$|%|[\s\u00a0\u202f]/gi, '');
}

/** Splits the digits into integer and fraction, or says why the text is not an amount. */
function split(text: string, decimals: number): { int: string; frac: string } | string {
  if (text.startsWith('-')) return 'No se admiten valores negativos';
  if (!/^[\d.,]+$/.test(text) || !/\d/.test(text)) return 'Escriba solo números, p. ej. 1.500.000';
  const commas = text.split(',').length - 1;
  // Commas between thousands and a dot (if any) last cannot be es-CO: a number written the US
  // way, as spreadsheets in English copy it ("1,500,000.50", "1,500,000").
  const usWay = text.lastIndexOf('.') > text.lastIndexOf(',') && commas > 0;
  if ((usWay || (commas > 1 && !text.includes('.'))) && US_GROUPED.test(text)) {
    const [int = '', frac = ''] = text.replaceAll(',', '').split('.');
    return { int, frac };
  }
  if (commas > 1) return 'Use la coma solo para los decimales';
  // A trailing separator is a number still being typed ("150." before "150.000").
  const [whole = '', frac = ''] = text.replace(/[.,]$/, '').split(',');
  if (commas === 1) {
    if (!/^\d*$/.test(frac)) return 'Revise los separadores: 1.500.000,50';
    if (whole.includes('.') && !GROUPED.test(whole)) return 'Revise los puntos de miles: 1.500.000,50';
    return { int: whole.replaceAll('.', ''), frac };
  }
  if (!whole.includes('.')) return { int: whole, frac: '' };
  // A quantity below one written with a dot ("0.125" kg) is no thousands group.
  if (decimals === 3 && /^0\.\d{1,3}$/.test(whole)) return { int: '0', frac: whole.slice(2) };
  // es-CO first: dots that group thousands are thousands ("150.000" is one hundred fifty thousand).
  if (GROUPED.test(whole)) return { int: whole.replaceAll('.', ''), frac: '' };
  // Else a single dot before one or two digits is a decimal point ("2.5", "1500000.50").
  if (DOT_DECIMAL.test(whole)) {
    const [int = '', dotFrac = ''] = whole.split('.');
    return { int, frac: dotFrac };
  }
  return 'Revise los puntos de miles: 1.500.000,50';
}

/** Adds one to a string of digits (rounding up without a float). */
function increment(digits: string): string {
  return (BigInt(digits) + 1n).toString();
}

/**
 * Reads what the user typed or pasted. Empty text is `null` (the field is empty). Whole-peso
 * fields round cents half up and say so (`rounded`), so the field can show what will be saved.
 */
export function readAmount(text: string, rules: AmountRules): AmountReading | null {
  const cleaned = bare(text);
  if (cleaned === '') return null;
  const parts = split(cleaned, rules.decimals);
  if (typeof parts === 'string') return { ok: false, error: parts };
  let int = parts.int.replace(/^0+(?=\d)/, '') || '0';
  let frac = parts.frac;
  let rounded = false;
  if (rules.decimals === 0 && frac !== '') {
    rounded = /[1-9]/.test(frac);
    if (frac[0] !== undefined && frac[0] >= '5') int = increment(int);
    frac = '';
  }
  if (frac.length > rules.decimals) return { ok: false, error: `Máximo ${rules.decimals} decimales` };
  if (int.length > (rules.maxIntegerDigits ?? 12))
    return { ok: false, error: 'El valor es demasiado grande' };
  return { ok: true, value: frac ? `${int}.${frac.padEnd(2, '0')}` : int, rounded };
}

/**
 * A decimal string ("1500000.50") written the es-CO way ("1.500.000,50"); decimals only when
 * there are some, two of them for money ('$ 2,50') and as few as needed otherwise ('2,5 %').
 * Written digit by digit (lib/digits.ts): no digit goes through a float. Text that is no plain
 * decimal comes back as it is.
 */
export function formatAmount(
  value: string | number,
  style: 'money' | 'plain' | 'quantity' = 'money',
): string {
  const text = String(value).trim();
  const cents = style === 'money' && /\.\d*[1-9]/.test(text);
  const decimals =
    style === 'quantity' ? { min: 0, max: 3 } : cents ? { min: 2, max: 2 } : { min: 0, max: 2 };
  return writeDecimal(text, decimals) ?? text;
}

/** True for an amount that is zero ("0", "0.00", 0). */
export function isZeroAmount(value: string | number | null | undefined): boolean {
  return value !== null && value !== undefined && /^0+(\.0*)?$/.test(String(value).trim());
}
