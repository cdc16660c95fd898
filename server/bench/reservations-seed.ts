import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { hoteles, permisos, roles, rolPermisos, usuarioHoteles, usuarios } from '../src/db/schema';
import { hashPassword } from '../src/lib/passwords';

export const RESERVATIONS_BENCH_PASSWORD = 'Bench-reservas-2026';

/**
 * A 500-room hotel (10 floors × 50, 8 types with a rate each) over two years around its business
 * date `hoy`: a year of finished 3-night stays behind it, today's stays in the house, and a year of
 * confirmed bookings ahead (3 nights, about 60 % of the rooms, each line its own booking with its
 * room's nights claimed), a few unassigned lines per type and week, and maintenance blocks. Set-based
 * SQL; the per-row quota triggers are paused during the bulk load (the data is built within quota).
 */
export async function seedReservationsBench(db: Db, hoy: string) {
  const [hotel] = await db
    .insert(hoteles)
    .values({
      nombre: 'Hotel Reservas Benchmark',
      nit: '900123457',
      dv: '6',
      razon_social: 'Reservas S.A.S.',
    })
    .returning({ id: hoteles.id });
  if (!hotel) throw new Error('hotel');
  const h = hotel.id;
  const today = sql`${hoy}::date`;
  await db.execute(sql`
    insert into tipos_habitacion (hotel_id, nombre, capacidad_adultos, capacidad_ninos, camas)
    select ${h}, 'Tipo ' || g, 1 + g % 4, g % 3, 1 + g % 2 from generate_series(1, 8) g`);
  await db.execute(sql`
    insert into tarifas (hotel_id, tipo_habitacion_id, nombre, precio_noche, personas_incluidas)
    select ${h}, t.id, 'Estándar', 100000 + t.id % 8 * 20000, 1 from tipos_habitacion t where t.hotel_id = ${h}`);
  await db.execute(sql`
    insert into habitaciones (hotel_id, numero, piso, tipo_habitacion_id)
    select ${h}, (p * 100 + n)::text, p,
      (select id from tipos_habitacion where hotel_id = ${h} order by id offset (n % 8) limit 1)
    from generate_series(1, 10) p, generate_series(1, 50) n`);
  await db.execute(sql`
    insert into clientes (hotel_id, tipo_documento_id, numero_documento, nombres, apellidos)
    select ${h}, (select id from tipos_documento where abreviatura = 'CC'), (20000000 + g)::text, 'Cliente', 'Reserva ' || g
    from generate_series(1, 2000) g`);
  const firstClient = sql`(select min(id) from clientes where hotel_id = ${h})`;

  await db.execute(sql`alter table noches_habitacion disable trigger noches_habitacion_cupo_tipo`);
  await db.execute(sql`alter table reservas disable trigger reservas_cupo_tipo`);
  // A year of finished stays, back to back, 3 nights each; today's stays in 60 % of the rooms.
  await db.execute(sql`
    insert into estancias (hotel_id, habitacion_id, cliente_id, llegada, salida, adultos, tarifa_nombre, estado)
    select ${h}, r.id, ${firstClient} + (r.id * 31 + d) % 2000, ${today} - 366 + d, ${today} - 363 + d, 1, 'Estándar', 'finalizada'
    from habitaciones r, generate_series(0, 362, 3) d where r.hotel_id = ${h}`);
  await db.execute(sql`
    insert into estancias (hotel_id, habitacion_id, cliente_id, llegada, salida, adultos, tarifa_nombre, estado)
    select ${h}, r.id, ${firstClient} + r.id % 2000, ${today} - 1, ${today} + 2, 1, 'Estándar', 'activa'
    from habitaciones r where r.hotel_id = ${h} and r.id % 5 < 3`);
  await db.execute(sql`
    insert into noches_habitacion (hotel_id, habitacion_id, noches, estancia_id)
    select hotel_id, habitacion_id, daterange(llegada, salida), id from estancias where hotel_id = ${h}`);
  // A year of bookings ahead: from the day after today's stays leave, 3 nights in every room on
  // 3 of each 5 slots (60 %), each line a booking of its own.
  await db.execute(sql`
    create temporary table bench_lineas as
    select row_number() over (order by r.id, d) as n, r.id as habitacion_id, r.tipo_habitacion_id,
      ${today} + 2 + d * 3 as llegada, ${firstClient} + (r.id * 17 + d) % 2000 as cliente_id
    from habitaciones r, generate_series(0, 120) d
    where r.hotel_id = ${h} and (r.id + d) % 5 < 3`);
  const base = sql`(select coalesce(max(id), 0) from reserva_encabezados)`;
  await db.execute(sql`
    insert into reserva_encabezados (id, hotel_id, cliente_id, canal)
    select ${base} + n, ${h}, cliente_id, 'telefono' from bench_lineas`);
  await db.execute(
    sql`select setval(pg_get_serial_sequence('reserva_encabezados', 'id'), (select max(id) from reserva_encabezados))`,
  );
  await db.execute(sql`
    insert into reservas (hotel_id, encabezado_id, cliente_id, tipo_habitacion_id, habitacion_id, llegada, salida,
      adultos, tarifa_id, tarifa_nombre, total, estado)
    select ${h}, e.id, l.cliente_id, l.tipo_habitacion_id, l.habitacion_id, l.llegada, l.llegada + 3, 1,
      (select id from tarifas where tipo_habitacion_id = l.tipo_habitacion_id limit 1), 'Estándar', 360000, 'Confirmada'
    from bench_lineas l join reserva_encabezados e on e.id = l.n + (select min(id) - 1 from reserva_encabezados where hotel_id = ${h})`);
  await db.execute(sql`drop table bench_lineas`);
  await db.execute(sql`
    insert into noches_habitacion (hotel_id, habitacion_id, noches, reserva_id)
    select hotel_id, habitacion_id, daterange(llegada, salida), id from reservas
    where hotel_id = ${h} and habitacion_id is not null`);
  // Unassigned lines: two per type every week of the year ahead, 2 nights each.
  await db.execute(sql`
    with nuevos as (
      insert into reserva_encabezados (hotel_id, cliente_id, canal, observaciones)
      select ${h}, ${firstClient} + (t.id * 7 + w * 2 + k) % 2000, 'booking', t.id || ':' || (${today} + 7 * w + k * 3)
      from tipos_habitacion t, generate_series(0, 51) w, generate_series(0, 1) k where t.hotel_id = ${h}
      returning id, cliente_id, observaciones
    )
    insert into reservas (hotel_id, encabezado_id, cliente_id, tipo_habitacion_id, llegada, salida, adultos,
      tarifa_nombre, total, estado)
    select ${h}, id, cliente_id, split_part(observaciones, ':', 1)::int, split_part(observaciones, ':', 2)::date,
      split_part(observaciones, ':', 2)::date + 2, 1, 'Estándar', 240000, 'Confirmada'
    from nuevos`);
  await db.execute(sql`alter table noches_habitacion enable trigger noches_habitacion_cupo_tipo`);
  await db.execute(sql`alter table reservas enable trigger reservas_cupo_tipo`);
  await db.execute(sql`
    insert into mantenimientos (hotel_id, habitacion_id, motivo)
    select ${h}, r.id, 'Pintura' from habitaciones r where r.hotel_id = ${h} and r.id % 25 = 4`);
  await db.execute(sql`analyze`);

  const [role] = await db.insert(roles).values({ nombre: 'Reservas benchmark' }).returning({ id: roles.id });
  if (!role) throw new Error('role');
  const codes = await db
    .select({ id: permisos.id })
    .from(permisos)
    .where(sql`code in ('reservas.ver', 'reservas.crear', 'rack.mantenimiento')`);
  await db.insert(rolPermisos).values(codes.map((p) => ({ rol_id: role.id, permiso_id: p.id })));
  const [user] = await db
    .insert(usuarios)
    .values({
      name: 'Bench reservas',
      email: 'reservas-bench@posada.local',
      password_hash: await hashPassword(RESERVATIONS_BENCH_PASSWORD),
      rol_id: role.id,
    })
    .returning({ id: usuarios.id });
  if (!user) throw new Error('user');
  await db.insert(usuarioHoteles).values({ usuario_id: user.id, hotel_id: h });
  const counts = (
    (await db.execute(sql`
      select (select count(*)::int from habitaciones where hotel_id = ${h}) as rooms,
        (select count(*)::int from estancias where hotel_id = ${h}) as stays,
        (select count(*)::int from reservas where hotel_id = ${h}) as lines,
        (select min(id)::int from clientes where hotel_id = ${h}) as client,
        (select array_agg(id order by id) from tipos_habitacion where hotel_id = ${h}) as types`)) as unknown as {
      rows: { rooms: number; stays: number; lines: number; client: number; types: number[] }[];
    }
  ).rows[0];
  if (!counts) throw new Error('counts');
  return { hotelId: h, email: 'reservas-bench@posada.local', ...counts };
}
