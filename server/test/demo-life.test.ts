import { asc, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/client';
import * as s from '../src/db/schema';
import { setupDatabase } from '../src/db/seed';
import { bringDemoToLife, demoAwaitsLife } from '../src/demo';
import { planStays, TODAY_ARRIVALS, targetOccupancy } from '../src/demo/plan';
import { createStamps } from '../src/demo/stamps';
import { addDays, fixedClock, localDate } from '../src/lib/clock';
import { openTestDatabase, testConfig } from './helpers/context';

/** Saturday 28 November 2026, noon in Bogotá. */
const NOW = new Date('2026-11-28T17:00:00Z');
const TODAY = '2026-11-28';
/** A short life (the real one is 90 days back and 60 ahead): the same code, a suite's time. */
const SPAN = { historyDays: 12, futureDays: 10 };

let database: Database;
let drop: () => Promise<void>;
let app: FastifyInstance;
let awaitedBefore: boolean;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await setupDatabase(database, { demoData: true, adminEmail: 'jefe@hotel.co', adminPassword: undefined });
  awaitedBefore = await demoAwaitsLife(database);
  await bringDemoToLife(database, testConfig, { now: NOW, ...SPAN });
  app = await buildApp({ config: testConfig, database, clock: fixedClock(NOW) });
  await app.ready();
}, 240_000);
afterAll(async () => {
  await app?.close();
  await database.close();
  await drop();
});

const total = async (query: Promise<{ n: number }[]>) => Number((await query)[0]?.n ?? 0);

async function login() {
  const res = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: 'administrador@posada.demo', password: 'Posada2026*' },
  });
  return { authorization: `Bearer ${res.json().token}` };
}

describe('the demo hotel at work', () => {
  it('lives once: a new demo hotel awaits its life, a lived one does not', async () => {
    expect(awaitedBefore).toBe(true);
    expect(await demoAwaitsLife(database)).toBe(false);
  });

  it('has guests in house today, and the rack shows exactly their rooms occupied', async () => {
    const inHouse = await total(
      database.db.select({ n: count() }).from(s.estancias).where(sql`${s.estancias.checkout_at} is null`),
    );
    const rack = await app.inject({
      method: 'GET',
      url: '/api/habitacionesDashboard',
      headers: await login(),
    });
    const rooms = rack.json().data as { estado: string }[];
    expect(rack.json().hoy).toBe(TODAY);
    expect(inHouse).toBeGreaterThan(5);
    expect(rooms.filter((r) => r.estado === 'Ocupada')).toHaveLength(inHouse);
  });

  it('leaves today half-done: arrivals still to come, and rooms left dirty by this morning’s departures', async () => {
    const arrivals = await app.inject({ method: 'GET', url: '/api/llegadas', headers: await login() });
    const pending = (arrivals.json().data as { estado: string }[]).filter((l) => l.estado === 'Confirmada');
    expect(pending.length).toBeGreaterThan(0);
    const rack = await app.inject({
      method: 'GET',
      url: '/api/habitacionesDashboard',
      headers: await login(),
    });
    expect((rack.json().data as { estado: string }[]).some((r) => r.estado === 'Limpieza')).toBe(true);
  });

  it('has bookings ahead, cancellations, and no-shows marked by each night’s close', async () => {
    const lines = await database.db
      .select({ estado: s.reservas.estado, llegada: sql<string>`${s.reservas.llegada}::text` })
      .from(s.reservas);
    expect(lines.filter((l) => l.llegada > TODAY && l.estado === 'Confirmada').length).toBeGreaterThan(3);
    expect(lines.some((l) => l.estado === 'Cancelada')).toBe(true);
    expect(lines.some((l) => l.estado === 'No-show')).toBe(true);
    expect(lines.filter((l) => l.llegada < TODAY && l.estado === 'Confirmada')).toEqual([]);
  });

  it('invoiced every departure with consecutive numbers, some to companies on credit, some annulled in part', async () => {
    const invoices = await database.db
      .select({ numero: s.facturas.numero, forma: s.facturas.forma })
      .from(s.facturas)
      .orderBy(asc(s.facturas.id));
    expect(invoices.length).toBeGreaterThan(20);
    const numbers = invoices.map((f) => Number(f.numero));
    expect(numbers).toEqual(numbers.map((_, i) => (numbers[0] ?? 0) + i));
    expect(invoices.some((f) => f.forma === 'credito')).toBe(true);
    expect(await total(database.db.select({ n: count() }).from(s.notasCredito))).toBeGreaterThan(0);
  });

  it('closed a register shift each past day and keeps today’s open', async () => {
    const shifts = await database.db
      .select({ abierto: s.cajaTurnos.abierto_at, cerrado: s.cajaTurnos.cerrado_at })
      .from(s.cajaTurnos)
      .orderBy(asc(s.cajaTurnos.id));
    expect(shifts.filter((t) => t.cerrado !== null)).toHaveLength(SPAN.historyDays);
    expect(shifts.at(-1)?.cerrado).toBeNull();
    // Opened and closed on the days they served (the register's times follow the app's clock).
    const days = shifts.map((t) => localDate(t.abierto, 'America/Bogota'));
    expect(days[0]).toBe(addDays(TODAY, -SPAN.historyDays));
    expect(new Set(days).size).toBe(shifts.length);
    expect(
      shifts
        .slice(0, -1)
        .every(
          (t) =>
            t.cerrado && localDate(t.cerrado, 'America/Bogota') === localDate(t.abierto, 'America/Bogota'),
        ),
    ).toBe(true);
  });

  it('keeps stock in two warehouses, bought from suppliers and taken by the minibar charges', async () => {
    const byWarehouse = await database.db
      .select({ bodega: s.existencias.bodega_id, n: count() })
      .from(s.existencias)
      .where(sql`${s.existencias.cantidad} > 0`)
      .groupBy(s.existencias.bodega_id);
    expect(byWarehouse).toHaveLength(2);
    const sales = await total(
      database.db.select({ n: count() }).from(s.kardex).where(eq(s.kardex.tipo, 'venta')),
    );
    expect(sales).toBeGreaterThan(0);
  });

  it('dates its charges, payments and audit entries on the simulated days they happened, never later', async () => {
    for (const table of ['cuenta_movimientos', 'caja_movimientos', 'auditoria']) {
      const { rows } = await database.db.execute<{ dias: number; ultimo: string; primero: string }>(
        sql.raw(`select count(distinct (created_at at time zone 'America/Bogota')::date)::int as dias,
          max(created_at)::text as ultimo, min((created_at at time zone 'America/Bogota')::date)::text as primero
          from ${table}`),
      );
      const row = rows[0];
      // One date per lived day (12 back and today), not all of them on the day the demo was made.
      expect(row?.dias, table).toBeGreaterThanOrEqual(SPAN.historyDays);
      expect(row?.primero, table).toBe(addDays(TODAY, -SPAN.historyDays));
      // The audit log also holds this file's own logins, made after the demo's "now".
      if (table !== 'auditoria')
        expect(new Date(row?.ultimo ?? '').getTime(), table).toBeLessThanOrEqual(NOW.getTime());
    }
  });

  it('leaves alone the session of someone who signed in while it lived', async () => {
    const stamps = await createStamps(database.db);
    const headers = await login();
    // A step of a life still under way, on its first day: what was written since is dated then.
    await stamps.stamp(new Date(`${addDays(TODAY, -SPAN.historyDays)}T17:00:00Z`));
    const arrivals = await app.inject({ method: 'GET', url: '/api/llegadas', headers });
    expect(arrivals.statusCode).toBe(200);
  });
});

describe('the plan of the demo’s life', () => {
  const rooms = Array.from({ length: 24 }, (_, i) => ({ capacidad: 1 + (i % 3) }));
  const plan = (today: string) => planStays({ today, rooms, guests: 60, companies: 3 });

  it('is the same for the same day and another for another day', () => {
    expect(plan(TODAY)).toEqual(plan(TODAY));
    expect(plan(TODAY)).not.toEqual(plan('2026-11-29'));
  });

  it('sells more of Friday and Saturday nights than of the other nights', () => {
    expect(targetOccupancy('2026-11-27')).toBeGreaterThan(targetOccupancy('2026-11-25'));
    const nights = new Map<string, number>();
    for (const stay of plan(TODAY).filter((st) => st.fate === 'stays')) {
      for (let d = stay.llegada; d < stay.salida; d = addDays(d, 1)) {
        nights.set(d, (nights.get(d) ?? 0) + 1);
      }
    }
    const past = [...nights.entries()].filter(([d]) => d < TODAY);
    const mean = (rows: [string, number][]) => rows.reduce((a, [, n]) => a + n, 0) / rows.length;
    const weekend = past.filter(([d]) => [5, 6].includes(new Date(`${d}T12:00:00Z`).getUTCDay()));
    const weekdays = past.filter(([d]) => [1, 2, 3].includes(new Date(`${d}T12:00:00Z`).getUTCDay()));
    expect(mean(weekend)).toBeGreaterThan(mean(weekdays) + 2);
  });

  it('always has bookings arriving today, some of them without a room yet', () => {
    // Two weeks of start dates, Sundays (the emptiest nights) included.
    for (let k = 0; k < 14; k++) {
      const today = addDays(TODAY, k);
      const arriving = plan(today).filter((st) => st.llegada === today);
      expect(arriving.length, today).toBeGreaterThanOrEqual(TODAY_ARRIVALS);
      expect(
        arriving.some((st) => !st.assigned),
        today,
      ).toBe(true);
    }
  });

  it('never puts two stays in one room on one night', () => {
    const seen = new Set<string>();
    for (const stay of plan(TODAY).filter((st) => st.fate !== 'cancelled')) {
      for (let d = stay.llegada; d < stay.salida; d = addDays(d, 1)) {
        const key = `${stay.roomIndex}/${d}`;
        expect(seen.has(key)).toBe(false);
        seen.add(key);
      }
    }
  });
});
