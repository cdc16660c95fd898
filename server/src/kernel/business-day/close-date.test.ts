import { describe, expect, it } from 'vitest';
import { dueCloseDate } from './close-date';

describe('dueCloseDate', () => {
  it('is today once the closing hour has passed in the hotel’s zone, yesterday before it', () => {
    // 02:59 and 03:00 in Bogotá (UTC-5)
    expect(dueCloseDate(new Date('2026-12-02T07:59:00Z'), 'America/Bogota', '03:00')).toBe('2026-12-01');
    expect(dueCloseDate(new Date('2026-12-02T08:00:00Z'), 'America/Bogota', '03:00')).toBe('2026-12-02');
    // 23:30 on the 1st in Bogotá is already the 2nd in UTC
    expect(dueCloseDate(new Date('2026-12-02T04:30:00Z'), 'America/Bogota', '03:00')).toBe('2026-12-01');
  });

  it('follows the hotel’s own hour and zone', () => {
    const instant = new Date('2026-12-02T05:30:00Z'); // 00:30 in Bogotá, 06:30 in Madrid
    expect(dueCloseDate(instant, 'America/Bogota', '00:00')).toBe('2026-12-02');
    expect(dueCloseDate(instant, 'America/Bogota', '01:00')).toBe('2026-12-01');
    expect(dueCloseDate(instant, 'Europe/Madrid', '05:00')).toBe('2026-12-02');
  });
});
