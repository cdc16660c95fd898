/**
 * `npm run bench` (second part): the inventory on PostgreSQL with 1 000 000 kardex movements over
 * 2 000 products and 5 warehouses. Loads, with 8 connections, the kardex of one product over a
 * year (POST /api/kardex/reporte) and the stock of a whole warehouse (POST /api/inventory/reportBy),
 * each beside a bare Fastify route that runs the same main query straight on the pool; then times
 * entries of 50 lines one after the other. Prints a table.
 */
import { sql } from 'drizzle-orm';
import { seedCatalogs } from '../src/db/seed/catalogs';
import { seedSecurity } from '../src/db/seed/security';
import { localDate } from '../src/lib/clock';
import { ADMIN_URL, benchApp, freshPostgres, type LoadResult, load, SECONDS } from './harness';
import { INVENTORY_BENCH_PASSWORD, seedInventoryBench } from './inventory-seed';
import { settleSeed } from './settle';

const CONNECTIONS = 8;
const ENTRIES = 40;
const ms = (v: number) => `${v.toFixed(1)} ms`;

const database = await freshPostgres('posada_bench_inventario', CONNECTIONS);
if (!database) {
  console.log(`PostgreSQL no responde en ${ADMIN_URL}: el benchmark de inventario necesita PostgreSQL`);
  process.exit(0);
}
console.log('PostgreSQL: sembrando 1 000 000 movimientos de kardex…');
let started = performance.now();
await database.migrate();
await seedCatalogs(database.db);
await seedSecurity(database.db);
const seed = await seedInventoryBench(database.db);
await settleSeed(database);
const seeded = (performance.now() - started) / 1000;
const { db } = database;

const app = await benchApp(database);
// The reports' main queries, straight on the pool: no session, validation, service or serializer.
app.post<{ Body: { product_id: number; warehouse_id: number; desde: string; hasta: string } }>(
  '/bench/bare-kardex',
  { config: { auth: 'public' } },
  async (req) => {
    const { product_id, warehouse_id, desde, hasta } = req.body;
    const result = await db.execute(sql`
      select id, fecha, tipo, documento, entrada, salida, saldo, costo_unitario, costo_promedio, valor, saldo_valor
      from kardex where bodega_id = ${warehouse_id} and producto_id = ${product_id} and fecha between ${desde} and ${hasta}
      order by fecha, id limit 50`);
    return { data: result.rows };
  },
);
app.post<{ Body: { warehouse_id: number } }>(
  '/bench/bare-stock',
  { config: { auth: 'public' } },
  async (req) => {
    const result = await db.execute(sql`
    select e.bodega_id, b.nombre as bodega, e.producto_id, p.codigo, p.nombre, e.cantidad, e.costo_promedio, e.valor
    from existencias e join productos p on p.id = e.producto_id join bodegas b on b.id = e.bodega_id
    where e.hotel_id = ${seed.hotelId} and e.bodega_id = ${req.body.warehouse_id}
    order by b.nombre, p.nombre, e.producto_id limit 50`);
    return { data: result.rows };
  },
);
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const login = await fetch(`${address}/api/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: seed.email, password: INVENTORY_BENCH_PASSWORD }),
});
const { token } = (await login.json()) as { token: string };
const auth = { authorization: `Bearer ${token}` };
// The hotel's business date (its zone is the default America/Bogota), not UTC's: after 19:00 in
// Bogotá UTC is already tomorrow and an entry dated then would be refused as future.
const today = localDate(new Date(), 'America/Bogota');
const yearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);

// 200 products × the 5 warehouses, asked in turn; every warehouse whole (its 2 000 rows, totals).
const pick = (list: number[], i: number) => list[(i * 7919) % list.length] ?? 0;
const kardexBodies = Array.from({ length: 200 }, (_, i) =>
  JSON.stringify({
    product_id: pick(seed.products, i),
    warehouse_id: pick(seed.warehouses, i),
    desde: yearAgo,
    hasta: today,
    per_page: 50,
  }),
);
const stockBodies = seed.warehouses.map((w) => JSON.stringify({ warehouse_id: w, per_page: 50 }));
const sample = (await (
  await fetch(`${address}/api/kardex/reporte`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: kardexBodies[0],
  })
).json()) as { total: number };
const stockSample = (await (
  await fetch(`${address}/api/inventory/reportBy`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: stockBodies[0],
  })
).json()) as { total: number };

const bareKardex = await load({
  url: `${address}/bench/bare-kardex`,
  headers: {},
  connections: CONNECTIONS,
  bodies: kardexBodies,
});
const kardex = await load({
  url: `${address}/api/kardex/reporte`,
  headers: auth,
  connections: CONNECTIONS,
  bodies: kardexBodies,
});
const bareStock = await load({
  url: `${address}/bench/bare-stock`,
  headers: {},
  connections: CONNECTIONS,
  bodies: stockBodies,
});
const stock = await load({
  url: `${address}/api/inventory/reportBy`,
  headers: auth,
  connections: CONNECTIONS,
  bodies: stockBodies,
});

// Entries of 50 lines, one after the other, each on 50 other products.
const times: number[] = [];
for (let e = 0; e < ENTRIES; e++) {
  const lineas = Array.from({ length: 50 }, (_, i) => ({
    product_id: pick(seed.products, e * 50 + i),
    cantidad: '12',
    costo_unitario: String(1000 + ((e * 50 + i) % 700)),
  }));
  const body = JSON.stringify({
    proveedor_id: seed.supplierId,
    warehouse_id: pick(seed.warehouses, e),
    fecha: today,
    lineas,
  });
  started = performance.now();
  const res = await fetch(`${address}/api/ingresoInventarioCrear`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body,
  });
  if (res.status !== 200) throw new Error(`ingreso ${res.status}: ${await res.text()}`);
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)] ?? 0;
await app.close();
await database.close();

console.log(
  `\nInventario en PostgreSQL: ${seed.movements.toLocaleString('es-CO')} movimientos, ${seed.products.length.toLocaleString('es-CO')} productos y ${seed.warehouses.length} bodegas sembrados en ${seeded.toFixed(0)} s`,
);
console.log(
  `Kardex de un producto en un año: ${sample.total} movimientos (página de 50); bodega entera: ${stockSample.total} filas (página de 50 y totales)\n`,
);
console.log(`| ruta (${CONNECTIONS} conexiones, ${SECONDS} s) | req/s | p50 | p99 | errores |`);
console.log('| --- | ---: | ---: | ---: | ---: |');
const row = (name: string, m: LoadResult) =>
  console.log(`| ${name} | ${m.rps.toFixed(0)} | ${ms(m.p50)} | ${ms(m.p99)} | ${m.errors} |`);
row('base: SQL directo del kardex', bareKardex);
row('POST /api/kardex/reporte', kardex);
row('base: SQL directo de existencias', bareStock);
row('POST /api/inventory/reportBy (bodega entera)', stock);
console.log(
  `\nIngreso de 50 líneas (${ENTRIES} seguidos): p50 ${ms(at(0.5))}, p99 ${ms(at(0.99))}, máximo ${ms(times.at(-1) ?? 0)}`,
);
const ok = kardex.p99 <= 100 && stock.p99 <= 100 && at(0.99) <= 200 && kardex.errors + stock.errors === 0;
console.log(
  `Objetivo (informes p99 ≤ 100 ms, ingreso de 50 líneas ≤ 200 ms): ${ok ? 'cumplido' : 'NO cumplido'}`,
);
