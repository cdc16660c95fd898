import { describe, expect, it } from 'vitest';
import { cents, compareMoney, isPositiveAmount, subtractMoney } from './money';

describe('money the forms preview', () => {
  it('reads decimal strings as whole cents, and text being typed as no amount', () => {
    expect(cents('125000.50')).toBe(12_500_050n);
    expect(cents('')).toBeNull();
    expect(cents('1.234,5')).toBeNull();
    expect(isPositiveAmount('0.01')).toBe(true);
    expect(isPositiveAmount('0')).toBe(false);
    expect(isPositiveAmount('-5')).toBe(false);
    expect(isPositiveAmount('abc')).toBe(false);
  });

  it('subtracts and compares exactly', () => {
    expect(subtractMoney('0.30', '0.10')).toBe('0.20');
    expect(subtractMoney('100000000000000.00', '0.01')).toBe('99999999999999.99');
    expect(compareMoney('10', '9.99')).toBe(1);
    expect(compareMoney('10.00', '10')).toBe(0);
  });
});
