import type { TReservation } from '@posada/contracts';

/** A booking as a history or audit entry keeps it: everything but its own history. */
export function snapshot(booking: TReservation): Omit<TReservation, 'historial'> {
  const { historial: _, ...rest } = booking;
  return rest;
}

/** One line of a booking as a history entry keeps it. */
export function lineSnapshot(booking: TReservation, lineId: number) {
  return booking.lineas.find((l) => l.id === lineId) ?? null;
}
