import { describe, expect, it } from 'vitest';
import { parseDisplayDate } from './date-text';

describe('parseDisplayDate', () => {
  it.each([
    ['05/03/2026', '2026-03-05'],
    ['5/3/2026', '2026-03-05'],
    ['05-03-2026', '2026-03-05'],
    ['05.03.2026', '2026-03-05'],
    [' 29/02/2028 ', '2028-02-29'],
    ['2026-03-05', '2026-03-05'],
  ])('reads %s day first as %s', (text, iso) => {
    expect(parseDisplayDate(text)).toBe(iso);
  });

  it.each([
    '31/02/2026',
    '29/02/2027',
    '13/13/2026',
    '5/3/26',
    '05/03/202',
    'mañana',
    '',
  ])('is null for %s (not a whole, real date)', (text) => {
    expect(parseDisplayDate(text)).toBeNull();
  });
});
