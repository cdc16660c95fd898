/** The tape chart's date ↔ column arithmetic: days are UTC calendar dates, columns are nights. */
import { addDays, addMonths, daysBetween } from '@posada/contracts/dates';

export { addMonths, daysBetween };

export type CalendarView = '2s' | '1m' | '2m';

export const calendarViews: readonly { value: CalendarView; label: string }[] = [
  { value: '2s', label: '2 semanas' },
  { value: '1m', label: '1 mes' },
  { value: '2m', label: '2 meses' },
];

export const isCalendarView = (value: string | null): value is CalendarView =>
  value === '2s' || value === '1m' || value === '2m';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export const isIsoDate = (value: string | null): value is string =>
  value !== null && ISO_DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** The first night after the window that starts on `desde`. */
export function windowEnd(desde: string, view: CalendarView): string {
  if (view === '2s') return addDays(desde, 14);
  return addMonths(desde, view === '1m' ? 1 : 2);
}

/** The start of the window before (-1) or after (+1). */
export function shiftWindow(desde: string, view: CalendarView, direction: -1 | 1): string {
  if (view === '2s') return addDays(desde, 14 * direction);
  return addMonths(desde, (view === '1m' ? 1 : 2) * direction);
}

/** Pixels per night: wider when fewer nights are shown. */
export const dayWidth = (view: CalendarView) => (view === '2s' ? 56 : view === '1m' ? 40 : 32);

/** Monday 0 … Sunday 6. */
export const weekdayIndex = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;

export interface Span {
  /** The first column of the window the bar covers, and how many it covers. */
  start: number;
  nights: number;
  /** The bar goes on before or after the window. */
  before: boolean;
  after: boolean;
}

/**
 * Where nights [desde, hasta) fall in a window of `days` columns from `windowStart`; an open end
 * (hasta null) runs to the window's end. Null when no night is in the window.
 */
export function spanIn(windowStart: string, days: number, desde: string, hasta: string | null): Span | null {
  const from = daysBetween(windowStart, desde);
  const to = hasta === null ? days : daysBetween(windowStart, hasta);
  const start = Math.max(0, from);
  const end = Math.min(days, to);
  if (end <= start) return null;
  return { start, nights: end - start, before: from < 0, after: hasta === null || to > days };
}

/** The column under a horizontal offset into the days, kept in the window. */
export const columnAt = (x: number, width: number, days: number) =>
  Math.min(days - 1, Math.max(0, Math.floor(x / width)));

const dayNames = ['lu', 'ma', 'mi', 'ju', 'vi', 'sá', 'do'];
const monthNames = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];

/** The header of a column: 'lu', '01', and the month on the first day of a month or of the window. */
export function columnLabel(date: string, first: boolean) {
  const day = date.slice(8, 10);
  const month = monthNames[Number(date.slice(5, 7)) - 1] ?? '';
  return { weekday: dayNames[weekdayIndex(date)] ?? '', day, month: first || day === '01' ? month : '' };
}
