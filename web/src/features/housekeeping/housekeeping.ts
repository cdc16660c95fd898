import type { TRackRoom } from '@posada/contracts';

/** The dirty rooms, the one dirty longest first (a room without a time goes last). */
export function roomsToClean(rooms: readonly TRackRoom[]): TRackRoom[] {
  const since = (r: TRackRoom) => (r.sucia_desde ? Date.parse(r.sucia_desde) : Number.POSITIVE_INFINITY);
  return rooms.filter((r) => r.sucia).sort((a, b) => since(a) - since(b) || a.numero.localeCompare(b.numero));
}

/** 'Sucia hace 2 h 5 min' (or 'Sucia hace 40 min' under an hour), counted up to `now`. */
export function dirtyFor(iso: string | null, now: number = Date.now()): string {
  if (!iso) return 'Sucia';
  const minutes = Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
  const hours = Math.floor(minutes / 60);
  return hours === 0 ? `Sucia hace ${minutes} min` : `Sucia hace ${hours} h ${minutes % 60} min`;
}
