/** Calendar-date arithmetic lives in the contracts, shared with the web app. */
export { addDays, daysBetween } from '@posada/contracts/dates';

/**
 * Where services read the time. Rules about the business date (the hotel's "today": a stay's
 * first night, a hold, a resolution still valid) take it from here rather than from now() in SQL,
 * so a test can set the day and the rule is read in one place. Timestamps of records (created_at,
 * checkout_at…) stay with the database.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock stopped at one instant (tests, and replays of a past day). */
export const fixedClock = (instant: Date | string): Clock => {
  const at = new Date(instant);
  return { now: () => new Date(at) };
};

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar date (YYYY-MM-DD) of an instant in a time zone: the hotel's business date. */
export function localDate(instant: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format.format(instant);
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock time (HH:MM, 24 h) of an instant in a time zone. */
export function localTime(instant: Date, timeZone: string): string {
  let format = timeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    timeFormats.set(timeZone, format);
  }
  return format.format(instant);
}
