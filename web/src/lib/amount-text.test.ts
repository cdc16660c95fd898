import { describe, expect, it } from 'vitest';
import { formatAmount, isZeroAmount, readAmount } from './amount-text';

const cents = { decimals: 2 } as const;
const whole = { decimals: 0 } as const;
const value = (text: string, rules: { decimals: 0 | 2 | 3 }) => {
  const reading = readAmount(text, rules);
  return reading?.ok ? reading.value : reading;
};

describe('readAmount: what staff type or paste, read the es-CO way', () => {
  it.each([
    ['150.000', '150000'],
    ['1.500.000', '1500000'],
    ['1500000', '1500000'],
    ['$ 1.500.000,50', '1500000.50'],
    ['$\u00a01.500.000,50', '1500000.50'],
    ['1.500.000,5', '1500000.50'],
    ['COP 2.000', '2000'],
    ['2,5', '2.50'],
    // A dot before one or two final digits cannot be a thousands separator: a decimal point.
    ['2.5', '2.50'],
    ['1500000.50', '1500000.50'],
    // Written the US way, as an English spreadsheet copies it.
    ['1,500,000.50', '1500000.50'],
    ['1,500,000', '1500000'],
    // The ambiguous ones are es-CO: '1,50' is one and a half, '1.500' one thousand five hundred.
    ['1,50', '1.50'],
    ['1.500', '1500'],
    ['050.000', '50000'],
    ['0', '0'],
    ['  7 ', '7'],
    // Still being typed: the trailing separator waits for what follows.
    ['150.', '150'],
    ['150,', '150'],
  ])('%s → %s', (text, expected) => {
    expect(value(text, cents)).toBe(expected);
  });

  it('is empty for an empty box', () => {
    expect(readAmount('', cents)).toBeNull();
    expect(readAmount(' $ ', cents)).toBeNull();
  });

  it.each([
    ['abc', 'Escriba solo números, p. ej. 1.500.000'],
    ['-5.000', 'No se admiten valores negativos'],
    ['1,5,0', 'Use la coma solo para los decimales'],
    ['15.00,50', 'Revise los puntos de miles: 1.500.000,50'],
    ['1500.000', 'Revise los puntos de miles: 1.500.000,50'],
    ['1.500.000.50', 'Revise los puntos de miles: 1.500.000,50'],
    ['1,5.0', 'Revise los separadores: 1.500.000,50'],
    ['1.500,555', 'Máximo 2 decimales'],
    // es-CO first: one comma is the decimal one, so this is 1,500 and not fifteen hundred.
    ['1,500', 'Máximo 2 decimales'],
    ['1.000.000.000.000', 'El valor es demasiado grande'],
  ])('refuses %s: %s', (text, error) => {
    expect(readAmount(text, cents)).toEqual({ ok: false, error });
  });

  it('rounds cents half up in whole-peso fields and says it did', () => {
    expect(readAmount('100000,50', whole)).toEqual({ ok: true, value: '100001', rounded: true });
    expect(readAmount('100.000,49', whole)).toEqual({ ok: true, value: '100000', rounded: true });
    expect(readAmount('999999,5', whole)).toEqual({ ok: true, value: '1000000', rounded: true });
    expect(readAmount('100.000,00', whole)).toEqual({ ok: true, value: '100000', rounded: false });
    expect(readAmount('150.000', whole)).toEqual({ ok: true, value: '150000', rounded: false });
  });

  it('gives a typed text the same value as the same text pasted (one reading per text)', () => {
    // Typing is a sequence of texts; each is read whole, so the last one decides.
    const typed = ['1', '15', '150', '150.', '150.0', '150.00', '150.000'].map((t) => value(t, cents));
    expect(typed.at(-1)).toBe(value('150.000', cents));
    expect(typed).toEqual(['1', '15', '150', '150', '150.00', '150.00', '150000']);
  });
});

describe('formatAmount', () => {
  it('writes decimal strings the es-CO way, cents only when there are some', () => {
    expect(formatAmount('1500000.50')).toBe('1.500.000,50');
    expect(formatAmount('1500000.00')).toBe('1.500.000');
    expect(formatAmount('1500')).toBe('1.500');
    expect(formatAmount(0)).toBe('0');
    expect(formatAmount('2.5')).toBe('2,50');
    expect(formatAmount('123456789012.99')).toBe('123.456.789.012,99');
    expect(formatAmount('2.50', 'plain')).toBe('2,5');
    expect(formatAmount('19.00', 'plain')).toBe('19');
  });

  it('leaves a text that is not a decimal as it is', () => {
    expect(formatAmount('1,5,0')).toBe('1,5,0');
  });
});

describe('isZeroAmount', () => {
  it('is true only for zero', () => {
    expect([0, '0', '0.00', '00', '', null, '0.5', '10'].map(isZeroAmount)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('quantities (three decimals)', () => {
  const qty = { decimals: 3 } as const;
  it('reads stock quantities the es-CO way, a leading "0." as decimals', () => {
    expect(['24', '1,5', '0,125', '0.125', '1.500', '2.5', '1.234,567'].map((t) => value(t, qty))).toEqual([
      '24',
      '1.50',
      '0.125',
      '0.125',
      '1500',
      '2.50',
      '1234.567',
    ]);
    expect(readAmount('1,2345', qty)).toEqual({ ok: false, error: 'Máximo 3 decimales' });
  });

  it('writes them back with up to three decimals', () => {
    expect(formatAmount('1234.567', 'quantity')).toBe('1.234,567');
    expect(formatAmount('24.000', 'quantity')).toBe('24');
    expect(formatAmount('-3.500', 'quantity')).toBe('-3,5');
  });
});
