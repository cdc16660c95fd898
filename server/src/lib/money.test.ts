import { describe, expect, it } from 'vitest';
import { addMoney, compareMoney, fromCents, normalizeMoney, subtractMoney, toCents } from './money';

describe('money', () => {
  it('reads decimal strings as whole cents', () => {
    expect(toCents('125000.50')).toBe(12_500_050n);
    expect(toCents('7')).toBe(700n);
    expect(toCents('-0.05')).toBe(-5n);
    expect(toCents('10.500')).toBe(1050n);
  });

  it('refuses what is not an amount of cents', () => {
    for (const bad of ['', 'abc', '1.234', '1,50', '1e3']) expect(() => toCents(bad)).toThrow();
  });

  it('writes cents back with two decimals and a sign', () => {
    expect(fromCents(0n)).toBe('0.00');
    expect(fromCents(5n)).toBe('0.05');
    expect(fromCents(-12_345n)).toBe('-123.45');
    expect(normalizeMoney('1500')).toBe('1500.00');
  });

  it('adds and subtracts exactly where floats do not', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(addMoney('0.10', '0.20')).toBe('0.30');
    expect(addMoney()).toBe('0.00');
    expect(subtractMoney('100.00', '33.33', '33.33', '33.33')).toBe('0.01');
    expect(subtractMoney('0', '0.01')).toBe('-0.01');
    // Beyond 2^53 cents a float would round; bigint does not.
    expect(addMoney('99999999999999.99', '0.01')).toBe('100000000000000.00');
  });

  it('compares amounts', () => {
    expect(compareMoney('10.00', '9.99')).toBe(1);
    expect(compareMoney('10', '10.00')).toBe(0);
    expect(compareMoney('-1', '0')).toBe(-1);
  });
});
