/**
 * `npm run bench` (reservations): on a 500-room hotel with two years of stays and bookings, the
 * calendar's month window (POST /api/calendario), the availability search for a 7-night stay
 * (POST /api/disponibilidad) and booking creation (POST /api/reservaCrear, a new Idempotency-Key
 * each time), each under 32 connections beside the bare SQL route of run.ts (the hotel's rooms
 * from one raw query), on PostgreSQL (when a server answers) and on PGlite. Prints a table.
 */
import { fork } from 'node:child_process';
import { addMonths } from '@posada/contracts/dates';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Database, openDatabase } from '../src/db/client';
import { seedCatalogs } from '../src/db/seed/catalogs';
import { seedSecurity } from '../src/db/seed/security';
import { addDays, localDate } from '../src/lib/clock';
import { parsedRows } from '../src/lib/raw-sql';
import {
  ADMIN_URL,
  benchApp,
  freshPostgres,
  type LoadOptions,
  type LoadResult,
  load,
  SECONDS,
} from './harness';
import { RESERVATIONS_BENCH_PASSWORD, seedReservationsBench } from './reservations-seed';
import { settleSeed } from './settle';
import { startWriter } from './writer';

const CONNECTIONS = 32;
const WRITES_PER_SECOND = Number(process.env.BENCH_WRITES ?? 2.5);
const ms = (v: number) => `${v.toFixed(1)} ms`;

/** harness.load with a new value of `uniqueHeader` on every request (load.mjs sets it). */
function loadUnique(options: LoadOptions & { uniqueHeader: string }): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(new URL('./load.mjs', import.meta.url));
    child.once('message', (result) => resolve(result as LoadResult));
    child.once('error', reject);
    child.send({ ...options, seconds: SECONDS, warmupSeconds: 2, method: 'POST' });
  });
}

async function bench(kind: string, database: Database) {
  console.log(`${kind}: sembrando el hotel de 500 habitaciones con dos años de estadías y reservas…`);
  const started = performance.now();
  // The hotel's business date (America/Bogota), as the server computes it.
  const hoy = localDate(new Date(), 'America/Bogota');
  await database.migrate();
  await seedCatalogs(database.db);
  await seedSecurity(database.db);
  const seed = await seedReservationsBench(database.db, hoy);
  await settleSeed(database);
  const seeded = Math.round((performance.now() - started) / 1000);
  const app = await benchApp(database);
  app.get('/bench/bare', { config: { auth: 'public' } }, async () => {
    const result = await database.db.execute(sql`
      select h.id, h.numero, h.piso, h.tipo_habitacion_id, t.nombre as tipo, h.limpieza
      from habitaciones h join tipos_habitacion t on t.id = h.tipo_habitacion_id
      where h.hotel_id = ${seed.hotelId} and h.estado order by h.piso, h.numero`);
    return { data: (result as unknown as { rows: unknown[] }).rows };
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const login = await fetch(`${address}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: seed.email, password: RESERVATIONS_BENCH_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' };

  // The windows the web app opens (calendar-page.tsx: from yesterday, 2 weeks / a month / two, and
  // the month before and after), and, harder, month windows from each of the next 30 days;
  // 7-night searches over the next 6 months;
  // one-night unassigned lines of every type on nights a year ahead and more (room to sell).
  const ayer = addDays(hoy, -1);
  const browserWindows = [
    { desde: ayer, hasta: addMonths(ayer, 1) },
    { desde: ayer, hasta: addDays(ayer, 14) },
    { desde: ayer, hasta: addMonths(ayer, 2) },
    { desde: addMonths(ayer, 1), hasta: addMonths(ayer, 2) },
    { desde: addMonths(ayer, -1), hasta: ayer },
  ].map((w) => JSON.stringify(w));
  const windows = Array.from({ length: 30 }, (_, i) =>
    JSON.stringify({ desde: addDays(hoy, i), hasta: addDays(hoy, i + 31) }),
  );
  const searches = Array.from({ length: 60 }, (_, i) =>
    JSON.stringify({
      llegada: addDays(hoy, 1 + i * 3),
      salida: addDays(hoy, 8 + i * 3),
      adultos: 1,
      ninos: 0,
    }),
  );
  const bookings = Array.from({ length: 600 }, (_, i) =>
    JSON.stringify({
      cliente_id: seed.client,
      canal: 'directo',
      lineas: [
        {
          tipo_habitacion_id: seed.types[i % seed.types.length],
          llegada: addDays(hoy, 380 + (i % 300)),
          salida: addDays(hoy, 381 + (i % 300)),
          adultos: 1,
          ninos: 0,
        },
      ],
    }),
  );
  const first = await fetch(`${address}/api/calendario`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json', 'accept-encoding': 'identity' },
    body: windows[0],
  });
  const firstText = await first.text();
  if (first.status !== 200) throw new Error(`calendario ${first.status}: ${firstText.slice(0, 300)}`);
  const bars = (JSON.parse(firstText) as { data: { barras: unknown[] } }).data.barras.length;

  const bare = await load({ url: `${address}/bench/bare`, headers, connections: CONNECTIONS });
  const calendar = await load({
    url: `${address}/api/calendario`,
    headers,
    connections: CONNECTIONS,
    bodies: windows,
  });
  const search = await load({
    url: `${address}/api/disponibilidad`,
    headers,
    connections: CONNECTIONS,
    bodies: searches,
  });
  const create = await loadUnique({
    url: `${address}/api/reservaCrear`,
    headers: { ...headers, 'content-type': 'application/json' },
    connections: CONNECTIONS,
    bodies: bookings,
    uniqueHeader: 'idempotency-key',
  });
  // Rooms a receptionist can block now: no guest in the house, no block open.
  const free = parsedRows(
    'bench.freeRooms',
    z.object({ id: z.number() }),
    await database.db.execute(sql`
      select h.id from habitaciones h where h.hotel_id = ${seed.hotelId} and h.estado
        and not exists (select 1 from estancias e where e.habitacion_id = h.id and e.estado = 'activa')
        and not exists (select 1 from mantenimientos m where m.habitacion_id = h.id and m.hasta is null)
      order by h.id limit 100`),
  ).map((r) => r.id);
  const underWrites = async (options: LoadOptions) => {
    const writer = startWriter({ address, token, roomIds: free, perSecond: WRITES_PER_SECOND });
    const result = await load(options);
    return { ...result, writes: await writer.stop() };
  };
  const bareWrites = await underWrites({ url: `${address}/bench/bare`, headers, connections: CONNECTIONS });
  const calendarWrites = await underWrites({
    url: `${address}/api/calendario`,
    headers,
    connections: CONNECTIONS,
    bodies: windows,
  });
  const browserWrites = await underWrites({
    url: `${address}/api/calendario`,
    headers,
    connections: CONNECTIONS,
    bodies: browserWindows,
  });
  await app.close();
  await database.close();
  return {
    kind,
    seed,
    seeded,
    bars,
    bytes: firstText.length,
    bare,
    calendar,
    search,
    create,
    bareWrites,
    calendarWrites,
    browserWrites,
  };
}

const runs = [];
const postgres = await freshPostgres('posada_bench_reservas', 16);
if (postgres) runs.push(await bench('PostgreSQL', postgres));
else console.log(`PostgreSQL no responde en ${ADMIN_URL}: solo PGlite`);
runs.push(await bench('PGlite', openDatabase({ kind: 'pglite' })));

console.log(`\nReservas: ${CONNECTIONS} conexiones, ${SECONDS} s por ruta\n`);
for (const r of runs) {
  console.log(
    `${r.kind}: ${r.seed.rooms} habitaciones, ${r.seed.stays} estadías, ${r.seed.lines} líneas de reserva (sembrado en ${r.seeded} s); ` +
      `ventana de un mes: ${r.bars} barras, ${Math.round(r.bytes / 1024)} KB sin comprimir`,
  );
}
console.log('\n| base | ruta | req/s | p50 | p99 | errores | ruta / base |');
console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: |');
for (const r of runs) {
  const row = (route: string, m: LoadResult, ratio = '') =>
    console.log(
      `| ${r.kind} | ${route} | ${m.rps.toFixed(0)} | ${ms(m.p50)} | ${ms(m.p99)} | ${m.errors} | ${ratio} |`,
    );
  const ratio = (m: LoadResult) => `${((m.rps / r.bare.rps) * 100).toFixed(0)} %`;
  row('base (SQL directo)', r.bare);
  row('POST /api/calendario (un mes)', r.calendar, ratio(r.calendar));
  row('POST /api/disponibilidad (7 noches)', r.search, ratio(r.search));
  row('POST /api/reservaCrear', r.create, ratio(r.create));
  const writes = (m: typeof r.bareWrites) => `${m.writes.actions} cambios, ${m.writes.errors} errores`;
  row(`base con escritor (${writes(r.bareWrites)})`, r.bareWrites);
  const withWriter = (m: LoadResult) => `${((m.rps / r.bareWrites.rps) * 100).toFixed(0)} %`;
  row(
    `POST /api/calendario, ventanas de la app con escritor (${writes(r.browserWrites)})`,
    r.browserWrites,
    withWriter(r.browserWrites),
  );
  row(
    `POST /api/calendario, 30 meses distintos con escritor (${writes(r.calendarWrites)})`,
    r.calendarWrites,
    withWriter(r.calendarWrites),
  );
}
const pgRun = runs.find((r) => r.kind === 'PostgreSQL');
if (pgRun) {
  const half = (m: LoadResult) => m.rps >= pgRun.bare.rps * 0.5;
  const checks = [
    ['calendario ≥ 50 % y p99 ≤ 100 ms', half(pgRun.calendar) && pgRun.calendar.p99 <= 100],
    ['disponibilidad ≥ 50 % y p99 ≤ 100 ms', half(pgRun.search) && pgRun.search.p99 <= 100],
    ['reservaCrear ≥ 50 %', half(pgRun.create)],
    [
      'calendario (ventanas de la app) con escritor ≥ 100 % de la base con escritor y p99 ≤ 100 ms',
      pgRun.browserWrites.rps >= pgRun.bareWrites.rps && pgRun.browserWrites.p99 <= 100,
    ],
    [
      'calendario (30 meses distintos) con escritor ≥ 100 % y p99 ≤ 100 ms',
      pgRun.calendarWrites.rps >= pgRun.bareWrites.rps && pgRun.calendarWrites.p99 <= 100,
    ],
  ] as const;
  console.log(
    `\nObjetivos en PostgreSQL: ${checks.map(([name, ok]) => `${name}: ${ok ? 'cumplido' : 'NO cumplido'}`).join('; ')}`,
  );
}
