/**
 * The rack's state machine (PRODUCT.md §4 "Rooms"): occupancy is derived from stays,
 * housekeeping is set by staff, maintenance is a block. Pure, so every state × action pair is
 * unit-tested; the service asks it before changing anything, under a lock on the room row.
 */
export interface RoomFacts {
  mantenimiento: boolean;
  ocupada: boolean;
  sucia: boolean;
  /** Held for a client today, or a reservation with this room arrives today. */
  reservada: boolean;
}

import { rackStateNames, type TRackState } from './rack';

export const rackStates = rackStateNames;
export type RackState = TRackState;

export const roomActions = [
  'reservar',
  'anular_reserva',
  'mantenimiento',
  'anular_mantenimiento',
  'ocupar',
  'checkin',
  'desocupar',
  'habilitar',
] as const;
export type RoomAction = (typeof roomActions)[number];

/** The one word of a card, in the precedence of PRODUCT.md. */
export function rackState(f: RoomFacts): RackState {
  if (f.mantenimiento) return 'Mantenimiento';
  if (f.ocupada) return 'Ocupada';
  if (f.reservada) return 'Reservada';
  if (f.sucia) return 'Limpieza';
  return 'Disponible';
}

export type Verdict = { allowed: true } | { allowed: false; message: string };

const ok: Verdict = { allowed: true };
const no = (message: string): Verdict => ({ allowed: false, message });

export const roomMessages = {
  enMantenimiento: 'La habitación está en mantenimiento',
  ocupada: 'La habitación está ocupada',
  reservada: 'La habitación está reservada para hoy; use el check-in o anule la reserva',
  yaReservada: 'La habitación ya está reservada para hoy',
  sinReserva: 'La habitación no tiene una reserva para hoy',
  sinMantenimiento: 'La habitación no está en mantenimiento',
  noOcupada: 'La habitación no está ocupada',
  limpia: 'La habitación ya está limpia',
  sucia: 'La habitación está sucia; debe habilitarse antes de ocuparla',
} as const;

/** Whether `action` fits the room now; `override` lets a permitted user check into a dirty room. */
export function canApply(action: RoomAction, f: RoomFacts, override = false): Verdict {
  switch (action) {
    case 'reservar':
      if (f.mantenimiento) return no(roomMessages.enMantenimiento);
      if (f.ocupada) return no(roomMessages.ocupada);
      if (f.reservada) return no(roomMessages.yaReservada);
      return ok;
    case 'anular_reserva':
      return f.reservada ? ok : no(roomMessages.sinReserva);
    case 'mantenimiento':
      if (f.mantenimiento) return no('La habitación ya está en mantenimiento');
      if (f.ocupada) return no(roomMessages.ocupada);
      if (f.reservada) return no('La habitación tiene una reserva para hoy; anúlela primero');
      return ok;
    case 'anular_mantenimiento':
      return f.mantenimiento ? ok : no(roomMessages.sinMantenimiento);
    case 'ocupar':
    case 'checkin':
      if (f.mantenimiento) return no(roomMessages.enMantenimiento);
      if (f.ocupada) return no(roomMessages.ocupada);
      if (action === 'ocupar' && f.reservada) return no(roomMessages.reservada);
      if (action === 'checkin' && !f.reservada) return no(roomMessages.sinReserva);
      if (f.sucia && !override) return no(roomMessages.sucia);
      return ok;
    case 'desocupar':
      return f.ocupada ? ok : no(roomMessages.noOcupada);
    case 'habilitar':
      return f.sucia ? ok : no(roomMessages.limpia);
  }
}
