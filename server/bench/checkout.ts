/**
 * `npm run bench:checkout`: check-out with its invoice (POST /api/desocuparHabitacionCliente) of
 * stays of 14 nights with 40 more charges each (54 invoice lines), paid by card, under 8
 * connections — eight receptionists with a register each, then one user for all eight (whose
 * register every payment waits on) — beside a bare route that inserts one row, in the same run,
 * on PostgreSQL (when a server answers) and on PGlite. Every request checks out another room.
 */
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../src/db/client';
import { openCheckoutBench } from './checkout-harness';
import { ADMIN_URL, freshPostgres, type LoadResult, load, SECONDS } from './harness';

const CONNECTIONS = Number(process.env.BENCH_CHECKOUT_CONNECTIONS ?? 8);
/** Enough stays for the run and its warm-up: every check-out needs its own room. */
const ROOMS = Number(process.env.BENCH_CHECKOUT_ROOMS ?? 6000);
const ms = (v: number) => `${v.toFixed(1)} ms`;

async function bench(kind: string, database: Database) {
  const { app, address, seed, seeded, tokens, headers, bodies } = await openCheckoutBench(
    kind,
    database,
    ROOMS,
  );
  const half = Math.floor(bodies.length / 2);

  const bare = await load({
    url: `${address}/bench/insert`,
    headers,
    connections: CONNECTIONS,
    bodies: ['{}'],
  });
  // Eight receptionists at once, each into their own register…
  const checkout = await load({
    url: `${address}/api/desocuparHabitacionCliente`,
    headers,
    connections: CONNECTIONS,
    bodies: bodies.slice(0, half),
    perConnection: { name: 'authorization', values: tokens },
  });
  // …and the same load from one user: every check-out waits on that user's register.
  const oneRegister = await load({
    url: `${address}/api/desocuparHabitacionCliente`,
    headers,
    connections: CONNECTIONS,
    bodies: bodies.slice(half),
  });
  const [counts] = (
    (await database.db.execute(
      sql`select count(*)::int as facturas, count(distinct numero)::int as numeros, max(numero) - min(numero) + 1 as rango,
        (select count(*)::int from factura_lineas) as lineas from facturas where hotel_id = ${seed.hotelId}`,
    )) as unknown as { rows: { facturas: number; numeros: number; rango: number; lineas: number }[] }
  ).rows;
  await app.close();
  await database.close();
  return { kind, seeded, bare, checkout, oneRegister, counts };
}

const runs = [];
const postgres = await freshPostgres('posada_bench_salidas', 16);
if (postgres) runs.push(await bench('PostgreSQL', postgres));
else console.log(`PostgreSQL no responde en ${ADMIN_URL}: solo PGlite`);
if (process.env.BENCH_SKIP_PGLITE !== '1') runs.push(await bench('PGlite', openDatabase({ kind: 'pglite' })));

console.log(`\nSalida con factura: ${CONNECTIONS} conexiones, ${SECONDS} s por ruta\n`);
console.log('| base | ruta | req/s | p50 | p99 | errores | facturas (números distintos, rango) |');
console.log('| --- | --- | ---: | ---: | ---: | ---: | --- |');
for (const r of runs) {
  const row = (route: string, m: LoadResult, extra = '') =>
    console.log(
      `| ${r.kind} | ${route} | ${m.rps.toFixed(0)} | ${ms(m.p50)} | ${ms(m.p99)} | ${m.errors} | ${extra} |`,
    );
  row('POST /bench/insert (una fila)', r.bare);
  row('POST /api/desocuparHabitacionCliente, 8 recepcionistas (una caja cada uno)', r.checkout);
  row(
    'POST /api/desocuparHabitacionCliente, un usuario (una caja)',
    r.oneRegister,
    `${r.counts?.facturas} (${r.counts?.numeros}, ${r.counts?.rango}); ${r.counts?.lineas} líneas`,
  );
}
const pgRun = runs.find((r) => r.kind === 'PostgreSQL');
if (pgRun) {
  console.log(
    `\nObjetivo en PostgreSQL: p99 de la salida ≤ 150 ms (8 recepcionistas): ${pgRun.checkout.p99 <= 150 ? 'cumplido' : 'NO cumplido'}`,
  );
}
