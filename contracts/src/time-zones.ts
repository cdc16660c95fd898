/**
 * The hotel's time zone: the default and the check of a name. No zod here: the web's first
 * screen reads the default without the hotels' schemas (`@posada/contracts/time-zones`).
 */
export const DEFAULT_TIME_ZONE = 'America/Bogota';

/** The canonical IANA name of a time zone Intl knows, or null. */
export function canonicalTimeZone(name: string): string | null {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}
