import { describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client';
import type { Bookings } from '../../../kernel/bookings/bookings.service';
import { createHotelCalendar } from '../../../kernel/calendar/calendar';
import { fixedClock } from '../../../lib/clock';
import type { RackRepository, RackRow } from './rack.repository';
import { createRackService } from './rack.service';
import type { RoomActions } from './room-action';

/** A repository whose version the test moves, counting the rack queries it answers. */
function fakeRepo() {
  const state = { version: '1', queries: 0 };
  const row = (version: string): RackRow =>
    ({
      id: 1,
      numero: '101',
      piso: 1,
      tipo_habitacion_id: 1,
      tipo: 'Doble',
      observaciones: null,
      sucia: false,
      sucia_desde: null,
      limpieza_empleado_id: null,
      limpieza_empleado: null,
      mant_motivo: null,
      mant_desde: null,
      estancia_id: null,
      huesped: null,
      est_llegada: null,
      est_salida: null,
      personas: null,
      reserva_id: null,
      reserva_cliente: null,
      reserva_cliente_id: null,
      res_llegada: null,
      res_salida: null,
      hoy: '2026-12-01',
      version,
    }) satisfies RackRow;
  const repo = {
    stamp: async () => ({ zona_horaria: 'America/Bogota', version: state.version }),
    rack: async () => {
      state.queries++;
      const version = state.version;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return [row(version)];
    },
  } as unknown as RackRepository;
  return { state, repo };
}

describe('the rack under concurrent requests', () => {
  it('builds once per change, however many requests miss at the same time', async () => {
    const { state, repo } = fakeRepo();
    const calendar = createHotelCalendar({
      clock: fixedClock('2026-12-01T15:00:00Z'),
      repo: { timeZone: async () => 'America/Bogota' },
    });
    const service = createRackService({
      db: {} as Db,
      repo,
      calendar,
      roomAction: {} as RoomActions,
      bookings: {} as Bookings,
    });

    const first = await Promise.all(Array.from({ length: 32 }, () => service.rack(7)));
    expect(state.queries).toBe(1);
    expect(new Set(first.map((a) => a.etag))).toEqual(new Set(['"rack-7-1-2026-12-01"']));
    expect(new Set(first.map((a) => a.payload)).size).toBe(1);

    // Served from the cache while nothing changes.
    await Promise.all(Array.from({ length: 8 }, () => service.rack(7)));
    expect(state.queries).toBe(1);

    // A change: the 32 waiting requests share the one new build.
    state.version = '2';
    const second = await Promise.all(Array.from({ length: 32 }, () => service.rack(7)));
    expect(state.queries).toBe(2);
    expect(second.every((a) => a.etag === '"rack-7-2-2026-12-01"')).toBe(true);

    // Another hotel builds its own.
    await service.rack(8);
    expect(state.queries).toBe(3);
  });
});
