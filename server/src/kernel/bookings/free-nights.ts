import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { habitaciones, reservas } from '../../db/schema';
import { daysBetween } from '../../lib/clock';
import { andAmong } from '../../lib/raw-sql';

const h = alias(habitaciones, 'h');
const r = alias(reservas, 'r');

/** The booking lines still to come, the only ones that hold a type's inventory. */
export const TO_COME = sql.raw(`('Pendiente', 'Confirmada')`);

/**
 * The free rooms of each room type of a hotel on each night of [desde, hasta), set-based for every
 * type at once: active rooms without an open maintenance block and without a claim that night,
 * minus the type's unassigned lines to come — the count `tipo_noches_libres` (migrations 0010, 0022)
 * checks a sale against, one type at a time. Common table expressions to put in front of a query
 * that reads `libres (tipo_habitacion_id, fecha, n)` for the pairs with a free count other than
 * the type's total, and `total (tipo_habitacion_id, n)`; `dias (fecha)` is the window's nights.
 * `types` limits the count to some types. Integer series and materialised scans: the planner
 * knows their sizes, so the plan stays small (a guessed 1000 rows per series made PostgreSQL
 * JIT-compile it, 1.5 s), and each scan is served by a GiST index on the hotel and the nights.
 */
export function freeNightsCtes(hotelId: number, desde: string, hasta: string, types?: number[]): SQL {
  const days = daysBetween(desde, hasta);
  return sql`
    dias as (
      select ${desde}::date + i as fecha from generate_series(0, ${days - 1}) i
    ),
    vendibles as (
      select h.id, h.tipo_habitacion_id from habitaciones h
      where h.hotel_id = ${hotelId} and h.estado${andAmong(h.tipo_habitacion_id, types)}
        and not exists (select 1 from mantenimientos m where m.habitacion_id = h.id and m.hasta is null)
    ),
    reclamos as materialized (
      select n.habitacion_id, n.noches from noches_habitacion n
      where n.hotel_id = ${hotelId} and n.noches && daterange(${desde}::date, ${hasta}::date)
    ),
    lineas as materialized (
      select r.tipo_habitacion_id, r.llegada, r.salida from reservas r
      where r.hotel_id = ${hotelId} and r.habitacion_id is null and r.estado in ${TO_COME}${andAmong(r.tipo_habitacion_id, types)}
        and daterange(r.llegada, r.salida) && daterange(${desde}::date, ${hasta}::date)
    ),
    ocupadas as (
      select v.tipo_habitacion_id, d.fecha, count(distinct v.id)::int as n
      from reclamos c
      join vendibles v on v.id = c.habitacion_id
      join dias d on c.noches @> d.fecha
      group by 1, 2
    ),
    sin_asignar as (
      select l.tipo_habitacion_id, d.fecha, count(*)::int as n
      from lineas l join dias d on d.fecha >= l.llegada and d.fecha < l.salida
      group by 1, 2
    ),
    total as (select tipo_habitacion_id, count(*)::int as n from vendibles group by 1)`;
}

/** The free count of type `t` on night `d` from `freeNightsCtes` (may be below 0 when overbooked). */
export const freeCount = sql.raw(`coalesce(tt.n, 0) - coalesce(o.n, 0) - coalesce(s.n, 0)`);

/** The joins `freeCount` reads, for a query over `tipos t cross join dias d`. */
export const freeJoins = sql.raw(`
  left join total tt on tt.tipo_habitacion_id = t.id
  left join ocupadas o on o.tipo_habitacion_id = t.id and o.fecha = d.fecha
  left join sin_asignar s on s.tipo_habitacion_id = t.id and s.fecha = d.fecha`);
