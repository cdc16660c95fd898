import { asc, count } from 'drizzle-orm';
import type { FastifyServerOptions } from 'fastify';
import { type BuildAppOptions, buildApp } from '../app';
import type { Database } from '../db/client';
import { estancias, hoteles, reservas } from '../db/schema';
import { localDate } from '../lib/clock';
import { seedDemoPeople } from './people';
import { liveTheDemo } from './simulate';

/** The demo hotel's time zone (Colombia keeps UTC−5 all year). */
const DEMO_ZONE = 'America/Bogota';
const DEMO_OFFSET_HOURS = 5;

/** True on a demo hotel that has not lived yet: no booking and no stay. */
export async function demoAwaitsLife(database: Database): Promise<boolean> {
  const [bookings] = await database.db.select({ n: count() }).from(reservas);
  const [stays] = await database.db.select({ n: count() }).from(estancias);
  return (bookings?.n ?? 0) === 0 && (stays?.n ?? 0) === 0;
}

/**
 * Gives the new demo hotel its last three months and its next two: an app of its own whose clock
 * the simulation moves day by day, called through the API as the staff would (so every rule,
 * number and audit entry is the real one), then closed. Answers what it did, for the start log.
 */
export async function bringDemoToLife(
  database: Database,
  config: BuildAppOptions['config'],
  {
    now = new Date(),
    logger = false,
    ...span
  }: {
    now?: Date;
    logger?: FastifyServerOptions['logger'];
    historyDays?: number;
    futureDays?: number;
    /** Stops after the day being lived (the server is shutting down). */
    signal?: AbortSignal;
  } = {},
): Promise<{ today: string; ms: number }> {
  const started = performance.now();
  const [hotel] = await database.db
    .select({ id: hoteles.id })
    .from(hoteles)
    .orderBy(asc(hoteles.id))
    .limit(1);
  if (!hotel) throw new Error('Datos de demostración: no hay hotel');
  await database.db.transaction((tx) => seedDemoPeople(tx, hotel.id));
  const today = localDate(now, DEMO_ZONE);
  let instant = now;
  const clock = {
    now: () => new Date(instant),
    set(date: string, hour: number) {
      // The real time on the real day: no simulated moment passes the present.
      const at = new Date(Date.parse(`${date}T00:00:00Z`) + (hour + DEMO_OFFSET_HOURS) * 3_600_000);
      instant = date === today && at > now ? now : at;
    },
  };
  const app = await buildApp({
    // Its own app: no business-day job (the real server's first pass closes the days), sessions
    // that outlive the simulated months.
    config: {
      ...config,
      businessDayJob: false,
      sessionIdleMs: 365 * 86_400_000,
      sessionMaxMs: 365 * 86_400_000,
    },
    database,
    clock,
    logger,
  });
  try {
    await app.ready();
    await liveTheDemo(app, database.db, clock, today, span);
  } finally {
    await app.close();
  }
  return { today, ms: Math.round(performance.now() - started) };
}
