/**
 * `npm run bench:receivables -w server`: the aging of receivables (POST /api/cuentasPorCobrarListar)
 * on PostgreSQL over 20 000 open credit invoices of 2 000 clients, a quarter of them partly paid
 * (an abono applied, and the invoice's running total with it). One call at a time first (the screen's latency, p99), then 4 connections
 * beside a bare route that runs a plain SQL aggregate of the same invoices by client, in the same
 * run. Targets (issue 28): p99 ≤ 200 ms at 4 connections, and ≥ 50 % of the bare route's req/s.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { permisos, roles, rolPermisos, usuarioHoteles, usuarios } from '../src/db/schema';
import { seedCatalogs } from '../src/db/seed/catalogs';
import { seedSecurity } from '../src/db/seed/security';
import { hashPassword } from '../src/lib/passwords';
import { ADMIN_URL, benchApp, freshPostgres, type LoadResult, load, SECONDS } from './harness';
import { settleSeed } from './settle';

const CONNECTIONS = 4;
const PASSWORD = 'Bench-2026-cartera';
const CLIENTS = 2_000;
const INVOICES = 20_000;
const ms = (v: number) => `${v.toFixed(1)} ms`;
const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function seedReceivables(db: Db) {
  const [hotel] = rows<{ id: number }>(
    await db.execute(sql`insert into hoteles (nombre, nit, dv, razon_social)
      values ('Hotel Cartera', '900123458', '4', 'Cartera S.A.S.') returning id`),
  );
  const h = hotel?.id ?? 0;
  await db.execute(sql`
    insert into clientes (hotel_id, tipo_documento_id, numero_documento, dv, razon_social, credito_aprobado, plazo_dias)
    select ${h}, (select id from tipos_documento where abreviatura = 'NIT'), (800000000 + g)::text, '0',
      'Empresa ' || g || ' S.A.S.', true, 30
    from generate_series(1, ${CLIENTS}::int) g`);
  await db.execute(sql`
    insert into cuentas (hotel_id, tipo, cliente_id) select ${h}, 'empresa', id from clientes where hotel_id = ${h}`);
  const [resolution] = rows<{ id: number }>(
    await db.execute(sql`insert into resoluciones_facturacion (hotel_id, numero_resolucion, prefijo, desde, hasta,
        siguiente, fecha_desde, fecha_hasta, clave_tecnica)
      values (${h}, '18764000001', 'FE', 1, 999999, ${INVOICES + 1}, current_date - 365, current_date + 365, 'clave')
      returning id`),
  );
  // Invoices issued over the last 200 days, due 30 days later: every aging bucket has some.
  await db.execute(sql`
    insert into facturas (hotel_id, resolucion_id, resolucion_texto, prefijo, numero, fecha, zona_horaria, cuenta_id, cliente_id,
      comprador_tipo_documento, comprador_documento, comprador_nombre, forma, vencimiento,
      bruto, descuentos, base, total_impuestos, total)
    select ${h}, ${resolution?.id ?? 0}, 'Resolución 18764000001', 'FE', g, current_date - (g % 200), 'America/Bogota', c.id, c.cliente_id,
      'NIT', '800000000', 'Empresa', 'credito', current_date - (g % 200) + 30,
      100000, 0, 100000, 19000, 119000
    from generate_series(1, ${INVOICES}::int) g
    join cuentas c on c.hotel_id = ${h} and c.cliente_id = (select min(id) from clientes where hotel_id = ${h}) + g % ${CLIENTS}::int`);
  // A quarter partly paid: one abono of 50.000 each, with its register movement and account entry.
  await db.execute(sql`insert into cajas (hotel_id, nombre) values (${h}, 'Cartera')`);
  const [role] = await db.insert(roles).values({ nombre: 'Cartera benchmark' }).returning({ id: roles.id });
  const perms = await db.select({ id: permisos.id }).from(permisos).where(sql`code in ('facturas.cartera')`);
  if (!role || perms.length !== 1) throw new Error('role');
  await db.insert(rolPermisos).values(perms.map((p) => ({ rol_id: role.id, permiso_id: p.id })));
  const [user] = await db
    .insert(usuarios)
    .values({
      name: 'Bench cartera',
      email: 'cartera@posada.local',
      password_hash: await hashPassword(PASSWORD),
      rol_id: role.id,
    })
    .returning({ id: usuarios.id });
  if (!user) throw new Error('user');
  await db.insert(usuarioHoteles).values({ usuario_id: user.id, hotel_id: h });
  await db.execute(sql`
    insert into caja_turnos (hotel_id, caja_id, usuario_id, apertura_efectivo, apertura_tarjetas, apertura_transferencia)
    select ${h}, id, ${user.id}, 0, 0, 0 from cajas where hotel_id = ${h}`);
  const efectivo = sql`(select id from formas_pago where nombre = 'Efectivo')`;
  await db.execute(sql`
    with paid as (select f.id as factura_id, f.cliente_id, f.cuenta_id, f.numero from facturas f
        where f.hotel_id = ${h} and f.numero % 4 = 0),
      caja as (
        insert into caja_movimientos (hotel_id, turno_id, tipo, grupo, forma_pago_id, monto, concepto)
        select ${h}, (select id from caja_turnos where hotel_id = ${h}), 'pago', 'efectivo', ${efectivo}, 50000,
          'abono ' || numero from paid returning id, concepto),
      entry as (
        insert into cuenta_movimientos (hotel_id, cuenta_id, tipo, concepto, valor, total, forma_pago_id, caja_movimiento_id)
        select ${h}, p.cuenta_id, 'pago', c.concepto, 50000, 50000, ${efectivo}, c.id
        from caja c join paid p on c.concepto = 'abono ' || p.numero returning id, caja_movimiento_id, concepto),
      ab as (
        insert into abonos (hotel_id, cliente_id, prefijo, numero, fecha, forma_pago_id, monto, caja_movimiento_id, pago_movimiento_id)
        select ${h}, p.cliente_id, 'RC', p.numero, current_date, ${efectivo}, 50000, e.caja_movimiento_id, e.id
        from entry e join paid p on e.concepto = 'abono ' || p.numero returning id, numero)
    insert into abono_aplicaciones (abono_id, factura_id, monto)
    select ab.id, p.factura_id, 50000 from ab join paid p on p.numero = ab.numero`);
  await db.execute(sql`update facturas set total_abonos = 50000 where hotel_id = ${h} and numero % 4 = 0`);
  await db.execute(sql`analyze`);
  return { hotelId: h, email: 'cartera@posada.local' };
}

const database = await freshPostgres('posada_bench_cartera', CONNECTIONS + 2);
if (!database) {
  console.log(`PostgreSQL no responde en ${ADMIN_URL}: el benchmark de cartera necesita PostgreSQL`);
  process.exit(0);
}
console.log(
  `PostgreSQL: sembrando ${INVOICES.toLocaleString('es-CO')} facturas a crédito de ${CLIENTS.toLocaleString('es-CO')} clientes…`,
);
const started = performance.now();
await database.migrate();
await seedCatalogs(database.db);
await seedSecurity(database.db);
const seed = await seedReceivables(database.db);
await settleSeed(database);
const seeded = (performance.now() - started) / 1000;

const app = await benchApp(database);
// The bare aggregate: each client's balance of its credit invoices, notes included, payments not.
app.post('/bench/bare-cartera', { config: { auth: 'public' } }, async () => {
  const result = await database.db.execute(sql`
    select cliente_id, sum(total + total_debitos - total_notas)::text as saldo from facturas
    where hotel_id = ${seed.hotelId} and forma = 'credito' group by cliente_id order by 2 desc limit 20`);
  return { data: rows(result) };
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const login = await fetch(`${address}/api/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: seed.email, password: PASSWORD }),
});
const { token } = (await login.json()) as { token: string };
const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
const url = `${address}/api/cuentasPorCobrarListar`;

const times: number[] = [];
for (let i = 0; i < 150; i++) {
  const t0 = performance.now();
  const res = await fetch(url, { method: 'POST', headers: auth, body: i % 2 ? '{"vencidas":true}' : '{}' });
  if (res.status !== 200) throw new Error(`cuentasPorCobrarListar ${res.status}: ${await res.text()}`);
  await res.arrayBuffer();
  if (i >= 30) times.push(performance.now() - t0);
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)] ?? 0;

const bodies = ['{}', '{"vencidas":true}'];
const bare = await load({
  url: `${address}/bench/bare-cartera`,
  headers: auth,
  connections: CONNECTIONS,
  bodies,
});
const full = await load({ url, headers: auth, connections: CONNECTIONS, bodies });
await app.close();
await database.close();

console.log(`\nCartera en PostgreSQL: sembrada en ${seeded.toFixed(0)} s`);
console.log(
  `POST /api/cuentasPorCobrarListar, una a la vez (${times.length}): p50 ${ms(at(0.5))}, p99 ${ms(at(0.99))}`,
);
console.log(`\n| ruta (${CONNECTIONS} conexiones, ${SECONDS} s) | req/s | p50 | p99 | errores |`);
console.log('| --- | ---: | ---: | ---: | ---: |');
const row = (name: string, m: LoadResult) =>
  console.log(`| ${name} | ${m.rps.toFixed(0)} | ${ms(m.p50)} | ${ms(m.p99)} | ${m.errors} |`);
row('base: agregado SQL de las mismas facturas', bare);
row('POST /api/cuentasPorCobrarListar (antigüedad, totales)', full);
const ratio = full.rps / bare.rps;
const ok = full.p99 <= 200 && ratio >= 0.5 && full.errors === 0;
console.log(
  `\nObjetivo (p99 ≤ 200 ms a ${CONNECTIONS} conexiones y ≥ 50 % de la base): ${ok ? 'cumplido' : 'NO cumplido'} (p99 ${ms(full.p99)}, ${(ratio * 100).toFixed(0)} % de la base)`,
);
