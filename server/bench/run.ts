/**
 * `npm run bench`: the rack (GET /api/habitacionesDashboard) against a bare Fastify route that
 * returns the same rooms from one raw SQL query, under 32 concurrent connections, on PostgreSQL
 * (when a server answers) and on PGlite, in one run; then both again while a writer puts rooms in
 * and out of maintenance (bench/writer.ts, BENCH_WRITES a second). Prints a table.
 */
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../src/db/client';
import { seedCatalogs } from '../src/db/seed/catalogs';
import { seedSecurity } from '../src/db/seed/security';
import { ADMIN_URL, benchApp, freshPostgres, type LoadResult, load, SECONDS } from './harness';
import { BENCH_PASSWORD, seedBenchHotel } from './seed';
import { settleSeed } from './settle';
import { startWriter } from './writer';

const CONNECTIONS = 32;
const WRITES_PER_SECOND = Number(process.env.BENCH_WRITES ?? 2.5);
async function bench(kind: string, database: Database) {
  console.log(`${kind}: sembrando el hotel de 500 habitaciones…`);
  const started = performance.now();
  await database.migrate();
  await seedCatalogs(database.db);
  await seedSecurity(database.db);
  const { hotelId, email } = await seedBenchHotel(database.db);
  await settleSeed(database);
  const seeded = Math.round((performance.now() - started) / 1000);
  const app = await benchApp(database);
  app.get('/bench/bare', { config: { auth: 'public' } }, async () => {
    const result = await database.db.execute(sql`
      select h.id, h.numero, h.piso, h.tipo_habitacion_id, t.nombre as tipo, h.limpieza
      from habitaciones h join tipos_habitacion t on t.id = h.tipo_habitacion_id
      where h.hotel_id = ${hotelId} and h.estado order by h.piso, h.numero`);
    return { data: (result as unknown as { rows: unknown[] }).rows };
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const login = await fetch(`${address}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const rack = await fetch(`${address}/api/habitacionesDashboard`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const rackRooms = ((await rack.json()) as { data: { id: number; estado: string }[] }).data;
  const rooms = rackRooms.length;
  const freeRooms = rackRooms.filter((r) => r.estado === 'Disponible').map((r) => r.id);
  const [{ n: stays } = { n: 0 }] = (
    (await database.db.execute(sql`select count(*)::int as n from estancias`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows;

  // What a browser sends with every call; the bare route ignores it, the rack may compress.
  const browser = { 'accept-encoding': 'gzip, deflate, br' };
  const auth = { authorization: `Bearer ${token}` };
  const bare = await load({ url: `${address}/bench/bare`, headers: browser, connections: CONNECTIONS });
  const full = await load({
    url: `${address}/api/habitacionesDashboard`,
    headers: { ...auth, ...browser },
    connections: CONNECTIONS,
  });
  const plain = await load({
    url: `${address}/api/habitacionesDashboard`,
    headers: auth,
    connections: CONNECTIONS,
  });
  // The same two routes while a receptionist changes rooms (WRITES_PER_SECOND room actions a second).
  const underWrites = async (url: string, headers: Record<string, string>) => {
    const writer = startWriter({ address, token, roomIds: freeRooms, perSecond: WRITES_PER_SECOND });
    const result = await load({ url, headers, connections: CONNECTIONS });
    return { ...result, writes: await writer.stop() };
  };
  const bareWrites = await underWrites(`${address}/bench/bare`, browser);
  const fullWrites = await underWrites(`${address}/api/habitacionesDashboard`, { ...auth, ...browser });
  await app.close();
  await database.close();
  return { kind, rooms, stays, seeded, bare, full, plain, bareWrites, fullWrites };
}

const runs = [];
const postgres = await freshPostgres('posada_bench', 16);
if (postgres) runs.push(await bench('PostgreSQL', postgres));
else console.log(`PostgreSQL no responde en ${ADMIN_URL}: solo PGlite`);
runs.push(await bench('PGlite', openDatabase({ kind: 'pglite' })));

const ms = (v: number) => `${v.toFixed(1)} ms`;
console.log(`\nRack de habitaciones: ${CONNECTIONS} conexiones, ${SECONDS} s por ruta\n`);
console.log('| base | habitaciones | estancias | ruta | req/s | p50 | p99 | errores | rack / base |');
console.log('| --- | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: |');
for (const r of runs) {
  const row = (route: string, m: LoadResult, ratio = '') =>
    console.log(
      `| ${r.kind} | ${r.rooms} | ${r.stays} | ${route} | ${m.rps.toFixed(0)} | ${ms(m.p50)} | ${ms(m.p99)} | ${m.errors} | ${ratio} |`,
    );
  const ratio = (m: LoadResult) => `${((m.rps / r.bare.rps) * 100).toFixed(0)} %`;
  row('base (SQL directo)', r.bare);
  row('GET /api/habitacionesDashboard (gzip)', r.full, ratio(r.full));
  row('GET /api/habitacionesDashboard (sin comprimir)', r.plain, ratio(r.plain));
  const writes = (m: typeof r.bareWrites) => `${m.writes.actions} cambios, ${m.writes.errors} errores`;
  row(`base con escritor (${writes(r.bareWrites)})`, r.bareWrites);
  const ratioWrites = `${((r.fullWrites.rps / r.bareWrites.rps) * 100).toFixed(0)} %`;
  row(
    `GET /api/habitacionesDashboard (gzip) con escritor (${writes(r.fullWrites)})`,
    r.fullWrites,
    ratioWrites,
  );
}
const pgRun = runs.find((r) => r.kind === 'PostgreSQL');
if (pgRun) {
  const ok = pgRun.full.rps >= pgRun.bare.rps * 0.5 && pgRun.full.p99 <= 50;
  console.log(
    `\nObjetivo en PostgreSQL (≥ 50 % de la base, p99 ≤ 50 ms): ${ok ? 'cumplido' : 'NO cumplido'}`,
  );
  const { fullWrites: w, bareWrites: b } = pgRun;
  const okWrites = w.rps >= b.rps && w.p99 <= 100;
  console.log(
    `Objetivo con escritor en PostgreSQL (≥ 100 % de la base con escritor, p99 ≤ 100 ms): ${okWrites ? 'cumplido' : 'NO cumplido'}`,
  );
}
