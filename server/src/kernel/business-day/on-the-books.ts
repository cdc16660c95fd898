import { ON_THE_BOOKS_SNAPSHOT_DAYS } from '@posada/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { addDays } from '../../lib/clock';

/**
 * What is on the books for the nights `desde`..`hasta` (docs/reports.md "On the books and
 * pickup"), per night and room type: the nights of `Confirmada` booking lines (the line's type;
 * its price from `reserva_noches` net of taxes, 0 for a rack hold without prices) and the nights
 * of the stays in house (`estancia_noches` before their departure; the room's type; the night's
 * base). A line checked in counts through its stay; `Pendiente` options do not count.
 * Columns: fecha (date), tipo_habitacion_id, noches, ingreso.
 */
export const onTheBooksRows = (hotelId: number, desde: string, hasta: string): SQL => sql`
  select x.fecha, x.tipo_habitacion_id, count(*)::int as noches, coalesce(sum(x.ingreso), 0)::numeric(16,2) as ingreso
  from (
    select d::date as fecha, rv.tipo_habitacion_id, rn.total - rn.impuesto as ingreso
    from reservas rv
    cross join generate_series(greatest(rv.llegada, ${desde}::date), least(rv.salida - 1, ${hasta}::date), interval '1 day') d
    left join reserva_noches rn on rn.reserva_id = rv.id and rn.fecha = d::date
    where rv.hotel_id = ${hotelId} and rv.estado = 'Confirmada'
      and rv.llegada <= ${hasta}::date and rv.salida > ${desde}::date
    union all
    select n.fecha, hb.tipo_habitacion_id, n.valor
    from estancias e
    join estancia_noches n on n.estancia_id = e.id
    join habitaciones hb on hb.id = e.habitacion_id
    where e.hotel_id = ${hotelId} and e.estado = 'activa'
      and n.fecha between ${desde}::date and ${hasta}::date and n.fecha >= e.llegada and n.fecha < e.salida
  ) x
  group by x.fecha, x.tipo_habitacion_id`;

/**
 * Keeps what is on the books at the start of business date `tomada` for its next
 * `ON_THE_BOOKS_SNAPSHOT_DAYS` nights. Called by the close that opens `tomada`, inside its
 * transaction: the close is claimed once per hotel and date (`cierres_dia`), and a second writer
 * of the same key does nothing, so several processes never write it twice.
 */
export async function snapshotOnTheBooks(ex: Executor, hotelId: number, tomada: string): Promise<void> {
  const hasta = addDays(tomada, ON_THE_BOOKS_SNAPSHOT_DAYS - 1);
  await ex.execute(sql`
    insert into ocupacion_futura_fotos (hotel_id, tomada, fecha, tipo_habitacion_id, noches, ingreso)
    select ${hotelId}, ${tomada}::date, b.fecha, b.tipo_habitacion_id, b.noches, b.ingreso
    from (${onTheBooksRows(hotelId, tomada, hasta)}) b
    on conflict do nothing`);
  await ex.execute(
    sql`update cierres_dia set foto_en_libros = true where hotel_id = ${hotelId} and fecha = ${tomada}::date`,
  );
}
