import { describe, expect, it } from 'vitest';
import { divRound, divRoundHalfEven, fromScaled, toScaled } from './decimal';
import {
  addQuantity,
  compareQuantity,
  formatQuantity,
  normalizeQuantity,
  subtractQuantity,
} from './quantity';

describe('fixed-point decimals', () => {
  it('reads and writes decimal strings at a scale, refusing extra significant digits', () => {
    expect(toScaled('24.5', 3)).toBe(24_500n);
    expect(toScaled('-0.125', 3)).toBe(-125n);
    expect(toScaled('10.5000', 3)).toBe(10_500n);
    expect(() => toScaled('1.2345', 3)).toThrow();
    expect(() => toScaled('1e3', 3)).toThrow();
    expect(fromScaled(-125n, 3)).toBe('-0.125');
    expect(fromScaled(0n, 4)).toBe('0.0000');
  });

  it('rounds half away from zero on either sign', () => {
    expect(divRound(5n, 2n)).toBe(3n);
    expect(divRound(-5n, 2n)).toBe(-3n);
    expect(divRound(4n, 3n)).toBe(1n);
    expect(divRound(-4n, 3n)).toBe(-1n);
    expect(divRound(7n, -2n)).toBe(-4n);
  });

  it('rounds half to even on either sign, and other remainders to the nearest', () => {
    expect(divRoundHalfEven(5n, 2n)).toBe(2n);
    expect(divRoundHalfEven(7n, 2n)).toBe(4n);
    expect(divRoundHalfEven(-5n, 2n)).toBe(-2n);
    expect(divRoundHalfEven(-7n, 2n)).toBe(-4n);
    expect(divRoundHalfEven(251n, 100n)).toBe(3n);
    expect(divRoundHalfEven(249n, 100n)).toBe(2n);
    expect(divRoundHalfEven(250n, -100n)).toBe(-2n);
  });

  it('adds, subtracts and compares quantities without floats', () => {
    expect(addQuantity('0.1', '0.2')).toBe('0.300');
    expect(subtractQuantity('10', '0.001', '9.999')).toBe('0.000');
    expect(compareQuantity('99999999999.999', '99999999999.998')).toBe(1);
    expect(normalizeQuantity('24')).toBe('24.000');
    expect(formatQuantity('1500.5')).toBe('1.500,5');
    expect(formatQuantity('24.000')).toBe('24');
  });
});
