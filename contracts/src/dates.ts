/**
 * Calendar-date arithmetic shared by the server, the web app and the schemas: dates are
 * YYYY-MM-DD strings read as UTC days, so no time zone shifts them. No zod here: the web's first
 * screens import it without the schemas (`@posada/contracts/dates`).
 */
const DAY_MS = 86_400_000;

/** A YYYY-MM-DD date as the staff read it, dd/mm/aaaa (the server's Spanish messages and documents). */
export const dayText = (date: string) => date.split('-').reverse().join('/');

/** A calendar date moved by whole days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` comes first); NaN when either is not a date. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** A date moved by whole months, on the same day or the month's last one (31 Jan + 1 → 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}
