import { describe, expect, it } from 'vitest';
import { addMoney, compareMoney, fromCents, subtractMoney, toCents } from './money';

describe('money on decimal strings', () => {
  it('reads decimal strings as whole cents, and empty or unreadable text as zero', () => {
    expect(toCents('125000.50')).toBe(12_500_050n);
    expect(toCents('-0.05')).toBe(-5n);
    expect(toCents('10.500')).toBe(1050n);
    expect(toCents('')).toBe(0n);
    expect(toCents('1.234,5')).toBe(0n);
  });

  it('adds, subtracts and compares exactly', () => {
    expect(addMoney('0.10', '0.20')).toBe('0.30');
    expect(subtractMoney('100.00', '33.33', '33.33', '33.33')).toBe('0.01');
    expect(addMoney('99999999999999.99', '0.01')).toBe('100000000000000.00');
    expect(fromCents(-12_345n)).toBe('-123.45');
    expect(compareMoney('10', '9.99')).toBe(1);
    expect(compareMoney('10.00', '10')).toBe(0);
  });
});
