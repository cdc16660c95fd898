import { hotelTimeZone } from './current-hotel';
import { writeDecimal } from './digits';

export const LOCALE = 'es-CO';

/**
 * Pesos the Colombian way: "$ 1.500.000,50" (a no-break space after the sign, as Intl writes it).
 * Money arrives as decimal strings ("125000.50"), written digit by digit: no amount goes through a
 * float (lib/digits.ts).
 */
export function formatCOP(value: string | number, decimals: 0 | 2): string {
  const digits = writeDecimal(value, { min: decimals, max: decimals });
  if (digits === null) return '—';
  return digits.startsWith('-') ? `-$\u00a0${digits.slice(1)}` : `$\u00a0${digits}`;
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

interface HotelFormatters {
  date: Intl.DateTimeFormat;
  time: Intl.DateTimeFormat;
  iso: Intl.DateTimeFormat;
}

const formattersByZone = new Map<string, HotelFormatters>();

/** Intl formatters are costly to build: one set per time zone, kept. */
function formattersFor(timeZone: string): HotelFormatters {
  let formatters = formattersByZone.get(timeZone);
  if (!formatters) {
    formatters = {
      date: new Intl.DateTimeFormat(LOCALE, { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' }),
      time: new Intl.DateTimeFormat(LOCALE, {
        timeZone,
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
      // 'en-CA' writes the ISO order, aaaa-mm-dd.
      iso: new Intl.DateTimeFormat('en-CA', { timeZone }),
    };
    formattersByZone.set(timeZone, formatters);
  }
  return formatters;
}

function toInstant(value: Date | string | number): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * dd/mm/aaaa. An instant is shown on the calendar of the current hotel (its time zone, as the
 * server counts its days); a calendar date (llegada, salida: aaaa-mm-dd) has no time and is the
 * same day everywhere.
 */
export function formatDate(value: Date | string | number, timeZone = hotelTimeZone()): string {
  const calendar = typeof value === 'string' ? CALENDAR_DATE.exec(value) : null;
  if (calendar) return `${calendar[3]}/${calendar[2]}/${calendar[1]}`;
  const date = toInstant(value);
  return date ? formattersFor(timeZone).date.format(date) : '—';
}

/** dd/mm/aaaa hh:mm (24 h) in the current hotel's time zone. */
export function formatDateTime(value: Date | string | number, timeZone = hotelTimeZone()): string {
  const date = toInstant(value);
  if (!date) return '—';
  const { date: day, time } = formattersFor(timeZone);
  return `${day.format(date)} ${time.format(date)}`;
}

/** The current hotel's date of an instant (now by default), as aaaa-mm-dd for the API. */
export function hotelDate(date = new Date(), timeZone = hotelTimeZone()): string {
  return formattersFor(timeZone).iso.format(date);
}

/** Bytes as the screen shows them: "12,4 MB" (es-CO, one decimal). */
export function formatSize(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = unit === 0 ? 0 : 1;
  return `${writeDecimal(value, { min: digits, max: digits })} ${units[unit]}`;
}

/** A count the Colombian way: "1.234" (up to three decimals, as Intl writes a plain number). */
export function formatCount(value: number): string {
  return writeDecimal(value, { min: 0, max: 3 }) ?? '—';
}

/** A decimal string ("1.33") the Colombian way with two decimals: "1,33". */
export function formatDecimal(value: string | null): string {
  return (value === null ? null : writeDecimal(value, { min: 2, max: 2 })) ?? '—';
}

/** A percentage the API sends as a decimal string ("41.67") the Colombian way: "41,67 %". */
export function formatPercent(value: string | null): string {
  const number = formatDecimal(value);
  return number === '—' ? number : `${number} %`;
}
