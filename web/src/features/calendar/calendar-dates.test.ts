import { describe, expect, it } from 'vitest';
import { addDays } from '../../lib/iso-date';
import {
  addMonths,
  columnAt,
  columnLabel,
  daysBetween,
  shiftWindow,
  spanIn,
  weekdayIndex,
  windowEnd,
} from './calendar-dates';

describe('calendar dates and columns', () => {
  it('moves dates by days across months and years, and counts days between them', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(daysBetween('2027-01-02', '2026-12-30')).toBe(-3);
    // Colombia keeps no summer time, but the browser may: days are UTC dates, never 23 or 25 h.
    expect(daysBetween('2026-03-01', '2026-04-01')).toBe(31);
  });

  it('moves by months onto the last day when the day does not exist', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-11-15', 2)).toBe('2027-01-15');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
  });

  it('builds windows of 2 weeks, a month and two months, and steps them', () => {
    expect(windowEnd('2026-12-01', '2s')).toBe('2026-12-15');
    expect(windowEnd('2026-12-01', '1m')).toBe('2027-01-01');
    expect(windowEnd('2026-12-01', '2m')).toBe('2027-02-01');
    expect(shiftWindow('2026-12-01', '2s', -1)).toBe('2026-11-17');
    expect(shiftWindow('2026-12-01', '1m', 1)).toBe('2027-01-01');
    expect(shiftWindow('2026-12-01', '2m', -1)).toBe('2026-10-01');
  });

  it('places nights [desde, hasta) in the window, clipped at its ends, an open end to the last column', () => {
    expect(spanIn('2026-12-01', 31, '2026-12-03', '2026-12-05')).toEqual({
      start: 2,
      nights: 2,
      before: false,
      after: false,
    });
    expect(spanIn('2026-12-01', 31, '2026-11-28', '2026-12-02')).toEqual({
      start: 0,
      nights: 1,
      before: true,
      after: false,
    });
    expect(spanIn('2026-12-01', 31, '2026-12-30', '2027-01-04')).toEqual({
      start: 29,
      nights: 2,
      before: false,
      after: true,
    });
    expect(spanIn('2026-12-01', 31, '2026-11-20', null)).toEqual({
      start: 0,
      nights: 31,
      before: true,
      after: true,
    });
    expect(spanIn('2026-12-01', 31, '2026-11-20', '2026-12-01')).toBeNull();
    expect(spanIn('2026-12-01', 31, '2027-01-01', '2027-01-03')).toBeNull();
  });

  it('finds the column under a pixel offset, kept inside the window', () => {
    expect(columnAt(0, 40, 31)).toBe(0);
    expect(columnAt(39.9, 40, 31)).toBe(0);
    expect(columnAt(40, 40, 31)).toBe(1);
    expect(columnAt(-15, 40, 31)).toBe(0);
    expect(columnAt(5000, 40, 31)).toBe(30);
  });

  it('labels columns with the weekday, the day and the month where one starts', () => {
    expect(weekdayIndex('2026-12-07')).toBe(0);
    expect(weekdayIndex('2026-12-06')).toBe(6);
    expect(columnLabel('2026-12-07', false)).toEqual({ weekday: 'lu', day: '07', month: '' });
    expect(columnLabel('2027-01-01', false)).toEqual({ weekday: 'vi', day: '01', month: 'ene' });
    expect(columnLabel('2026-12-15', true).month).toBe('dic');
  });
});
