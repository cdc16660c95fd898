import { describe, expect, it } from 'vitest';
import { equalShares } from './orders';

describe('equalShares', () => {
  it('splits a bill in whole pesos, the last share taking what is left', () => {
    expect(equalShares('81000.00', 2)).toEqual(['40500.00', '40500.00']);
    expect(equalShares('100000.00', 3)).toEqual(['33333.00', '33333.00', '33334.00']);
    expect(equalShares('12500.50', 2)).toEqual(['6250.00', '6250.50']);
    expect(equalShares('5000', 1)).toEqual(['5000.00']);
  });

  it('always adds up to the total', () => {
    for (const [total, n] of [
      ['88600.00', 7],
      ['1.00', 3],
      ['999999.99', 20],
    ] as const) {
      const cents = equalShares(total, n).reduce((sum, s) => sum + Math.round(Number(s) * 100), 0);
      expect(cents).toBe(Math.round(Number(total) * 100));
    }
  });
});
