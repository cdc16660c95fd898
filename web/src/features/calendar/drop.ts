import type { TCalendarBar, TReservationUpdateInput } from '@posada/contracts';
import { newReservationUrl } from '../../app/paths';
import { addDays } from '../../lib/iso-date';

/** Where a bar is dropped: a room, or its type's unassigned row (room null). */
export interface DropTarget {
  tipo_habitacion_id: number;
  habitacion_id: number | null;
}

/** A bar's move: the nights shifted by `shift` days, the departure moved `stretch` days more. */
export interface BarMove {
  bar: TCalendarBar;
  target: DropTarget;
  shift: number;
  stretch: number;
}

/** Only the lines still to come can be moved; stays and maintenance blocks stay where they are. */
export const isMovable = (bar: TCalendarBar) =>
  bar.clase === 'reserva' && (bar.estado === 'Pendiente' || bar.estado === 'Confirmada');

/** The nights of the bar after the move. */
export function movedNights({ bar, shift, stretch }: BarMove): { llegada: string; salida: string } | null {
  if (bar.hasta === null) return null;
  return { llegada: addDays(bar.desde, shift), salida: addDays(bar.hasta, shift + stretch) };
}

/**
 * The `POST /reservaActualizar/{reserva_id}` of a drop: the line with its new room (or none), type
 * and nights, its persons unchanged, and its rate kept while the type is the same (another type's
 * line takes that type's rate on the server). Null when nothing would change or the move is not
 * one a booking line can make (no night left, a stay, a block).
 */
export function updateFor(move: BarMove): { reservaId: number; body: TReservationUpdateInput } | null {
  const { bar, target } = move;
  const nights = movedNights(move);
  if (!isMovable(bar) || bar.reserva_id === null || !nights || nights.salida <= nights.llegada) return null;
  const sameType = target.tipo_habitacion_id === bar.tipo_habitacion_id;
  const unchanged =
    sameType && target.habitacion_id === bar.habitacion_id && move.shift === 0 && move.stretch === 0;
  if (unchanged) return null;
  return {
    reservaId: bar.reserva_id,
    body: {
      linea_id: bar.id,
      tipo_habitacion_id: target.tipo_habitacion_id,
      habitacion_id: target.habitacion_id,
      llegada: nights.llegada,
      salida: nights.salida,
      adultos: bar.adultos ?? 1,
      ninos: bar.ninos ?? 0,
      tarifa_id: sameType ? bar.tarifa_id : null,
    },
  };
}

/** The booking form, opened on a room and the nights [llegada, salida) chosen on the chart. */
export function newBookingPath(
  room: { id: number; tipo_habitacion_id: number },
  llegada: string,
  salida: string,
) {
  return newReservationUrl({ llegada, salida, tipo: room.tipo_habitacion_id, habitacion: room.id });
}
