/**
 * Colombian legal time (UTC−5 all year, no daylight saving): the issue date and time every DIAN
 * document carries (FAD10), taken from the instant the caller's clock gives — never the server's
 * own time zone, which is UTC on most hosts (a sale at 19:30 in Bogotá is already "tomorrow" there).
 */
const OFFSET_MS = 5 * 3_600_000;

export interface TIssueInstant {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM:SS-05:00 */
  time: string;
}

export function colombianInstant(instant: Date): TIssueInstant {
  const iso = new Date(instant.getTime() - OFFSET_MS).toISOString();
  return { date: iso.slice(0, 10), time: `${iso.slice(11, 19)}-05:00` };
}
