import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import {
  auditoria,
  cierresDia,
  nochesHabitacion,
  ocupacionFuturaFotos,
  reservaEncabezados,
  reservaHistorial,
  reservas,
} from '../src/db/schema';
import { createBookings } from '../src/kernel/bookings';
import { createBusinessDay, createBusinessDayRepository } from '../src/kernel/business-day';
import { EXPIRED_HOLD_REASON } from '../src/kernel/business-day/business-day.service';
import { createHotelCalendar } from '../src/kernel/calendar';
import { createLedgerService } from '../src/kernel/ledger';
import { createNightPosting } from '../src/kernel/nights';
import { createAuditLog } from '../src/lib/audit';
import type { Clock } from '../src/lib/clock';
import { createHotelsRepository } from '../src/modules/hotels';
import { auditOf } from './helpers/audit';
import { testConfig } from './helpers/context';
import { type HotelRooms, hotelRoomsContext } from './helpers/hotel-rooms';

/** The clock of these tests: set to a Bogotá wall-clock time (UTC-5) by each test. */
let instant = new Date();
const clock: Clock = { now: () => new Date(instant) };
const at = (date: string, time: string) => {
  instant = new Date(`${date}T${time}:00-05:00`);
};
const day = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

let base: HotelRooms;
const bookings = createBookings({
  audit: createAuditLog(),
  calendar: createHotelCalendar({ clock, repo: createHotelsRepository() }),
});
const nights = createNightPosting({ ledger: createLedgerService() });
const newJob = () =>
  createBusinessDay({ db: base.ctx.db, repo: createBusinessDayRepository(), bookings, clock, nights });
beforeAll(async () => {
  base = await hotelRoomsContext([], { clock });
});
afterAll(() => base.ctx.close());

/** The booking's history rows, as the job wrote them. */
const historyOf = (bookingId: number) =>
  base.ctx.db.select().from(reservaHistorial).where(eq(reservaHistorial.encabezado_id, bookingId));

/** A booking line written straight to the tables; with a room it claims its nights too. */
async function makeLine(values: {
  llegada: string;
  salida: string;
  estado?: string;
  roomId?: number;
  vence_at?: Date;
  hotelId?: number;
}) {
  const { ctx, rooms } = base;
  const hotelId = values.hotelId ?? base.hotelId;
  const room = values.roomId ? undefined : await rooms.makeRoom(hotelId);
  const client = await rooms.makeClient(hotelId);
  const [booking] = await ctx.db
    .insert(reservaEncabezados)
    .values({ hotel_id: hotelId, cliente_id: client.id })
    .returning();
  const typeId =
    room?.tipo_habitacion_id ??
    (await ctx.db.query.habitaciones.findFirst({ where: (h, { eq }) => eq(h.id, values.roomId ?? 0) }))
      ?.tipo_habitacion_id;
  if (!booking || !typeId) throw new Error('makeLine');
  const [line] = await ctx.db
    .insert(reservas)
    .values({
      hotel_id: hotelId,
      encabezado_id: booking.id,
      cliente_id: client.id,
      tipo_habitacion_id: typeId,
      habitacion_id: values.roomId ?? null,
      llegada: values.llegada,
      salida: values.salida,
      estado: values.estado ?? 'Confirmada',
      vence_at: values.vence_at ?? null,
    })
    .returning();
  if (!line) throw new Error('makeLine');
  if (values.roomId) {
    await ctx.db.insert(nochesHabitacion).values({
      hotel_id: hotelId,
      habitacion_id: values.roomId,
      noches: `[${values.llegada},${values.salida})`,
      reserva_id: line.id,
    });
  }
  return { ...line, booking };
}
const stateOf = async (id: number) =>
  (await base.ctx.db.select().from(reservas).where(eq(reservas.id, id)))[0];
const claimsOf = async (id: number) =>
  base.ctx.db.select().from(nochesHabitacion).where(eq(nochesHabitacion.reserva_id, id));

describe('the business-day job', () => {
  it('at the closing hour marks yesterday’s missing arrivals No-show and frees their room’s nights', async () => {
    const { rooms, hotelId } = base;
    const D = '2026-12-10';
    const room = await rooms.makeRoom(hotelId);
    const assigned = await makeLine({ llegada: day(D, -1), salida: day(D, 1), roomId: room.id });
    const unassigned = await makeLine({ llegada: day(D, -1), salida: D });
    const today = await makeLine({ llegada: D, salida: day(D, 2) });
    const checkedIn = await makeLine({ llegada: day(D, -1), salida: day(D, 1), estado: 'Check-in' });
    expect(await claimsOf(assigned.id)).toHaveLength(1);

    // 02:30: a late guest of yesterday may still arrive.
    at(D, '02:30');
    await newJob().runDue();
    expect((await stateOf(assigned.id))?.estado).toBe('Confirmada');

    at(D, '03:00');
    const run = await newJob().runDue();
    expect(run.closes).toContainEqual({ hotelId, fecha: D, noShows: 2, noches: 0 });
    expect((await stateOf(assigned.id))?.estado).toBe('No-show');
    expect((await stateOf(unassigned.id))?.estado).toBe('No-show');
    expect((await stateOf(today.id))?.estado).toBe('Confirmada');
    expect((await stateOf(checkedIn.id))?.estado).toBe('Check-in');
    expect(await claimsOf(assigned.id)).toHaveLength(0);

    const [history] = await historyOf(assigned.booking.id);
    expect(history).toMatchObject({ accion: 'no_show', reserva_id: assigned.id, usuario_id: null });
    const [entry] = await auditOf(base.ctx.db, 'reservas', assigned.booking.id);
    expect(entry).toMatchObject({
      accion: 'no_show',
      usuario_id: null,
      ip: 'sistema',
      hotel_id: hotelId,
      antes: { linea: assigned.id, estado: 'Confirmada', habitacion_id: room.id, llegada: day(D, -1) },
      despues: { lineas: [assigned.id], estado: 'No-show', cierre: D },
    });
    const [close] = await base.ctx.db
      .select()
      .from(cierresDia)
      .where(and(eq(cierresDia.hotel_id, hotelId), eq(cierresDia.fecha, D)));
    expect(close?.no_shows).toBe(2);

    // What was on the books as D opened (docs/reports.md, pickup): today's line's two nights;
    // the no-show's night of D is no longer on them.
    expect(close?.foto_en_libros).toBe(true);
    const kept = await base.ctx.db
      .select()
      .from(ocupacionFuturaFotos)
      .where(and(eq(ocupacionFuturaFotos.hotel_id, hotelId), eq(ocupacionFuturaFotos.tomada, D)));
    expect(kept.map((k) => [k.fecha, k.tipo_habitacion_id, k.noches]).sort()).toEqual([
      [D, today.tipo_habitacion_id, 1],
      [day(D, 1), today.tipo_habitacion_id, 1],
    ]);
    expect(kept.some((k) => k.tipo_habitacion_id === assigned.tipo_habitacion_id)).toBe(
      assigned.tipo_habitacion_id === today.tipo_habitacion_id,
    );
  });

  it('cancels a hold whose instant has passed (freeing its room) and keeps one still valid', async () => {
    const { rooms, hotelId } = base;
    at('2026-12-10', '11:00');
    const room = await rooms.makeRoom(hotelId);
    const expired = await makeLine({
      llegada: '2026-12-20',
      salida: '2026-12-22',
      estado: 'Pendiente',
      roomId: room.id,
      vence_at: new Date(instant.getTime() - 60_000),
    });
    const valid = await makeLine({
      llegada: '2026-12-20',
      salida: '2026-12-22',
      estado: 'Pendiente',
      vence_at: new Date(instant.getTime() + 30 * 86_400_000),
    });
    const run = await newJob().runDue();
    expect(run.expired).toBe(1);
    const after = await stateOf(expired.id);
    expect(after).toMatchObject({ estado: 'Cancelada', motivo_cancelacion: EXPIRED_HOLD_REASON });
    expect(after?.cancelada_at).not.toBeNull();
    expect(await claimsOf(expired.id)).toHaveLength(0);
    expect((await stateOf(valid.id))?.estado).toBe('Pendiente');
    const [history] = await historyOf(expired.booking.id);
    expect(history).toMatchObject({ accion: 'vencer', reserva_id: expired.id, usuario_id: null });
    const [entry] = await auditOf(base.ctx.db, 'reservas', expired.booking.id);
    expect(entry).toMatchObject({ accion: 'vencer', usuario_id: null, despues: { estado: 'Cancelada' } });
  });

  it('running again does nothing more', async () => {
    at('2026-12-10', '11:00');
    const audits = async () => (await base.ctx.db.select().from(auditoria)).length;
    const before = await audits();
    const run = await newJob().runDue();
    expect(run).toEqual({ expired: 0, closes: [] });
    expect(await audits()).toBe(before);
  });

  it('two runs at once do the work once', async () => {
    const D = '2026-12-15';
    const hotel = await base.ctx.factories.makeHotel();
    const lines = [];
    for (let i = 0; i < 4; i++) {
      lines.push(await makeLine({ hotelId: hotel.id, llegada: day(D, -2), salida: day(D, -1) }));
    }
    at(D, '09:00');
    const holds = [];
    for (let i = 0; i < 3; i++) {
      holds.push(
        await makeLine({
          llegada: day(D, 5),
          salida: day(D, 6),
          estado: 'Pendiente',
          vence_at: new Date(instant.getTime() - 1_000),
        }),
      );
    }
    const runs = await Promise.all([newJob().runDue(), newJob().runDue(), newJob().runDue()]);
    const mine = runs.flatMap((r) => r.closes).filter((c) => c.hotelId === hotel.id);
    expect(mine).toEqual([{ hotelId: hotel.id, fecha: D, noShows: 4, noches: 0 }]);
    expect(runs.reduce((n, r) => n + r.expired, 0)).toBe(3);
    for (const line of [...lines, ...holds]) {
      const entries = await auditOf(base.ctx.db, 'reservas', line.booking.id);
      expect(entries).toHaveLength(1);
    }
  });

  it('catches up a missed close when the server starts', async () => {
    const { ctx } = base;
    const hotel = await ctx.factories.makeHotel();
    const missed = await makeLine({ hotelId: hotel.id, llegada: '2026-12-20', salida: '2026-12-23' });
    // The server was down on the 21st and the 22nd; it starts on the 23rd at 08:00.
    at('2026-12-23', '08:00');
    const app = await buildApp({
      config: { ...testConfig, businessDayJob: true },
      database: ctx.database,
      clock,
    });
    await app.ready();
    await app.close();
    expect((await stateOf(missed.id))?.estado).toBe('No-show');
    const closes = await ctx.db.select().from(cierresDia).where(eq(cierresDia.hotel_id, hotel.id));
    expect(closes.map((c) => [c.fecha, c.no_shows])).toEqual([['2026-12-23', 1]]);
  });
});
