import { addDays } from '@posada/contracts/dates';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { DEMO_PASSWORD } from '../db/seed/demo';
import { loginAs } from './api';
import { readHotel } from './hotel';
import { FUTURE_DAYS, HISTORY_DAYS, type PlannedStay, planStays, seededRandom } from './plan';
import {
  annulACharge,
  type Booked,
  book,
  checkIn,
  checkOut,
  closeShift,
  consume,
  FLOAT_ONLY,
  restock,
} from './staff';
import { createStamps } from './stamps';

/** Where the simulation's clock stands: set by the day being lived. */
export interface SimulatedClock {
  set(date: string, hour: number): void;
  now(): Date;
}

/**
 * Lives the plan day by day through the API, the clock set to each day: the morning shift opens
 * the register, guests leave and pay (or charge their company), housekeeping cleans, bookings
 * come in and some are cancelled, guests arrive, consume and the shift closes. Today is left
 * half-done, as a front desk finds it at noon: some departures and arrivals still to come, some
 * rooms dirty. Each morning starts with the night audit: the app's own business-day close marks
 * the bookings that never arrived as no-shows and posts the nights slept.
 */
export async function liveTheDemo(
  app: FastifyInstance,
  db: Db,
  clock: SimulatedClock,
  today: string,
  span: { historyDays?: number; futureDays?: number; signal?: AbortSignal } = {},
) {
  const hotel = await readHotel(db);
  const stamps = await createStamps(db);
  /** The next step of the day: what the last one wrote is dated at its simulated instant first. */
  const at = async (date: string, hour: number) => {
    await stamps.stamp(clock.now());
    clock.set(date, hour);
  };
  const random = seededRandom(`posada-demo-life-${today}`);
  const historyDays = span.historyDays ?? HISTORY_DAYS;
  const plan = planStays({
    today,
    rooms: hotel.rooms,
    guests: hotel.guests.length,
    companies: hotel.companies.length,
    historyDays,
    futureDays: span.futureDays ?? FUTURE_DAYS,
  });
  const start = addDays(today, -historyDays);
  await at(start, 7);
  const desk = await loginAs(app, 'recepcion@posada.demo', DEMO_PASSWORD);
  const admin = await loginAs(app, 'administrador@posada.demo', DEMO_PASSWORD);
  const housekeeping = await loginAs(app, 'amallaves@posada.demo', DEMO_PASSWORD);
  const store = await loginAs(app, 'almacen@posada.demo', DEMO_PASSWORD);
  const accounting = await loginAs(app, 'contabilidad@posada.demo', DEMO_PASSWORD);

  await at(start, 8);
  for (const company of hotel.companies) {
    await admin.post('/cuentaCrear', { tipo: 'empresa', cliente_id: company });
  }

  const booked = new Map<number, Booked>();
  const inHouse = new Map<number, PlannedStay>();
  const byDay = (pick: (s: PlannedStay) => string | null) => {
    const days = new Map<string, PlannedStay[]>();
    for (const s of plan) {
      const day = pick(s);
      if (day) days.set(day, [...(days.get(day) ?? []), s]);
    }
    return days;
  };
  const bookingsOn = byDay((s) => (s.channel === 'walk-in' ? null : s.bookedOn));
  const cancellationsOn = byDay((s) => (s.fate === 'cancelled' ? s.cancelledOn : null));
  const arrivalsOn = byDay((s) => (s.fate === 'stays' ? s.llegada : null));
  let register = FLOAT_ONLY;
  let invoiced = 0;
  let firstShift = true;

  for (let day = start; day <= today && !span.signal?.aborted; day = addDays(day, 1)) {
    const isToday = day === today;
    // The night audit: yesterday's arrivals that never came become no-shows, the nights slept are posted.
    await at(day, 4);
    await app.businessDay.closeDay(hotel.id, day);
    await at(day, 7);
    await desk.tryPost('/cajaAbrir', {
      caja_id: hotel.register,
      // Cards and transfers are settled at each close (vouchers to accounting): only cash is handed over.
      efectivo: register.efectivo,
      password: firstShift ? 'AUTOAPROBACION' : DEMO_PASSWORD,
    });
    firstShift = false;
    if (day === start || random.chance(2 / 7)) await restock(store, hotel, random, day);

    // Departures in the morning (today: only the early ones).
    const leaving = [...inHouse.values()].filter((s) => s.salida === day);
    for (const stay of isToday ? leaving.filter(() => random.chance(0.5)) : leaving) {
      const invoice = await checkOut(desk, admin, hotel, random, stay, day);
      inHouse.delete(stay.key);
      // Now and then the accountant annuls a charge the guest disputed: a credit note.
      if (invoice && ++invoiced % 40 === 7) await annulACharge(accounting, invoice);
    }
    // Housekeeping cleans the rooms left (today: some are still dirty, one assigned).
    await at(day, 11);
    for (const stay of leaving.filter((s) => !inHouse.has(s.key))) {
      const room = hotel.rooms[stay.roomIndex];
      if (!room) continue;
      const maid = random.pick(hotel.maids);
      if (isToday && random.chance(0.6)) {
        if (random.chance(0.7))
          await housekeeping.tryPost('/habitacion/asignarLimpieza', {
            habitacion_id: room.id,
            empleado_id: maid,
          });
        continue;
      }
      await housekeeping.tryPost('/habitacion/habilitar', { habitacion_id: room.id, empleado_id: maid });
    }

    // Bookings made today and cancellations.
    await at(day, 10);
    for (const stay of bookingsOn.get(day) ?? []) {
      const made = await book(desk, hotel, random, stay);
      if (made) booked.set(stay.key, made);
    }
    for (const stay of cancellationsOn.get(day) ?? []) {
      const made = booked.get(stay.key);
      if (!made) continue;
      await desk.tryPost(`/reservaCancelar/${made.reservaId}`, {
        motivo: random.pick(['El huésped cambió sus planes', 'Viaje aplazado', 'Reservó en otra fecha']),
      });
      booked.delete(stay.key);
    }

    // Arrivals in the afternoon (today: about half of them so far).
    await at(day, 15);
    for (const stay of arrivalsOn.get(day) ?? []) {
      if (isToday && random.chance(0.5)) continue;
      if (await checkIn(desk, hotel, random, stay, booked.get(stay.key))) inHouse.set(stay.key, stay);
    }

    // The guests in house consume: breakfast, the minibar, laundry, parking.
    await at(day, 20);
    for (const stay of inHouse.values()) await consume(desk, hotel, random, stay, day);

    if (!isToday) {
      await at(day, 22);
      register = await closeShift(desk, random, register);
    }
  }
  await stamps.stamp(clock.now());
  // The stamps re-dated the rows with triggers held: the reports' daily summaries are rebuilt
  // from them once (docs/reports.md "Daily summaries").
  await db.execute(sql`select resumen_reconstruir(id) from hoteles`);
}
