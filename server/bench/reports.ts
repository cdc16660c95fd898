/**
 * `npm run bench:reports` (issue 29): on the 500-room, two-year hotel of bench/seed.ts with its
 * nights, account charges and their taxes, at 4 connections on PostgreSQL: the occupancy report
 * for one year (by day and type), the consolidated report for one month and the dashboard, each
 * against a bare SQL aggregate over the same rows (nights by day and type for a year) in the
 * same run. Prints a table and whether the targets hold.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { seedCatalogs } from '../src/db/seed/catalogs';
import { seedSecurity } from '../src/db/seed/security';
import { ADMIN_URL, benchApp, freshPostgres, type LoadResult, load, SECONDS } from './harness';
import { BENCH_PASSWORD, seedBenchHotel } from './seed';

const CONNECTIONS = 4;

/** Every stay's nights priced, posted to its account with their IVA, and one more charge a stay. */
async function seedRevenue(db: Db, h: number) {
  await db.execute(sql`
    insert into cuentas (hotel_id, tipo, estancia_id, cliente_id)
    select hotel_id, 'estancia', id, cliente_id from estancias where hotel_id = ${h}`);
  await db.execute(sql`
    insert into estancia_noches (estancia_id, fecha, hotel_id, valor, impuesto, total)
    select e.id, d::date, ${h}, 100000, 19000, 119000
    from estancias e, generate_series(e.llegada, e.salida - 1, interval '1 day') d where e.hotel_id = ${h}`);
  await db.execute(sql`
    insert into cuenta_movimientos (hotel_id, cuenta_id, tipo, concepto, fecha, noche_estancia_id, alojamiento, valor, impuesto, total, created_at)
    select ${h}, c.id, 'cargo', 'Noche', n.fecha, n.estancia_id, true, 100000, 19000, 119000, n.fecha + time '07:00' + interval '1 day'
    from estancia_noches n join cuentas c on c.estancia_id = n.estancia_id
    where n.hotel_id = ${h} and n.fecha < current_date`);
  await db.execute(sql`
    insert into cuenta_movimientos (hotel_id, cuenta_id, tipo, concepto, valor, impuesto, total, created_at)
    select ${h}, c.id, 'cargo', 'Restaurante', 20000, 1600, 21600, e.llegada + time '20:00'
    from estancias e join cuentas c on c.estancia_id = e.id where e.hotel_id = ${h}`);
  await db.execute(sql`
    insert into cuenta_movimiento_impuestos (movimiento_id, impuesto_id, tipo, nombre, porcentaje, base, valor)
    select m.id, i.id, i.tipo, i.nombre, i.porcentaje, m.valor, m.impuesto
    from cuenta_movimientos m
    join impuestos i on i.nombre = case when m.alojamiento then 'IVA 19 %' else 'INC 8 %' end
    where m.hotel_id = ${h}`);
  await db.execute(sql`
    insert into rol_permisos (rol_id, permiso_id)
    select u.rol_id, p.id from usuarios u, permisos p
    where u.email = 'bench@posada.local' and p.code in ('reportes.ocupacion', 'reportes.consolidado', 'reportes.tablero')`);
  // The summaries were updated once per seeded stay: vacuumed as autovacuum would on a live server.
  await db.execute(sql`vacuum analyze`);
}

const database = await freshPostgres('posada_bench_reports', 8);
if (!database) {
  console.log(`PostgreSQL no responde en ${ADMIN_URL}`);
  process.exit(1);
}
console.log('Sembrando el hotel de 500 habitaciones con dos años de noches y cargos…');
await database.migrate();
await seedCatalogs(database.db);
await seedSecurity(database.db);
const { hotelId, email } = await seedBenchHotel(database.db);
await seedRevenue(database.db, hotelId);
const count = async (table: string) =>
  (
    (await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
      rows: { n: number }[];
    }
  ).rows[0]?.n ?? 0;
const sizes = { noches: await count('estancia_noches'), movimientos: await count('cuenta_movimientos') };

const app = await benchApp(database);
const today = new Date().toISOString().slice(0, 10);
const yearAgo = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
app.post('/bench/bare', { config: { auth: 'public' } }, async () => {
  const result = await database.db.execute(sql`
    select n.fecha, hb.tipo_habitacion_id, count(*)::int as vendidas, sum(n.valor)::text as ingreso
    from estancia_noches n join estancias e on e.id = n.estancia_id join habitaciones hb on hb.id = e.habitacion_id
    where n.hotel_id = ${hotelId} and n.fecha between ${yearAgo}::date and ${today}::date
    group by 1, 2 order by 1, 2`);
  return { data: (result as unknown as { rows: unknown[] }).rows };
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const login = await fetch(`${address}/api/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email, password: BENCH_PASSWORD }),
});
const { token } = (await login.json()) as { token: string };
const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

const bare = await load({ url: `${address}/bench/bare`, headers, connections: CONNECTIONS, bodies: ['{}'] });
const occupancy = await load({
  url: `${address}/api/reportes/ocupacion`,
  headers,
  connections: CONNECTIONS,
  bodies: [JSON.stringify({ desde: yearAgo, hasta: today })],
});
const consolidated = await load({
  url: `${address}/api/reportes/consolidado`,
  headers,
  connections: CONNECTIONS,
  bodies: [JSON.stringify({ desde: monthAgo, hasta: today })],
});
const dashboard = await load({ url: `${address}/api/dashboard`, headers, connections: CONNECTIONS });
await app.close();
await database.close();

const ms = (v: number) => `${v.toFixed(1)} ms`;
console.log(
  `\nInformes: ${CONNECTIONS} conexiones, ${SECONDS} s por ruta; ${sizes.noches} noches, ${sizes.movimientos} movimientos\n`,
);
console.log('| ruta | req/s | p50 | p99 | errores | / base |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
const row = (route: string, m: LoadResult) =>
  console.log(
    `| ${route} | ${m.rps.toFixed(1)} | ${ms(m.p50)} | ${ms(m.p99)} | ${m.errors} | ${((m.rps / bare.rps) * 100).toFixed(0)} % |`,
  );
row('base: SQL directo (noches por día y tipo, un año)', bare);
row('POST /api/reportes/ocupacion (un año)', occupancy);
row('POST /api/reportes/consolidado (un mes)', consolidated);
row('GET /api/dashboard', dashboard);
const ok = (m: LoadResult, p99: number) => m.errors === 0 && m.p99 <= p99;
console.log(
  `\nObjetivos: ocupación p99 ≤ 500 ms ${ok(occupancy, 500) ? 'cumplido' : 'NO cumplido'}; ` +
    `consolidado p99 ≤ 500 ms ${ok(consolidated, 500) ? 'cumplido' : 'NO cumplido'}; ` +
    `tablero p99 ≤ 150 ms ${ok(dashboard, 150) ? 'cumplido' : 'NO cumplido'}; ` +
    `ocupación ≥ 50 % de la base ${occupancy.rps >= bare.rps * 0.5 ? 'cumplido' : 'NO cumplido'}`,
);
