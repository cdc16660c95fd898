import type { TRackRoom } from '@posada/contracts';

/** The dirty rooms, the one dirty longest first (a room without a time goes last). */
export function roomsToClean(rooms: readonly TRackRoom[]): TRackRoom[] {
  const since = (r: TRackRoom) => (r.sucia_desde ? Date.parse(r.sucia_desde) : Number.POSITIVE_INFINITY);
  return rooms.filter((r) => r.sucia).sort((a, b) => since(a) - since(b) || a.numero.localeCompare(b.numero));
}
