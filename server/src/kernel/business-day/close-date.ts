import { addDays, localDate, localTime } from '../../lib/clock';

/**
 * The last business date whose close is due at `now`: the hotel's local date once its closing
 * hour (after midnight) has passed, else the day before. Closing date D marks as no-show the
 * lines that should have arrived before D, so until that hour a late guest of yesterday can still
 * check in.
 */
export function dueCloseDate(now: Date, timeZone: string, closingHour: string): string {
  const today = localDate(now, timeZone);
  return localTime(now, timeZone) >= closingHour ? today : addDays(today, -1);
}
