/**
 * `npm run bench:accounts` (and the last part of `npm run bench`): the account screen
 * (GET /api/cuentaMostrar/{id}) on PostgreSQL, for accounts of 200 entries each in a database of
 * 20 000 stays and about a million entries. First one call at a time (the screen's own latency),
 * then 8 connections beside a bare Fastify route that runs the entries' query straight on the pool.
 * Prints a table; the target is ≤ 20 ms for the screen's queries of a 200-entry account.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { permisos, roles, rolPermisos, usuarioHoteles, usuarios } from '../src/db/schema';
import { seedCatalogs } from '../src/db/seed/catalogs';
import { seedSecurity } from '../src/db/seed/security';
import { createLedgerService } from '../src/kernel/ledger';
import { createNightPosting } from '../src/kernel/nights';
import { createAuditLog } from '../src/lib/audit';
import { hashPassword } from '../src/lib/passwords';
import { createAccountsRepository } from '../src/modules/accounts/accounts.repository';
import { createAccountsService } from '../src/modules/accounts/accounts.service';
import { ADMIN_URL, benchApp, freshPostgres, type LoadResult, load, SECONDS } from './harness';
import { settleSeed } from './settle';

const CONNECTIONS = 8;
const PASSWORD = 'Bench-2026-cuentas';
const STAYS = 20_000;
const BIG = 100; // accounts of 200 entries; the others carry 48
const EVERY = STAYS / BIG;
const ms = (v: number) => `${v.toFixed(1)} ms`;

/** A hotel of 200 rooms and 20 000 stays, each with its account: nights, products and payments. */
async function seedAccounts(db: Db) {
  const [hotel] = (
    (await db.execute(sql`
      insert into hoteles (nombre, nit, dv, razon_social) values ('Hotel Cuentas', '900123457', '6', 'Cuentas S.A.S.')
      returning id`)) as unknown as { rows: { id: number }[] }
  ).rows;
  const h = hotel?.id ?? 0;
  await db.execute(sql`insert into tipos_habitacion (hotel_id, nombre) values (${h}, 'Doble')`);
  await db.execute(sql`
    insert into habitaciones (hotel_id, numero, piso, tipo_habitacion_id)
    select ${h}, (100 + g)::text, 1 + g / 50, (select id from tipos_habitacion where hotel_id = ${h})
    from generate_series(1, 200) g`);
  await db.execute(sql`
    insert into clientes (hotel_id, tipo_documento_id, numero_documento, nombres, apellidos)
    select ${h}, (select id from tipos_documento where abreviatura = 'CC'), (20000000 + g)::text, 'Huésped', 'Número ' || g
    from generate_series(1, 2000) g`);
  await db.execute(sql`
    insert into estancias (hotel_id, habitacion_id, cliente_id, llegada, salida, adultos, tarifa_nombre, estado)
    select ${h}, (select min(id) from habitaciones where hotel_id = ${h}) + g % 200,
      (select min(id) from clientes where hotel_id = ${h}) + g % 2000,
      current_date - 1000 + g / 20, current_date - 1000 + g / 20 + 3, 2, 'Estándar', 'finalizada'
    from generate_series(1, ${STAYS}::int) g`);
  await db.execute(sql`
    insert into cuentas (hotel_id, tipo, estancia_id, cliente_id, estado, closed_at)
    select hotel_id, 'estancia', id, cliente_id, 'cerrada', now() from estancias where hotel_id = ${h}`);
  const iva = sql`(select id from impuestos where nombre = 'IVA 19 %')`;
  // Each account: nights and minibar charges (IVA 19 %), and a payment every fourth entry.
  await db.execute(sql`
    insert into cuenta_movimientos (hotel_id, cuenta_id, tipo, concepto, fecha, alojamiento, cantidad,
      precio_unitario, valor, impuesto, total, created_at)
    select ${h}, c.id, 'cargo', case when n % 2 = 0 then 'Alojamiento' else 'Minibar' end,
      case when n % 2 = 0 then current_date - 1000 + n end, n % 2 = 0, 1, 100000, 100000, 19000, 119000,
      now() - interval '1 day' + n * interval '1 minute'
    from cuentas c, generate_series(1, case when c.id % ${EVERY}::int = 0 then 200 else 48 end) n
    where c.hotel_id = ${h} and n % 4 <> 0`);
  await db.execute(sql`
    insert into cuenta_movimiento_impuestos (movimiento_id, impuesto_id, tipo, nombre, porcentaje, base, valor)
    select m.id, ${iva}, 'IVA', 'IVA 19 %', 19, m.valor, m.impuesto
    from cuenta_movimientos m where m.hotel_id = ${h}`);
  // Payments need a register movement: one open shift of one register holds them all.
  await db.execute(sql`insert into cajas (hotel_id, nombre) values (${h}, 'Recepción')`);
  const [role] = await db.insert(roles).values({ nombre: 'Cuentas benchmark' }).returning({ id: roles.id });
  const perms = await db.select({ id: permisos.id }).from(permisos).where(sql`code in ('cuentas.ver')`);
  if (!role || perms.length !== 1) throw new Error('role');
  await db.insert(rolPermisos).values(perms.map((p) => ({ rol_id: role.id, permiso_id: p.id })));
  const [user] = await db
    .insert(usuarios)
    .values({
      name: 'Bench cuentas',
      email: 'cuentas@posada.local',
      password_hash: await hashPassword(PASSWORD),
      rol_id: role.id,
    })
    .returning({ id: usuarios.id });
  if (!user) throw new Error('user');
  await db.insert(usuarioHoteles).values({ usuario_id: user.id, hotel_id: h });
  await db.execute(sql`
    insert into caja_turnos (hotel_id, caja_id, usuario_id, apertura_efectivo, apertura_tarjetas, apertura_transferencia)
    select ${h}, id, ${user.id}, 0, 0, 0 from cajas where hotel_id = ${h}`);
  await db.execute(sql`
    with pagos as (
      insert into caja_movimientos (hotel_id, turno_id, tipo, grupo, forma_pago_id, monto, concepto)
      select ${h}, (select id from caja_turnos where hotel_id = ${h}), 'pago', 'tarjetas',
        (select id from formas_pago where nombre = 'Tarjeta crédito'), 238000, 'c' || c.id || '-' || n
      from cuentas c, generate_series(4, case when c.id % ${EVERY}::int = 0 then 200 else 48 end, 4) n
      where c.hotel_id = ${h}
      returning id, concepto, monto, forma_pago_id
    )
    insert into cuenta_movimientos (hotel_id, cuenta_id, tipo, concepto, valor, total, forma_pago_id, caja_movimiento_id)
    select ${h}, split_part(substr(concepto, 2), '-', 1)::int, 'pago', 'Pago', monto, monto, forma_pago_id, id from pagos`);
  await db.execute(sql`analyze`);
  const big = (
    (await db.execute(sql`
      select c.id from cuentas c where c.hotel_id = ${h} and c.id % ${EVERY}::int = 0 order by c.id`)) as unknown as {
      rows: { id: number }[];
    }
  ).rows.map((r) => r.id);
  const [count] = (
    (await db.execute(sql`select count(*)::int as n from cuenta_movimientos`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows;
  return { hotelId: h, big, entries: count?.n ?? 0, email: 'cuentas@posada.local' };
}

const database = await freshPostgres('posada_bench_cuentas', CONNECTIONS);
if (!database) {
  console.log(`PostgreSQL no responde en ${ADMIN_URL}: el benchmark de cuentas necesita PostgreSQL`);
  process.exit(0);
}
console.log(`PostgreSQL: sembrando ${STAYS.toLocaleString('es-CO')} estadías con sus cuentas…`);
const started = performance.now();
await database.migrate();
await seedCatalogs(database.db);
await seedSecurity(database.db);
const seed = await seedAccounts(database.db);
await settleSeed(database);
const seeded = (performance.now() - started) / 1000;

const app = await benchApp(database);
app.get<{ Params: { id: string } }>('/bench/bare-cuenta/:id', { config: { auth: 'public' } }, async (req) => {
  const result = await database.db.execute(sql`
    select id, tipo, concepto, fecha, valor, impuesto, total, forma_pago_id, reversa_de, trasladado_de, created_at
    from cuenta_movimientos where cuenta_id = ${Number(req.params.id)} order by created_at, id`);
  return { data: (result as unknown as { rows: unknown[] }).rows };
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const login = await fetch(`${address}/api/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: seed.email, password: PASSWORD }),
});
const { token } = (await login.json()) as { token: string };
const auth = { authorization: `Bearer ${token}` };

/** Times `run` 300 times one after the other (the first 50 warm up): sorted milliseconds. */
async function timed(run: (id: number) => Promise<void>) {
  const times: number[] = [];
  for (let i = 0; i < 300; i++) {
    const t0 = performance.now();
    await run(seed.big[i % seed.big.length] ?? 0);
    if (i >= 50) times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)] ?? 0;
  return { n: times.length, p50: at(0.5), p99: at(0.99), max: times.at(-1) ?? 0 };
}

// The screen's queries (header with totals, entries, their taxes, totals per tax), as the service
// runs them, without HTTP; then the whole call, one at a time, as a receptionist opening it waits.
const ledger = createLedgerService();
const service = createAccountsService({
  db: database.db,
  repo: createAccountsRepository(),
  ledger,
  audit: createAuditLog(),
  pendingNights: createNightPosting({ ledger }).pending,
});
let shown = 0;
const queries = await timed(async (id) => {
  shown = (await service.show(seed.hotelId, id)).movimientos.length;
});
// The list of closed accounts (20 000 of them), a page of 20 by room: the page is summed, not all.
const closedList = await timed(async () => {
  await service.list(seed.hotelId, { estado: 'cerrada', page: 1, per_page: 20, search: undefined });
});
const call = await timed(async (id) => {
  const res = await fetch(`${address}/api/cuentaMostrar/${id}`, { headers: auth });
  if (res.status !== 200) throw new Error(`cuentaMostrar ${res.status}`);
  await res.arrayBuffer();
});

const pick = (i: number) => seed.big[i % seed.big.length];
const bare = await load({
  url: `${address}/bench/bare-cuenta/${pick(0)}`,
  headers: {},
  connections: CONNECTIONS,
});
const full = await load({
  url: `${address}/api/cuentaMostrar/${pick(1)}`,
  headers: auth,
  connections: CONNECTIONS,
});
await app.close();
await database.close();

console.log(
  `\nCuentas en PostgreSQL: ${seed.entries.toLocaleString('es-CO')} movimientos en ${STAYS.toLocaleString('es-CO')} cuentas, sembrados en ${seeded.toFixed(0)} s; la cuenta medida tiene ${shown} movimientos\n`,
);
const line = (name: string, m: Awaited<ReturnType<typeof timed>>) =>
  console.log(`${name}, una a la vez (${m.n}): p50 ${ms(m.p50)}, p99 ${ms(m.p99)}, máximo ${ms(m.max)}`);
line('Consultas de la pantalla de la cuenta (servicio, sin HTTP)', queries);
line('GET /api/cuentaMostrar/{id}', call);
line('Lista de cuentas cerradas, página de 20 (servicio)', closedList);
console.log('');
console.log(`| ruta (${CONNECTIONS} conexiones, ${SECONDS} s) | req/s | p50 | p99 | errores |`);
console.log('| --- | ---: | ---: | ---: | ---: |');
const row = (name: string, m: LoadResult) =>
  console.log(`| ${name} | ${m.rps.toFixed(0)} | ${ms(m.p50)} | ${ms(m.p99)} | ${m.errors} |`);
row('base: SQL directo de los movimientos', bare);
row('GET /api/cuentaMostrar/{id} (200 movimientos)', full);
const ok = queries.p50 <= 20 && full.errors === 0;
console.log(
  `\nObjetivo (consultas de la pantalla de una cuenta de 200 movimientos ≤ 20 ms, p50): ${ok ? 'cumplido' : 'NO cumplido'}`,
);
