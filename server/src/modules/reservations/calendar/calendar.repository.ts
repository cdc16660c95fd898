import { ZCalendarBar } from '@posada/contracts';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Executor } from '../../../db/client';
import { clientes, mantenimientos, nochesHabitacion, reservas } from '../../../db/schema';
import { TO_COME } from '../../../kernel/bookings/free-nights';
import { clientName, parsedRows } from '../../../lib/raw-sql';

const ZCalendarTypeRow = z.object({ id: z.number(), nombre: z.string() });
export type CalendarTypeRow = z.infer<typeof ZCalendarTypeRow>;

const ZCalendarRoomRow = z.object({
  id: z.number(),
  numero: z.string(),
  piso: z.number(),
  tipo_habitacion_id: z.number(),
});
export type CalendarRoomRow = z.infer<typeof ZCalendarRoomRow>;

/** A bar's row is the contract's bar: the query answers it as the chart draws it. */
const ZCalendarBarRow = ZCalendarBar;
export type CalendarBarRow = z.infer<typeof ZCalendarBarRow>;

const ZSnapshot = z.object({ s: z.string() });
const ZChanges = z.object({ s: z.string(), claves: z.array(z.string()), barras: z.array(ZCalendarBarRow) });

const c = alias(clientes, 'c');
const n = alias(nochesHabitacion, 'n');
const r = alias(reservas, 'r');
const m = alias(mantenimientos, 'm');

/**
 * Every bar touching the window: the claimed nights of the rooms (a stay, or a booking line with
 * its room), the unassigned lines to come, and the maintenance blocks with their timestamps read
 * as hotel-local dates (a block opened and closed on one day shows that night; an open block has
 * no end). Every open block comes, even one starting after the window: it takes its room out of
 * sale on every night (the availability count's rule). `among` limits it to some rooms and types
 * (int[] expressions).
 */
function barsSelect(hotelId: number, desde: string, hasta: string, among?: { rooms: SQL; types: SQL }): SQL {
  const window = sql`daterange(${desde}::date, ${hasta}::date)`;
  return sql`
    select case when n.estancia_id is not null then 'estancia' else 'reserva' end as clase,
      coalesce(n.estancia_id, n.reserva_id) as id,
      coalesce(e_r.encabezado_id, r.encabezado_id) as reserva_id,
      n.habitacion_id, h.tipo_habitacion_id,
      lower(n.noches)::text as desde, upper(n.noches)::text as hasta,
      coalesce(e.estado, r.estado) as estado,
      ${clientName(c)} as titulo,
      coalesce(e.adultos, r.adultos) as adultos, coalesce(e.ninos, r.ninos) as ninos,
      r.tarifa_id
    from noches_habitacion n
    join habitaciones h on h.id = n.habitacion_id
    left join estancias e on e.id = n.estancia_id
    left join reservas e_r on e_r.id = e.reserva_id
    left join reservas r on r.id = n.reserva_id
    join clientes c on c.id = coalesce(e.cliente_id, r.cliente_id)
    where n.hotel_id = ${hotelId} and n.noches && ${window}${limit(n.habitacion_id, among?.rooms)}
    union all
    select 'reserva', r.id, r.encabezado_id, null, r.tipo_habitacion_id,
      r.llegada::text, r.salida::text, r.estado, ${clientName(c)}, r.adultos, r.ninos, r.tarifa_id
    from reservas r
    join clientes c on c.id = r.cliente_id
    where r.hotel_id = ${hotelId} and r.habitacion_id is null and r.estado in ${TO_COME}
      and daterange(r.llegada, r.salida) && ${window}${limit(r.tipo_habitacion_id, among?.types)}
    union all
    select 'mantenimiento', m.id, null, m.habitacion_id, h.tipo_habitacion_id,
      b.desde::text, b.hasta::text, 'Mantenimiento', m.motivo, null, null, null
    from mantenimientos m
    cross join (select zona_horaria as tz from hoteles where id = ${hotelId}) zona
    join habitaciones h on h.id = m.habitacion_id
    cross join lateral (
      select (m.desde at time zone zona.tz)::date as desde,
        case when m.hasta is not null then
          greatest((m.hasta at time zone zona.tz)::date, (m.desde at time zone zona.tz)::date + 1)
        end as hasta
    ) b
    where m.hotel_id = ${hotelId} and (m.hasta is null or (b.desde < ${hasta}::date and b.hasta > ${desde}::date))
      ${limit(m.habitacion_id, among?.rooms)}`;
}

const limit = (column: SQLWrapper, ids: SQL | undefined) => (ids ? sql` and ${column} = any(${ids})` : sql``);

/** The bars' order: by room and start, the unassigned lines last. */
const BAR_ORDER = sql.raw('habitacion_id nulls last, tipo_habitacion_id, desde, id');

/**
 * The tape chart's reads for the nights [desde, hasta) of one hotel: a fixed three queries
 * whatever the room count or the window — the types, the rooms and the bars, the last served by
 * indexes on the hotel and the nights (migration 0014: GiST on `noches_habitacion (hotel_id,
 * noches)` and on the unassigned lines). The free rooms are counted from them
 * (calendar-snapshot.ts). After a change, what changed and its bars are one statement.
 */
export function createCalendarRepository() {
  return {
    /** The hotel's room types in display order: open ones, and closed ones that still have active rooms. */
    async types(ex: Executor, hotelId: number): Promise<CalendarTypeRow[]> {
      return parsedRows(
        'calendar.types',
        ZCalendarTypeRow,
        await ex.execute(sql`
          select t.id, t.nombre from tipos_habitacion t
          where t.hotel_id = ${hotelId}
            and (t.estado or exists (select 1 from habitaciones h where h.tipo_habitacion_id = t.id and h.estado))
          order by t.nombre, t.id`),
      );
    },

    /** The hotel's active rooms, by type name, floor and number. */
    async rooms(ex: Executor, hotelId: number): Promise<CalendarRoomRow[]> {
      return parsedRows(
        'calendar.rooms',
        ZCalendarRoomRow,
        await ex.execute(sql`
          select h.id, h.numero, h.piso, h.tipo_habitacion_id
          from habitaciones h join tipos_habitacion t on t.id = h.tipo_habitacion_id
          where h.hotel_id = ${hotelId} and h.estado
          order by t.nombre, t.id, h.piso, h.numero`),
      );
    },

    /**
     * Every bar touching the window (`barsSelect`), ordered by room and start, the unassigned
     * lines last.
     */
    async bars(ex: Executor, hotelId: number, desde: string, hasta: string): Promise<CalendarBarRow[]> {
      return parsedRows(
        'calendar.bars',
        ZCalendarBarRow,
        await ex.execute(
          sql`select * from (${barsSelect(hotelId, desde, hasta)}) barras order by ${BAR_ORDER}`,
        ),
      );
    },

    /** The transaction's snapshot (read in a repeatable-read transaction: the one its reads saw). */
    async snapshot(ex: Executor): Promise<string> {
      const [row] = parsedRows(
        'calendar.snapshot',
        ZSnapshot,
        await ex.execute(sql`select txid_current_snapshot()::text as s`),
      );
      return row?.s ?? '';
    },

    /**
     * What of the hotel's calendar changed in the transactions an earlier snapshot could not see
     * (committed after it, or running then): the `clave`s of migration 0019's log ('*' for
     * everything), and the bars of the window of the rooms (`h<id>`) and types (`t<id>`) they
     * name, with the snapshot they were read in. One statement, so one snapshot and one round trip.
     */
    async changedSince(
      ex: Executor,
      hotelId: number,
      window: { desde: string; hasta: string },
      since: string,
    ): Promise<{ txSnapshot: string; keys: string[]; bars: CalendarBarRow[] }> {
      const named = (kind: 'h' | 't') =>
        sql`array(select substr(clave, 2)::int from cambios where left(clave, 1) = ${kind})`;
      const [row] = parsedRows(
        'calendar.changedSince',
        ZChanges,
        await ex.execute(sql`
          with cambios as (
            select distinct clave from calendario_cambios
            where hotel_id = ${hotelId} and txid >= txid_snapshot_xmin(${since}::txid_snapshot)
              and not txid_visible_in_snapshot(txid, ${since}::txid_snapshot)
          )
          select txid_current_snapshot()::text as s, array(select clave from cambios) as claves,
            coalesce((
              select json_agg(b order by ${BAR_ORDER})
              from (${barsSelect(hotelId, window.desde, window.hasta, { rooms: named('h'), types: named('t') })}) b
            ), '[]'::json) as barras`),
      );
      return { txSnapshot: row?.s ?? '', keys: row?.claves ?? [], bars: row?.barras ?? [] };
    },

    /** Drops the log older than `minutes` (readers that old read everything again). */
    async pruneChanges(ex: Executor, minutes: number): Promise<void> {
      await ex.execute(
        sql`delete from calendario_cambios where creado_at < now() - make_interval(mins => ${minutes})`,
      );
    },
  };
}

export type CalendarRepository = ReturnType<typeof createCalendarRepository>;
