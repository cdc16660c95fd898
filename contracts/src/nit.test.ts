import { describe, expect, it } from 'vitest';
import { isValidNit, nitCheckDigit } from './nit';

describe('NIT check digit (DIAN)', () => {
  it.each([
    ['800197268', '4'],
    ['890903938', '8'],
    ['900123456', '8'],
    ['860034313', '7'],
  ])('%s → %s', (nit, dv) => {
    expect(nitCheckDigit(nit)).toBe(dv);
    expect(isValidNit(nit, dv)).toBe(true);
  });

  it('rejects a wrong digit and non-numeric input', () => {
    expect(isValidNit('800197268', '5')).toBe(false);
    expect(isValidNit('80019-7268', '4')).toBe(false);
    expect(() => nitCheckDigit('abc')).toThrow();
  });
});
