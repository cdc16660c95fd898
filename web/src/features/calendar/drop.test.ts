import type { TCalendarBar } from '@posada/contracts';
import { describe, expect, it } from 'vitest';
import { isMovable, newBookingPath, updateFor } from './drop';

const bar = (overrides: Partial<TCalendarBar> = {}): TCalendarBar => ({
  clase: 'reserva',
  id: 41,
  reserva_id: 7,
  habitacion_id: 101,
  tipo_habitacion_id: 3,
  desde: '2026-12-10',
  hasta: '2026-12-12',
  estado: 'Confirmada',
  titulo: 'Elena Calendario',
  adultos: 2,
  ninos: 1,
  tarifa_id: 9,
  ...overrides,
});

describe('a drop on the chart as POST /reservaActualizar/{id}', () => {
  it('moves a line to another room of its type and other nights, keeping persons and rate', () => {
    expect(
      updateFor({ bar: bar(), target: { tipo_habitacion_id: 3, habitacion_id: 102 }, shift: 2, stretch: 0 }),
    ).toEqual({
      reservaId: 7,
      body: {
        linea_id: 41,
        tipo_habitacion_id: 3,
        habitacion_id: 102,
        llegada: '2026-12-12',
        salida: '2026-12-14',
        adultos: 2,
        ninos: 1,
        tarifa_id: 9,
      },
    });
  });

  it('stretches or shortens the departure, never below one night', () => {
    const target = { tipo_habitacion_id: 3, habitacion_id: 101 };
    expect(updateFor({ bar: bar(), target, shift: 0, stretch: 3 })?.body).toMatchObject({
      llegada: '2026-12-10',
      salida: '2026-12-15',
    });
    expect(updateFor({ bar: bar(), target, shift: 0, stretch: -1 })?.body.salida).toBe('2026-12-11');
    expect(updateFor({ bar: bar(), target, shift: 0, stretch: -2 })).toBeNull();
  });

  it('assigns an unassigned line to a room, and a room of another type drops the rate for that type’s', () => {
    const unassigned = bar({ habitacion_id: null });
    expect(
      updateFor({
        bar: unassigned,
        target: { tipo_habitacion_id: 3, habitacion_id: 105 },
        shift: 0,
        stretch: 0,
      })?.body,
    ).toMatchObject({ habitacion_id: 105, tarifa_id: 9 });
    expect(
      updateFor({ bar: bar(), target: { tipo_habitacion_id: 4, habitacion_id: null }, shift: 0, stretch: 0 })
        ?.body,
    ).toMatchObject({ tipo_habitacion_id: 4, habitacion_id: null, tarifa_id: null });
  });

  it('sends nothing when nothing changes, or for a stay, a block or a line no longer to come', () => {
    const target = { tipo_habitacion_id: 3, habitacion_id: 101 };
    expect(updateFor({ bar: bar(), target, shift: 0, stretch: 0 })).toBeNull();
    for (const other of [
      bar({ clase: 'estancia', estado: 'activa', reserva_id: null }),
      bar({ clase: 'mantenimiento', estado: 'Mantenimiento', hasta: null }),
      bar({ estado: 'Check-in' }),
    ]) {
      expect(isMovable(other)).toBe(false);
      expect(updateFor({ bar: other, target, shift: 1, stretch: 0 })).toBeNull();
    }
    expect(isMovable(bar({ estado: 'Pendiente' }))).toBe(true);
  });

  it('opens the booking form on the room and nights chosen', () => {
    expect(newBookingPath({ id: 12, tipo_habitacion_id: 3 }, '2026-12-10', '2026-12-13')).toBe(
      '/dashboard/reserva/nueva?llegada=2026-12-10&salida=2026-12-13&tipo=3&habitacion=12',
    );
  });
});
