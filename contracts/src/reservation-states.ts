import { z } from 'zod';

// ── States of a room line ─────────────────────────────────────────────────────────────────────

export const reservationStates = [
  'Pendiente',
  'Confirmada',
  'Check-in',
  'Finalizada',
  'Cancelada',
  'No-show',
] as const;
export type ReservationState = (typeof reservationStates)[number];

/** Where each state of a line may go; Finalizada, Cancelada and No-show are final. */
export const lineTransitions: Record<ReservationState, readonly ReservationState[]> = {
  Pendiente: ['Confirmada', 'Check-in', 'Cancelada', 'No-show'],
  Confirmada: ['Check-in', 'Cancelada', 'No-show'],
  'Check-in': ['Finalizada'],
  Finalizada: [],
  Cancelada: [],
  'No-show': [],
};

const refusals: Record<ReservationState, string> = {
  Pendiente: 'La reserva está pendiente',
  Confirmada: 'La reserva ya está confirmada',
  'Check-in': 'La reserva ya hizo check-in',
  Finalizada: 'La reserva ya finalizó',
  Cancelada: 'La reserva ya está cancelada',
  'No-show': 'La reserva ya se marcó como no-show',
};

/** Whether a line may move from one state to another, and why not in Spanish. */
export function lineVerdict(
  from: ReservationState,
  to: ReservationState,
): { allowed: true } | { allowed: false; message: string } {
  return lineTransitions[from].includes(to) ? { allowed: true } : { allowed: false, message: refusals[from] };
}

/** A line still to come: it holds its nights (a room's or its type's). */
export const isUpcoming = (estado: ReservationState) => estado === 'Pendiente' || estado === 'Confirmada';

/**
 * The state of a booking, from its lines: the most advanced live one (Check-in, then Confirmada,
 * then Pendiente); when none is live, Finalizada, then No-show, then Cancelada.
 */
export function bookingState(lines: readonly ReservationState[]): ReservationState {
  const order: ReservationState[] = ['Check-in', 'Confirmada', 'Pendiente', 'Finalizada', 'No-show'];
  return order.find((s) => lines.includes(s)) ?? 'Cancelada';
}

/** "Llega hoy" and "sale hoy" are computed from the business date, never stored. */
export function lineDayFlags(
  line: { estado: ReservationState; llegada: string; salida: string },
  hoy: string,
) {
  return {
    llega_hoy: isUpcoming(line.estado) && line.llegada === hoy,
    sale_hoy: line.estado === 'Check-in' && line.salida === hoy,
  };
}

export const zReservationState = () => z.enum(reservationStates);

/**
 * Whether a line may be reinstated on the business date `hoy`: only a cancelled one whose arrival
 * is today or later (its nights are then claimed again, if the inventory still allows).
 */
export function reinstateVerdict(
  line: { estado: ReservationState; llegada: string },
  hoy: string,
): { allowed: true } | { allowed: false; message: string } {
  if (line.estado !== 'Cancelada')
    return { allowed: false, message: 'Solo se reactivan habitaciones canceladas' };
  if (line.llegada < hoy) {
    return { allowed: false, message: 'La llegada de la habitación ya pasó: haga una reserva nueva' };
  }
  return { allowed: true };
}

// ── Channels ──────────────────────────────────────────────────────────────────────────────────

export const reservationChannels = {
  directo: 'Directo',
  telefono: 'Teléfono',
  correo: 'Correo',
  'walk-in': 'Walk-in',
  agencia: 'Agencia',
  booking: 'Booking.com',
  expedia: 'Expedia',
  otra_ota: 'Otra OTA',
} as const;
export type ReservationChannel = keyof typeof reservationChannels;
const channelCodes = Object.keys(reservationChannels) as [ReservationChannel, ...ReservationChannel[]];
export const zReservationChannel = () => z.enum(channelCodes, { error: 'Seleccione el canal' });
