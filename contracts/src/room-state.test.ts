import { describe, expect, it } from 'vitest';
import { canApply, type RoomAction, type RoomFacts, rackState, roomMessages } from './room-state';

const facts = (over: Partial<RoomFacts> = {}): RoomFacts => ({
  mantenimiento: false,
  ocupada: false,
  sucia: false,
  reservada: false,
  ...over,
});

/** One room per rack state, as the precedence builds them. */
const states = {
  Disponible: facts(),
  Limpieza: facts({ sucia: true }),
  Reservada: facts({ reservada: true }),
  OcupadaLimpia: facts({ ocupada: true }),
  OcupadaSucia: facts({ ocupada: true, sucia: true }),
  Mantenimiento: facts({ mantenimiento: true }),
} as const;

describe('rackState', () => {
  it('follows the precedence Mantenimiento, Ocupada, Reservada, Limpieza, Disponible', () => {
    expect(rackState(facts({ mantenimiento: true, ocupada: true, sucia: true, reservada: true }))).toBe(
      'Mantenimiento',
    );
    expect(rackState(facts({ ocupada: true, sucia: true, reservada: true }))).toBe('Ocupada');
    expect(rackState(facts({ sucia: true, reservada: true }))).toBe('Reservada');
    expect(rackState(states.Limpieza)).toBe('Limpieza');
    expect(rackState(states.Disponible)).toBe('Disponible');
  });
});

// Every state × every action: true = allowed, else the refusal message.
const table: Record<keyof typeof states, Record<RoomAction, true | string>> = {
  Disponible: {
    reservar: true,
    anular_reserva: roomMessages.sinReserva,
    mantenimiento: true,
    anular_mantenimiento: roomMessages.sinMantenimiento,
    ocupar: true,
    checkin: roomMessages.sinReserva,
    desocupar: roomMessages.noOcupada,
    habilitar: roomMessages.limpia,
  },
  Limpieza: {
    reservar: true,
    anular_reserva: roomMessages.sinReserva,
    mantenimiento: true,
    anular_mantenimiento: roomMessages.sinMantenimiento,
    ocupar: roomMessages.sucia,
    checkin: roomMessages.sinReserva,
    desocupar: roomMessages.noOcupada,
    habilitar: true,
  },
  Reservada: {
    reservar: roomMessages.yaReservada,
    anular_reserva: true,
    mantenimiento: 'La habitación tiene una reserva para hoy; anúlela primero',
    anular_mantenimiento: roomMessages.sinMantenimiento,
    ocupar: roomMessages.reservada,
    checkin: true,
    desocupar: roomMessages.noOcupada,
    habilitar: roomMessages.limpia,
  },
  OcupadaLimpia: {
    reservar: roomMessages.ocupada,
    anular_reserva: roomMessages.sinReserva,
    mantenimiento: roomMessages.ocupada,
    anular_mantenimiento: roomMessages.sinMantenimiento,
    ocupar: roomMessages.ocupada,
    checkin: roomMessages.ocupada,
    desocupar: true,
    habilitar: roomMessages.limpia,
  },
  OcupadaSucia: {
    reservar: roomMessages.ocupada,
    anular_reserva: roomMessages.sinReserva,
    mantenimiento: roomMessages.ocupada,
    anular_mantenimiento: roomMessages.sinMantenimiento,
    ocupar: roomMessages.ocupada,
    checkin: roomMessages.ocupada,
    desocupar: true,
    habilitar: true,
  },
  Mantenimiento: {
    reservar: roomMessages.enMantenimiento,
    anular_reserva: roomMessages.sinReserva,
    mantenimiento: 'La habitación ya está en mantenimiento',
    anular_mantenimiento: true,
    ocupar: roomMessages.enMantenimiento,
    checkin: roomMessages.enMantenimiento,
    desocupar: roomMessages.noOcupada,
    habilitar: roomMessages.limpia,
  },
};

describe('canApply', () => {
  for (const [state, actions] of Object.entries(table)) {
    for (const [action, expected] of Object.entries(actions)) {
      it(`${state} × ${action}`, () => {
        const verdict = canApply(action as RoomAction, states[state as keyof typeof states]);
        expect(verdict).toEqual(
          expected === true ? { allowed: true } : { allowed: false, message: expected },
        );
      });
    }
  }

  it('lets the override check a guest into a dirty room, and nothing else', () => {
    expect(canApply('ocupar', states.Limpieza, true)).toEqual({ allowed: true });
    expect(canApply('checkin', facts({ reservada: true, sucia: true }), true)).toEqual({ allowed: true });
    expect(canApply('checkin', facts({ reservada: true, sucia: true }))).toEqual({
      allowed: false,
      message: roomMessages.sucia,
    });
    expect(canApply('ocupar', states.Mantenimiento, true).allowed).toBe(false);
  });
});
