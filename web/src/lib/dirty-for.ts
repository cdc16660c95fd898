/**
 * 'Sucia hace 2 h 5 min' (or 'Sucia hace 40 min' under an hour), counted up to `now`: what the
 * rack card and the housekeeping screen say of a dirty room.
 */
export function dirtyFor(iso: string | null, now: number = Date.now()): string {
  if (!iso) return 'Sucia';
  const minutes = Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
  const hours = Math.floor(minutes / 60);
  return hours === 0 ? `Sucia hace ${minutes} min` : `Sucia hace ${hours} h ${minutes % 60} min`;
}
