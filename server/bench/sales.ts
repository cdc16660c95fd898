/**
 * `npm run bench:sales -w server`: a point-of-sale sale (POST /api/ventaCrear) of 10 lines — one
 * of them a recipe of two ingredients — paid by card and in cash with change, numbered as a
 * tiquete POS, from eight cashiers at once (8 connections, each its own register and a new
 * Idempotency-Key per request), on PostgreSQL, beside a bare route that writes the same rows with
 * plain SQL in one transaction in the same run (issue 31: the sale ≥ 50 % of the bare route).
 *
 * The bare route copies the rows one real sale wrote (found by id), with the same locks in the same
 * order: the number (numeraciones_internas), the stock rows, the cashier's open shift; then the
 * kardex rows (their trigger moves the stock), the register movements, their audit rows, the sale,
 * its lines and payments. Before the load, one bare call is checked to write the same number of
 * rows in the same tables as one sale. The load runs in BENCH_SALES_ROUNDS rounds (3) of
 * BENCH_SECONDS (10) per route, alternating which route goes first; the ratio is the rounds'
 * summed req/s (one long run of each, bare first, put the run's drift on the sale's side or the
 * bare's and moved the ratio 43–74 % on an idle machine).
 */
import { randomUUID } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { seedCatalogs } from '../src/db/seed/catalogs';
import { seedSecurity } from '../src/db/seed/security';
import { localDate } from '../src/lib/clock';
import { ADMIN_URL, benchApp, freshPostgres, type LoadResult, load, openRegisters, SECONDS } from './harness';
import { SALE_TOTAL, SALES_BENCH_PASSWORD, seedSalesBench } from './sales-seed';
import { settleSeed } from './settle';

const CONNECTIONS = Number(process.env.BENCH_SALES_CONNECTIONS ?? 8);
/** Rounds of both routes, SECONDS each, alternating which goes first. */
const ROUNDS = Number(process.env.BENCH_SALES_ROUNDS ?? 3);
const ms = (v: number) => `${v.toFixed(1)} ms`;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
/** The tables one sale writes rows into (checked against every table below). */
const WRITTEN = ['kardex', 'caja_movimientos', 'auditoria', 'ventas', 'venta_lineas', 'venta_pagos'] as const;

/** Every table's row count: what a sale (or the bare route) inserted, by difference. */
async function rowCounts(database: Database): Promise<Map<string, number>> {
  const tables = rowsOf<{ t: string }>(
    await database.db.execute(
      sql`select table_name as t from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    ),
  ).map((r) => r.t);
  const counts = new Map<string, number>();
  for (const t of tables) {
    const [row] = rowsOf<{ n: number }>(
      await database.db.execute(sql.raw(`select count(*)::int as n from "${t}"`)),
    );
    counts.set(t, row?.n ?? 0);
  }
  return counts;
}
const diff = (before: Map<string, number>, after: Map<string, number>) =>
  [...after]
    .map(([t, n]) => [t, n - (before.get(t) ?? 0)] as const)
    .filter(([, n]) => n !== 0)
    .sort(([a], [b]) => a.localeCompare(b));

async function columnsOf(database: Database, table: string): Promise<string[]> {
  return rowsOf<{ c: string }>(
    await database.db.execute(sql`
      select column_name as c from information_schema.columns
      where table_schema = 'public' and table_name = ${table} and column_name <> 'id' and is_generated = 'NEVER'
      order by ordinal_position`),
  ).map((r) => r.c);
}

/** The statements sent while `counting` (BEGIN, COMMIT and ROLLBACK left out, as the budget test does). */
let counting: string[] | null = null;
const logger = {
  logQuery(query: string) {
    if (counting && !/^\s*(begin|commit|rollback)\b/i.test(query)) counting.push(query);
  },
};
async function counted<T>(
  work: () => Promise<T>,
): Promise<{ result: T; statements: number; locks: string[] }> {
  const statements: string[] = [];
  counting = statements;
  try {
    const result = await work();
    const locks = statements.flatMap((q) => {
      const updated = /^\s*update\s+"?(\w+)"?/i.exec(q)?.[1];
      const locked = /\bfrom\s+"?(\w+)"?[\s\S]*\bfor\s+update\b/i.exec(q)?.[1];
      return updated ? [`${updated} (update)`] : locked ? [locked] : [];
    });
    return { result, statements: statements.length, locks };
  } finally {
    counting = null;
  }
}

async function bench(database: Database) {
  console.log('PostgreSQL: sembrando la tienda, su bodega y ocho cajeros…');
  const hoy = localDate(new Date(), 'America/Bogota');
  await database.migrate();
  await seedCatalogs(database.db);
  await seedSecurity(database.db);
  const seed = await seedSalesBench(database.db, hoy);
  await settleSeed(database);
  const h = seed.hotelId;

  const app = await benchApp(database);
  // Filled once the template sale is known (below); the route is registered before listening.
  let bare: ((turno: number) => Promise<void>) | null = null;
  app.post('/bench/venta', { config: { auth: 'public' } }, async (req) => {
    if (!bare) throw new Error('sin plantilla');
    await bare(Number(req.headers['x-bench-turno']));
    return { ok: true };
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });

  const tokens = await openRegisters(address, seed.users, SALES_BENCH_PASSWORD);
  const shifts = rowsOf<{ id: number }>(
    await database.db.execute(
      sql`select t.id from caja_turnos t join unnest(${sql.param(seed.users.map((u) => u.id))}::int[]) with ordinality u(id, n)
          on t.usuario_id = u.id order by u.n`,
    ),
  ).map((r) => String(r.id));
  const headers = { authorization: tokens[0] ?? '', 'content-type': 'application/json' };
  const sell = async () => {
    const res = await fetch(`${address}/api/ventaCrear`, {
      method: 'POST',
      headers: { ...headers, 'idempotency-key': randomUUID() },
      body: seed.body,
    });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`ventaCrear ${res.status}: ${text.slice(0, 300)}`);
    return JSON.parse(text).data as { id: number; numero: string; total: string; cambio: string };
  };

  // A first sale makes what only the first makes (the tiquete's numbering row); the second is the template.
  await sell();
  const maxIds = new Map<string, number>();
  for (const t of WRITTEN) {
    const [row] = rowsOf<{ n: number }>(
      await database.db.execute(sql.raw(`select coalesce(max(id), 0)::int as n from "${t}"`)),
    );
    maxIds.set(t, row?.n ?? 0);
  }
  const before = await rowCounts(database);
  const traced = await counted(sell);
  const template = traced.result;
  const saleRows = diff(before, await rowCounts(database));
  const tpl = async (t: string) =>
    rowsOf<{ id: number }>(
      await database.db.execute(sql.raw(`select id from "${t}" where id > ${maxIds.get(t)} order by id`)),
    ).map((r) => r.id);
  const ids = Object.fromEntries(await Promise.all(WRITTEN.map(async (t) => [t, await tpl(t)] as const)));
  const cols = Object.fromEntries(
    await Promise.all(WRITTEN.map(async (t) => [t, await columnsOf(database, t)] as const)),
  );
  /** `insert into t (cols) select … from t where id in (template ids)`, some columns replaced. */
  const copy = (t: (typeof WRITTEN)[number], set: Record<string, SQL>, where: SQL = sql`true`) => {
    const names = cols[t] as string[];
    const values = names.map((c) =>
      c in set
        ? (set[c] as SQL)
        : c === 'created_at' || c === 'updated_at'
          ? sql`now()`
          : sql.raw(`t."${c}"`),
    );
    return sql`insert into ${sql.raw(`"${t}"`)} (${sql.raw(names.map((c) => `"${c}"`).join(', '))})
      select ${sql.join(values, sql`, `)} from ${sql.raw(`"${t}"`)} t
      where t.id = any(${sql.param(ids[t])}::int[]) and ${where} order by t.id returning id`;
  };
  const stockProducts = rowsOf<{ p: number }>(
    await database.db.execute(
      sql`select distinct producto_id as p from kardex where id = any(${sql.param(ids.kardex)}::int[]) order by 1`,
    ),
  ).map((r) => r.p);

  bare = (turno) =>
    database.db.transaction(async (tx) => {
      const [number] = rowsOf<{ n: number }>(
        await tx.execute(sql`update numeraciones_internas set siguiente = siguiente + 1, updated_at = now()
          where hotel_id = ${h} and tipo = 'tiquete_pos' returning siguiente - 1 as n`),
      );
      await tx.execute(sql`select 1 from existencias where hotel_id = ${h} and bodega_id = ${seed.bodegaId}
        and producto_id = any(${sql.param(stockProducts)}::int[]) order by producto_id for update`);
      await tx.execute(sql`select 1 from caja_turnos where id = ${turno} for update`);
      await tx.execute(sql`insert into kardex (${sql.raw((cols.kardex as string[]).map((c) => `"${c}"`).join(', '))})
        select ${sql.join(
          (cols.kardex as string[]).map((c) =>
            c === 'saldo'
              ? sql`e.cantidad + t.entrada - t.salida`
              : c === 'saldo_valor'
                ? sql`e.valor - t.valor`
                : c === 'created_at' || c === 'updated_at'
                  ? sql`now()`
                  : sql.raw(`t."${c}"`),
          ),
          sql`, `,
        )}
        from kardex t join existencias e on e.hotel_id = t.hotel_id and e.bodega_id = t.bodega_id and e.producto_id = t.producto_id
        where t.id = any(${sql.param(ids.kardex)}::int[]) order by t.id`);
      const movements = rowsOf<{ id: number }>(
        await tx.execute(copy('caja_movimientos', { turno_id: sql`${turno}` })),
      ).map((r) => r.id);
      const [venta] = rowsOf<{ id: number }>(
        await tx.execute(
          copy('ventas', { numero: sql`${number?.n ?? 0}`, clave_idempotencia: sql`${randomUUID()}` }),
        ),
      );
      const movedFrom = sql`(select n.id from unnest(${sql.param(ids.caja_movimientos)}::int[], ${sql.param(movements)}::int[]) n(old, id) where n.old = t.caja_movimiento_id)`;
      await tx.execute(copy('venta_lineas', { venta_id: sql`${venta?.id}` }));
      await tx.execute(copy('venta_pagos', { venta_id: sql`${venta?.id}`, caja_movimiento_id: movedFrom }));
      await tx.execute(
        copy('auditoria', {
          entidad_id: sql`case when t.entidad = 'caja_movimientos'
            then (select n.id::text from unnest(${sql.param(ids.caja_movimientos)}::int[], ${sql.param(movements)}::int[]) n(old, id) where n.old::text = t.entidad_id)
            else ${String(venta?.id)} end`,
        }),
      );
    });

  // One bare call first: the same tables and row counts as the sale.
  const beforeBare = await rowCounts(database);
  const bareTraced = await counted(() => (bare as (turno: number) => Promise<void>)(Number(shifts[0])));
  const bareRows = diff(beforeBare, await rowCounts(database));
  const same = JSON.stringify(bareRows) === JSON.stringify(saleRows);
  console.log(`filas de una venta:      ${saleRows.map(([t, n]) => `${t} ${n}`).join(', ')}`);
  console.log(`filas de la ruta básica: ${bareRows.map(([t, n]) => `${t} ${n}`).join(', ')}`);
  if (!same) throw new Error('La ruta básica no escribe las mismas filas que la venta');
  console.log(`venta plantilla ${template.numero}: total ${template.total}, cambio ${template.cambio}`);
  console.log(
    `sentencias: ventaCrear ${traced.statements} (bloqueos: ${traced.locks.join(', ')}); ruta básica ${bareTraced.statements} (bloqueos: ${bareTraced.locks.join(', ')})`,
  );

  const bareRound = () =>
    load({
      url: `${address}/bench/venta`,
      headers,
      connections: CONNECTIONS,
      bodies: ['{}'],
      perConnection: { name: 'x-bench-turno', values: shifts },
    });
  const saleRound = async () => {
    const before = await countSales(database, h);
    const result = await load({
      url: `${address}/api/ventaCrear`,
      headers,
      connections: CONNECTIONS,
      bodies: [seed.body],
      perConnection: { name: 'authorization', values: tokens },
      uniqueHeader: 'idempotency-key',
    });
    return { result, sold: (await countSales(database, h)).ventas - before.ventas };
  };
  // Short rounds, the order alternating (bare first in odd rounds): a run's drift — the tables
  // growing under it, a checkpoint — falls on both routes alike instead of on the second one.
  const rounds: { bare: LoadResult; sale: LoadResult }[] = [];
  let sold = 0;
  for (let n = 1; n <= ROUNDS; n++) {
    let bareLoad: LoadResult;
    let saleLoad: { result: LoadResult; sold: number };
    if (n % 2 === 1) {
      bareLoad = await bareRound();
      saleLoad = await saleRound();
    } else {
      saleLoad = await saleRound();
      bareLoad = await bareRound();
    }
    sold += saleLoad.sold;
    rounds.push({ bare: bareLoad, sale: saleLoad.result });
  }
  const salesAfter = await countSales(database, h);
  await app.close();
  await database.close();
  return { rounds, sold, salesAfter };
}

/** The sales, their distinct numbers and range, a product's stock and the registers' total. */
async function countSales(database: Database, hotelId: number) {
  const [row] = rowsOf<{ ventas: number; numeros: number; rango: number; stock: string; cajas: string }>(
    await database.db.execute(sql`
      select count(*)::int as ventas, count(distinct numero)::int as numeros, (max(numero) - min(numero) + 1)::int as rango,
        (select cantidad::text from existencias e join productos p on p.id = e.producto_id
          where p.hotel_id = ${hotelId} and p.codigo = 'V01') as stock,
        (select coalesce(sum(monto), 0)::text from caja_movimientos where hotel_id = ${hotelId}) as cajas
      from ventas where hotel_id = ${hotelId}`),
  );
  if (!row) throw new Error('conteo');
  return row;
}

const postgres = await freshPostgres('posada_bench_ventas', 16, logger);
if (!postgres) {
  console.log(`PostgreSQL no responde en ${ADMIN_URL}: este benchmark es de PostgreSQL`);
  process.exit(1);
}
const r = await bench(postgres);
const sum = (f: (x: { bare: LoadResult; sale: LoadResult }) => number) =>
  r.rounds.reduce((n, x) => n + f(x), 0);
const ratio = sum((x) => x.sale.rps) / sum((x) => x.bare.rps);
console.log(
  `\nVenta POS: ${CONNECTIONS} conexiones, ${ROUNDS} rondas de ${SECONDS} s por ruta (alternando cuál va primero), PostgreSQL\n`,
);
console.log('| ronda | ruta | req/s | p50 | p99 | errores |');
console.log('| ---: | --- | ---: | ---: | ---: | ---: |');
const row = (n: number, route: string, m: LoadResult) =>
  console.log(`| ${n} | ${route} | ${m.rps.toFixed(0)} | ${ms(m.p50)} | ${ms(m.p99)} | ${m.errors} |`);
r.rounds.forEach((x, i) => {
  row(i + 1, 'POST /bench/venta (las mismas filas en SQL, una transacción)', x.bare);
  row(i + 1, 'POST /api/ventaCrear (10 líneas, receta, 2 pagos, tiquete POS)', x.sale);
});
console.log(
  `\nrazón por ronda: ${r.rounds.map((x) => `${((x.sale.rps / x.bare.rps) * 100).toFixed(0)} %`).join(', ')}`,
);
// Every sale (the route's and the bare copies) takes one V01 and puts 100.000 into a register.
const all = r.salesAfter;
const exact = (ok: boolean) => (ok ? 'exacto' : 'NO cuadra');
console.log(
  `ventas de ventaCrear en la carga: ${r.sold}; en total ${all.ventas} ventas con ${all.numeros} números distintos en un rango de ${all.rango}` +
    ` (${exact(all.numeros === all.ventas && all.rango === all.ventas)}); existencia de V01 ${all.stock}` +
    ` (${exact(Number(all.stock) === 1_000_000 - all.ventas)}); cajas ${all.cajas} (${exact(Number(all.cajas) === Number(SALE_TOTAL) * all.ventas)})`,
);
console.log(
  `Objetivo: la venta ≥ 50 % de la ruta básica (req/s sumados de las rondas): ${(ratio * 100).toFixed(0)} % — ${ratio >= 0.5 ? 'cumplido' : 'NO cumplido'}`,
);
