/**
 * `npm run bench`: the rack (GET /api/habitacionesDashboard) against a bare Fastify route that
 * returns the same rooms from one raw SQL query, under 32 concurrent connections, on PostgreSQL
 * (when a server answers) and on PGlite, in one run. Prints a table.
 */
import { fork } from 'node:child_process';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app';
import { type Database, openDatabase } from '../src/db/client';
import { seedCatalogs } from '../src/db/seed/catalogs';
import { seedSecurity } from '../src/db/seed/security';
import { BENCH_PASSWORD, seedBenchHotel } from './seed';

const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

interface Result {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

function load(url: string, headers: Record<string, string>): Promise<Result> {
  return new Promise((resolve, reject) => {
    const child = fork(new URL('./load.mjs', import.meta.url));
    child.once('message', (result) => resolve(result as Result));
    child.once('error', reject);
    child.send({ url, headers, connections: CONNECTIONS, seconds: SECONDS, warmupSeconds: 2 });
  });
}

async function postgresDatabase(): Promise<Database | null> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  await admin.query('drop database if exists posada_bench with (force)');
  await admin.query('create database posada_bench');
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = '/posada_bench';
  return openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 16 });
}

async function bench(kind: string, database: Database) {
  console.log(`${kind}: sembrando el hotel de 500 habitaciones…`);
  const started = performance.now();
  await database.migrate();
  await seedCatalogs(database.db);
  await seedSecurity(database.db);
  const { hotelId, email } = await seedBenchHotel(database.db);
  const seeded = Math.round((performance.now() - started) / 1000);
  const app = await buildApp({
    config: {
      sessionIdleMs: 3_600_000,
      sessionMaxMs: 7 * 86_400_000,
      webDist: '/nonexistent',
      trustProxy: false,
    },
    database,
  });
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
  const rooms = ((await rack.json()) as { data: unknown[] }).data.length;
  const [{ n: stays } = { n: 0 }] = (
    (await database.db.execute(sql`select count(*)::int as n from estancias`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows;

  // What a browser sends with every call; the bare route ignores it, the rack may compress.
  const browser = { 'accept-encoding': 'gzip, deflate, br' };
  const auth = { authorization: `Bearer ${token}` };
  const bare = await load(`${address}/bench/bare`, browser);
  const full = await load(`${address}/api/habitacionesDashboard`, { ...auth, ...browser });
  const plain = await load(`${address}/api/habitacionesDashboard`, auth);
  await app.close();
  await database.close();
  return { kind, rooms, stays, seeded, bare, full, plain };
}

const runs = [];
const postgres = await postgresDatabase();
if (postgres) runs.push(await bench('PostgreSQL', postgres));
else console.log(`PostgreSQL no responde en ${ADMIN_URL}: solo PGlite`);
runs.push(await bench('PGlite', openDatabase({ kind: 'pglite' })));

const ms = (v: number) => `${v.toFixed(1)} ms`;
console.log(`\nRack de habitaciones: ${CONNECTIONS} conexiones, ${SECONDS} s por ruta\n`);
console.log('| base | habitaciones | estancias | ruta | req/s | p50 | p99 | errores | rack / base |');
console.log('| --- | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: |');
for (const r of runs) {
  const row = (route: string, m: Result, ratio = '') =>
    console.log(
      `| ${r.kind} | ${r.rooms} | ${r.stays} | ${route} | ${m.rps.toFixed(0)} | ${ms(m.p50)} | ${ms(m.p99)} | ${m.errors} | ${ratio} |`,
    );
  const ratio = (m: Result) => `${((m.rps / r.bare.rps) * 100).toFixed(0)} %`;
  row('base (SQL directo)', r.bare);
  row('GET /api/habitacionesDashboard (gzip)', r.full, ratio(r.full));
  row('GET /api/habitacionesDashboard (sin comprimir)', r.plain, ratio(r.plain));
}
const pgRun = runs.find((r) => r.kind === 'PostgreSQL');
if (pgRun) {
  const ok = pgRun.full.rps >= pgRun.bare.rps * 0.5 && pgRun.full.p99 <= 50;
  console.log(
    `\nObjetivo en PostgreSQL (≥ 50 % de la base, p99 ≤ 50 ms): ${ok ? 'cumplido' : 'NO cumplido'}`,
  );
}
