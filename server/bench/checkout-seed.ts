import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { hoteles } from '../src/db/schema';
import { seedCashiers } from './cashiers-seed';

export const CHECKOUT_BENCH_PASSWORD = 'Bench-salidas-2026';
const NIGHTS = 14;
const CHARGES = 40;
/** What each stay owes at check-out: 14 nights at 119.000 and 40 charges at 11.900 (IVA inside). */
export const STAY_TOTAL = String(NIGHTS * 119_000 + CHARGES * 11_900);

/**
 * `rooms` rooms, each with a stay of 14 nights that leaves today (the business date `hoy`), its
 * account holding the 14 night charges and 40 more charges, every one with its IVA row, as the
 * ledger writes them; a DIAN resolution; eight users with check-out and invoicing permissions.
 * Set-based SQL.
 */
export async function seedCheckoutBench(db: Db, hoy: string, rooms: number) {
  const [hotel] = await db
    .insert(hoteles)
    .values({ nombre: 'Hotel Salidas Benchmark', nit: '900123458', dv: '4', razon_social: 'Salidas S.A.S.' })
    .returning({ id: hoteles.id });
  if (!hotel) throw new Error('hotel');
  const h = hotel.id;
  const today = sql`${hoy}::date`;
  const iva = sql`(select id from impuestos where nombre = 'IVA 19 %')`;
  await db.execute(sql`
    insert into resoluciones_facturacion (hotel_id, numero_resolucion, prefijo, desde, hasta, siguiente, fecha_desde, fecha_hasta, clave_tecnica)
    values (${h}, '18764000009', 'FB', 1, 999999, 1, (${today} - 30::int), (${today} + 365::int), 'clave')`);
  await db.execute(sql`
    insert into tipos_habitacion (hotel_id, nombre, capacidad_adultos, capacidad_ninos, camas)
    values (${h}, 'Doble', 2, 0, 1)`);
  await db.execute(sql`
    insert into tarifas (hotel_id, tipo_habitacion_id, nombre, precio_noche, personas_incluidas, impuesto_id)
    select ${h}, id, 'Estándar', 100000, 2, ${iva} from tipos_habitacion where hotel_id = ${h}`);
  await db.execute(sql`
    insert into habitaciones (hotel_id, numero, piso, tipo_habitacion_id)
    select ${h}, (1000 + g)::text, 1 + g / 100, (select id from tipos_habitacion where hotel_id = ${h})
    from generate_series(1, ${rooms}) g`);
  await db.execute(sql`
    insert into clientes (hotel_id, tipo_documento_id, numero_documento, nombres, apellidos)
    select ${h}, (select id from tipos_documento where abreviatura = 'CC'), (30000000 + g)::text, 'Huésped', 'Salida ' || g
    from generate_series(1, ${rooms}) g`);
  await db.execute(sql`
    insert into estancias (hotel_id, habitacion_id, cliente_id, llegada, salida, adultos, tarifa_nombre, estado)
    select ${h}, r.id, (select min(id) from clientes where hotel_id = ${h}) + row_number() over (order by r.id) - 1,
      ${today} - ${NIGHTS}::int, ${today}, 2, 'Estándar', 'activa'
    from habitaciones r where r.hotel_id = ${h}`);
  await db.execute(sql`alter table noches_habitacion disable trigger noches_habitacion_cupo_tipo`);
  await db.execute(sql`
    insert into noches_habitacion (hotel_id, habitacion_id, noches, estancia_id)
    select hotel_id, habitacion_id, daterange(llegada, salida), id from estancias where hotel_id = ${h}`);
  await db.execute(sql`alter table noches_habitacion enable trigger noches_habitacion_cupo_tipo`);
  await db.execute(sql`
    insert into cuentas (hotel_id, tipo, estancia_id, cliente_id)
    select hotel_id, 'estancia', id, cliente_id from estancias where hotel_id = ${h}`);
  // Every night already posted by the business-day closes, as on a check-out day.
  await db.execute(sql`
    insert into estancia_noches (estancia_id, fecha, hotel_id, tarifa_id, valor, impuesto, total)
    select e.id, e.llegada + d, ${h}, (select min(id) from tarifas where hotel_id = ${h}), 100000, 19000, 119000
    from estancias e, generate_series(0, ${NIGHTS - 1}) d where e.hotel_id = ${h}`);
  await db.execute(sql`
    insert into cuenta_movimientos (hotel_id, cuenta_id, tipo, concepto, fecha, noche_estancia_id, cantidad, precio_unitario, alojamiento, valor, impuesto, total)
    select ${h}, c.id, 'cargo', 'Alojamiento habitación ' || r.numero, e.llegada + d, e.id, 1, 100000, true, 100000, 19000, 119000
    from cuentas c join estancias e on e.id = c.estancia_id join habitaciones r on r.id = e.habitacion_id,
      generate_series(0, ${NIGHTS - 1}) d
    where c.hotel_id = ${h}`);
  await db.execute(sql`
    insert into cuenta_movimientos (hotel_id, cuenta_id, tipo, concepto, cantidad, precio_unitario, valor, impuesto, total)
    select ${h}, c.id, 'cargo', 'Consumo minibar ' || k, 1, 11900, 10000, 1900, 11900
    from cuentas c, generate_series(1, ${CHARGES}) k where c.hotel_id = ${h}`);
  await db.execute(sql`
    insert into cuenta_movimiento_impuestos (movimiento_id, impuesto_id, tipo, nombre, porcentaje, base, valor)
    select m.id, ${iva}, 'IVA', 'IVA 19 %', 19, m.valor, m.impuesto from cuenta_movimientos m where m.hotel_id = ${h}`);
  await db.execute(sql`
    create table if not exists bench_inserts (id bigserial primary key, hotel_id integer not null, valor text not null,
      created_at timestamptz not null default now())`);
  await db.execute(sql`analyze`);
  // Eight receptionists, each with the register they open for their shift.
  const users = await seedCashiers(db, h, {
    role: 'Salidas benchmark',
    codes: ['rack.ver', 'rack.desocupar', 'cajas.abrir', 'facturas.ver', 'facturas.crear'],
    slug: 'salidas',
    name: 'Bench salidas',
    caja: 'Recepción',
    password: CHECKOUT_BENCH_PASSWORD,
  });
  const roomIds = (
    (await db.execute(sql`select id from habitaciones where hotel_id = ${h} order by id`)) as unknown as {
      rows: { id: number }[];
    }
  ).rows.map((r) => r.id);
  const tarjeta = (
    (await db.execute(sql`select id from formas_pago where nombre = 'Tarjeta débito'`)) as unknown as {
      rows: { id: number }[];
    }
  ).rows[0]?.id;
  return { hotelId: h, users, roomIds, tarjeta: tarjeta ?? 0 };
}
