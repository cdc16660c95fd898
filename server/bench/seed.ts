import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { hoteles, permisos, roles, rolPermisos, usuarioHoteles, usuarios } from '../src/db/schema';
import { hashPassword } from '../src/lib/passwords';

export const BENCH_PASSWORD = 'Bench-2026-clave';

/**
 * A 500-room hotel (10 floors, 8 types) with two years of past stays, today's occupancy,
 * holds and maintenance, and a user who may see the rack and put rooms in maintenance. Everything in set-based SQL.
 */
export async function seedBenchHotel(db: Db) {
  const [hotel] = await db
    .insert(hoteles)
    .values({ nombre: 'Hotel Benchmark', nit: '900123456', dv: '8', razon_social: 'Benchmark S.A.S.' })
    .returning({ id: hoteles.id });
  if (!hotel) throw new Error('hotel');
  const h = hotel.id;
  await db.execute(sql`
    insert into tipos_habitacion (hotel_id, nombre, capacidad_adultos, capacidad_ninos, camas)
    select ${h}, 'Tipo ' || g, 1 + g % 4, g % 3, 1 + g % 2 from generate_series(1, 8) g`);
  await db.execute(sql`
    insert into habitaciones (hotel_id, numero, piso, tipo_habitacion_id, limpieza, sucia_desde)
    select ${h}, (p * 100 + n)::text, p,
      (select id from tipos_habitacion where hotel_id = ${h} order by id offset (n % 8) limit 1),
      case when (p * n) % 9 = 0 then 'sucia' else 'limpia' end,
      case when (p * n) % 9 = 0 then now() - interval '3 hours' end
    from generate_series(1, 10) p, generate_series(1, 50) n`);
  await db.execute(sql`
    insert into clientes (hotel_id, tipo_documento_id, numero_documento, nombres, apellidos)
    select ${h}, (select id from tipos_documento where abreviatura = 'CC'), (10000000 + g)::text, 'Huésped', 'Número ' || g
    from generate_series(1, 2000) g`);
  // Two years of back-to-back past stays of 3 nights: about 120 000 stays and their nights.
  await db.execute(sql`
    insert into estancias (hotel_id, habitacion_id, cliente_id, llegada, salida, adultos, tarifa_nombre, estado)
    select ${h}, r.id, (select min(id) from clientes where hotel_id = ${h}) + (r.id * 31 + d) % 2000,
      current_date - 731 + d, current_date - 731 + d + 3, 2, 'Estándar', 'finalizada'
    from habitaciones r, generate_series(0, 726, 3) d where r.hotel_id = ${h}`);
  // Today: 60 % of the rooms occupied.
  await db.execute(sql`
    insert into estancias (hotel_id, habitacion_id, cliente_id, llegada, salida, adultos, tarifa_nombre, estado)
    select ${h}, r.id, (select min(id) from clientes where hotel_id = ${h}) + r.id % 2000,
      current_date - 1, current_date + 2, 2, 'Estándar', 'activa'
    from habitaciones r where r.hotel_id = ${h} and r.id % 5 < 3`);
  // The per-type quota check (migration 0010) counts a type's free rooms for every row it adds:
  // over 120 000 made-up past nights that is quadratic (it ran for over 12 minutes). These nights
  // cannot overlap by construction and are in the past, so the bulk load skips that check.
  await db.execute(sql`alter table noches_habitacion disable trigger noches_habitacion_cupo_tipo`);
  await db.execute(sql`
    insert into noches_habitacion (hotel_id, habitacion_id, noches, estancia_id)
    select hotel_id, habitacion_id, daterange(llegada, salida), id from estancias where hotel_id = ${h}`);
  await db.execute(sql`alter table noches_habitacion enable trigger noches_habitacion_cupo_tipo`);
  // Today's holds: a booking of one line each (migration 0010), paired through observaciones.
  await db.execute(sql`
    insert into reserva_encabezados (hotel_id, cliente_id, observaciones)
    select ${h}, (select min(id) from clientes where hotel_id = ${h}), 'bench ' || r.id
    from habitaciones r where r.hotel_id = ${h} and r.id % 5 = 3 and r.id % 2 = 0`);
  await db.execute(sql`
    insert into reservas (hotel_id, encabezado_id, cliente_id, tipo_habitacion_id, habitacion_id, llegada, salida, estado)
    select ${h}, e.id, e.cliente_id, r.tipo_habitacion_id, r.id, current_date, current_date + 1, 'Confirmada'
    from habitaciones r join reserva_encabezados e on e.hotel_id = ${h} and e.observaciones = 'bench ' || r.id
    where r.hotel_id = ${h}`);
  await db.execute(sql`
    insert into mantenimientos (hotel_id, habitacion_id, motivo)
    select ${h}, r.id, 'Pintura' from habitaciones r where r.hotel_id = ${h} and r.id % 25 = 4`);
  await db.execute(sql`analyze`);

  const [role] = await db.insert(roles).values({ nombre: 'Rack benchmark' }).returning({ id: roles.id });
  // rack.mantenimiento for the writer that runs beside the readers (bench/writer.ts).
  const perms = await db
    .select({ id: permisos.id })
    .from(permisos)
    .where(sql`code in ('rack.ver', 'rack.mantenimiento')`);
  if (!role || perms.length !== 2) throw new Error('role');
  await db.insert(rolPermisos).values(perms.map((p) => ({ rol_id: role.id, permiso_id: p.id })));
  const [user] = await db
    .insert(usuarios)
    .values({
      name: 'Bench',
      email: 'bench@posada.local',
      password_hash: await hashPassword(BENCH_PASSWORD),
      rol_id: role.id,
    })
    .returning({ id: usuarios.id });
  if (!user) throw new Error('user');
  await db.insert(usuarioHoteles).values({ usuario_id: user.id, hotel_id: h });
  return { hotelId: h, email: 'bench@posada.local' };
}
