/**
 * `npm run bench:compression -w server`: what compressing the API's answers costs
 * (plugins/compression.ts). Three answers of the bench hotel (bench/seed.ts: 2 000 clients) — a
 * page of 20 clients, a page of 100, the OpenAPI document — each asked without and with
 * `Accept-Encoding: gzip, deflate` (Chromium over plain HTTP): the bytes sent, the server's CPU
 * time per answer (one at a time, in process), then requests per second under 32 connections.
 * PostgreSQL when a server answers, PGlite otherwise.
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { seedCatalogs } from '../src/db/seed/catalogs';
import { seedSecurity } from '../src/db/seed/security';
import { benchApp, freshPostgres, load, SECONDS } from './harness';
import { BENCH_PASSWORD, seedBenchHotel } from './seed';
import { settleSeed } from './settle';

const CONNECTIONS = 32;
const database = (await freshPostgres('posada_bench_compresion', 16)) ?? openDatabase({ kind: 'pglite' });
console.log(`${database.kind}: sembrando el hotel de prueba…`);
await database.migrate();
await seedCatalogs(database.db);
await seedSecurity(database.db);
const { email } = await seedBenchHotel(database.db);
// The bench user sees the rack; the clients' list needs clientes.ver too.
await database.db.execute(sql`
  insert into rol_permisos (rol_id, permiso_id)
  select u.rol_id, p.id from usuarios u, permisos p where u.email = ${email} and p.code = 'clientes.ver'`);
await settleSeed(database);
const app = await benchApp(database);
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const login = await app.inject({
  method: 'POST',
  url: '/api/login',
  payload: { email, password: BENCH_PASSWORD },
});
const auth = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
const gzip = { 'accept-encoding': 'gzip, deflate' };

/**
 * The server's CPU time per answer (ms) without and with gzip: batches of 20 calls one after the
 * other, the two alternately, the least of 15 batches each (other work on the machine only adds).
 */
async function cpuPerAnswer(route: Route) {
  const least = { plain: Number.POSITIVE_INFINITY, gzip: Number.POSITIVE_INFINITY };
  for (let b = 0; b < 16; b++) {
    for (const kind of ['plain', 'gzip'] as const) {
      const headers = kind === 'gzip' ? { ...auth, ...gzip } : auth;
      const before = process.cpuUsage();
      for (let i = 0; i < 20; i++) await ask(route, headers);
      const used = process.cpuUsage(before);
      if (b > 0) least[kind] = Math.min(least[kind], (used.user + used.system) / 1000 / 20);
    }
  }
  return least;
}

interface Route {
  method: 'GET' | 'POST';
  url: string;
}
/** The clients' list is a POST (its filters in the body), as the client picker asks for it. */
const routes: Route[] = [
  { method: 'POST', url: '/api/clienteListar?per_page=20&estado=true' },
  { method: 'POST', url: '/api/clienteListar?per_page=100&estado=true' },
  { method: 'GET', url: '/api/docs/json' },
];
const ask = (route: Route, headers: Record<string, string>) =>
  app.inject({ ...route, headers, ...(route.method === 'POST' ? { payload: {} } : {}) });
const rows: string[] = [];
for (const route of routes) {
  const plain = await ask(route, auth);
  const zipped = await ask(route, { ...auth, ...gzip });
  if (plain.statusCode !== 200 || zipped.headers['content-encoding'] !== 'gzip') {
    throw new Error(`${route.url}: ${plain.statusCode} ${zipped.headers['content-encoding']}`);
  }
  const cpu = await cpuPerAnswer(route);
  const loads = [];
  for (const headers of [auth, { ...auth, ...gzip }]) {
    loads.push(
      await load({
        url: `${address}${route.url}`,
        headers,
        connections: CONNECTIONS,
        ...(route.method === 'POST' ? { bodies: ['{}'] } : {}),
      }),
    );
  }
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  rows.push(
    `| ${route.method} ${route.url} | ${kb(plain.rawPayload.length)} → ${kb(zipped.rawPayload.length)} | ${cpu.plain.toFixed(2)} → ${cpu.gzip.toFixed(2)} ms | ${loads.map((m) => m.rps.toFixed(0)).join(' → ')} | ${loads.map((m) => m.p99.toFixed(0)).join(' → ')} ms | ${loads.reduce((n, m) => n + m.errors, 0)} |`,
  );
  console.log(rows.at(-1));
}
await app.close();
await database.close();
console.log(
  `\nRespuestas de la API comprimidas (${database.kind}, ${CONNECTIONS} conexiones, ${SECONDS} s por ruta)\n`,
);
console.log('| ruta | bytes: sin comprimir → gzip | CPU por respuesta | req/s | p99 | errores |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
for (const row of rows) console.log(row);
