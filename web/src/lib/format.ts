export const LOCALE = 'es-CO';
export const HOTEL_TIME_ZONE = 'America/Bogota';

const copFormatters = {
  0: new Intl.NumberFormat(LOCALE, {
    style: 'currency',
    currency: 'COP',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }),
  2: new Intl.NumberFormat(LOCALE, {
    style: 'currency',
    currency: 'COP',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }),
} as const;

const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * Money arrives as decimal strings ("125000.50"). Intl formats the string itself (ES2023
 * string decimals), so large amounts are not rounded through a float on the way.
 */
export function formatCOP(value: string | number, decimals: 0 | 2): string {
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (typeof value === 'number' ? !Number.isFinite(value) : !DECIMAL.test(text)) return '—';
  const formatter = copFormatters[decimals];
  return formatter.format(text as Intl.StringNumericLiteral);
}

function toDate(value: Date | string | number): Date | null {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    // A calendar date (llegada, salida) has no time: keep the same day in any zone.
    return new Date(`${value}T12:00:00-05:00`);
  }
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const dateFormatter = new Intl.DateTimeFormat(LOCALE, {
  timeZone: HOTEL_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

const timeFormatter = new Intl.DateTimeFormat(LOCALE, {
  timeZone: HOTEL_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** dd/mm/aaaa in the hotel's time zone. */
export function formatDate(value: Date | string | number): string {
  const date = toDate(value);
  return date ? dateFormatter.format(date) : '—';
}

/** dd/mm/aaaa hh:mm (24 h) in the hotel's time zone. */
export function formatDateTime(value: Date | string | number): string {
  const date = toDate(value);
  return date ? `${dateFormatter.format(date)} ${timeFormatter.format(date)}` : '—';
}
