import { describe, expect, it } from 'vitest';
import { bookingState, isUpcoming, lineDayFlags, lineVerdict, reservationStates } from './reservation-states';
import { ZReservationBody } from './reservations';

describe('the states of a room line', () => {
  it('a line to come may be confirmed, checked in, cancelled or marked no-show', () => {
    expect(lineVerdict('Pendiente', 'Confirmada')).toEqual({ allowed: true });
    expect(lineVerdict('Pendiente', 'Cancelada')).toEqual({ allowed: true });
    expect(lineVerdict('Confirmada', 'Check-in')).toEqual({ allowed: true });
    expect(lineVerdict('Confirmada', 'No-show')).toEqual({ allowed: true });
    expect(lineVerdict('Check-in', 'Finalizada')).toEqual({ allowed: true });
  });

  it('refuses what does not follow, saying why', () => {
    expect(lineVerdict('Check-in', 'Cancelada')).toEqual({
      allowed: false,
      message: 'La reserva ya hizo check-in',
    });
    expect(lineVerdict('Cancelada', 'Cancelada')).toEqual({
      allowed: false,
      message: 'La reserva ya está cancelada',
    });
    expect(lineVerdict('Confirmada', 'Pendiente').allowed).toBe(false);
    expect(lineVerdict('Confirmada', 'Finalizada').allowed).toBe(false);
  });

  it('Finalizada, Cancelada and No-show are final', () => {
    for (const from of ['Finalizada', 'Cancelada', 'No-show'] as const) {
      for (const to of reservationStates) expect(lineVerdict(from, to).allowed).toBe(false);
    }
  });

  it('only Pendiente and Confirmada hold nights still to come', () => {
    expect(reservationStates.filter(isUpcoming)).toEqual(['Pendiente', 'Confirmada']);
  });

  it('a booking shows its most advanced live line, else how it ended', () => {
    expect(bookingState(['Cancelada', 'Confirmada', 'Pendiente'])).toBe('Confirmada');
    expect(bookingState(['Confirmada', 'Check-in'])).toBe('Check-in');
    expect(bookingState(['Cancelada', 'Finalizada'])).toBe('Finalizada');
    expect(bookingState(['Cancelada', 'No-show'])).toBe('No-show');
    expect(bookingState(['Cancelada', 'Cancelada'])).toBe('Cancelada');
  });

  it('"llega hoy" and "sale hoy" are computed from the business date', () => {
    const line = { estado: 'Confirmada' as const, llegada: '2026-12-01', salida: '2026-12-03' };
    expect(lineDayFlags(line, '2026-12-01')).toEqual({ llega_hoy: true, sale_hoy: false });
    expect(lineDayFlags({ ...line, estado: 'Cancelada' }, '2026-12-01').llega_hoy).toBe(false);
    expect(lineDayFlags({ ...line, estado: 'Check-in' }, '2026-12-03')).toEqual({
      llega_hoy: false,
      sale_hoy: true,
    });
  });
});

describe('ZReservationBody', () => {
  const line = { tipo_habitacion_id: 1, llegada: '2026-12-01', salida: '2026-12-02', adultos: 2 };
  it('puts date and repeated-room errors on the line’s field', () => {
    const parsed = ZReservationBody.safeParse({
      cliente_id: 1,
      canal: 'agencia',
      lineas: [
        { ...line, salida: '2026-12-01', habitacion_id: 4 },
        { ...line, habitacion_id: 4 },
        { ...line, salida: '2027-06-01' },
      ],
    });
    expect(parsed.success).toBe(false);
    const issues = parsed.error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual([
      ['lineas.0.salida', 'La salida debe ser posterior a la llegada'],
      ['lineas.2.salida', 'Máximo 90 noches'],
      ['lineas.1.habitacion_id', 'La habitación ya está en otra línea'],
      ['agencia', 'Indique la agencia'],
    ]);
  });
});
