import { describe, expect, it } from 'vitest';
import { dateTextError, parseDisplayDate } from './date-text';

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

describe('dateTextError', () => {
  it('says why a typed text is not a date of the range', () => {
    expect(dateTextError('31/02/2026')).toBe('Fecha inválida: escríbala como dd/mm/aaaa');
    expect(dateTextError('01/01/2999', undefined, '2026-05-01')).toBe(
      'La fecha no puede ser posterior al 01/05/2026',
    );
    expect(dateTextError('01/01/2026', '2026-05-02')).toBe('La fecha no puede ser anterior al 02/05/2026');
    expect(dateTextError('01/05/2026', '2026-05-01', '2026-05-01')).toBeNull();
  });
});
