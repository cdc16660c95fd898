import { reportSegments } from '@posada/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { onTheBooksRows } from '../../kernel/business-day/on-the-books';
import { parsedRows } from '../../lib/raw-sql';
import {
  count,
  hotelZone,
  inLocalRange,
  localDay,
  money,
  type OccupancyFactRow,
  type Range,
  staysOf,
  summaryRange,
  ZOccupancyFactRow,
} from './report-sql';

const ZRoomType = z.object({ id: z.number(), nombre: z.string() });
const ZStayAndBookingCounts = z.object({
  estancias: z.number(),
  noches: z.number(),
  lineas: z.number(),
  canceladas: z.number(),
  no_shows: z.number(),
});
const ZSegmentRow = z.object({ segmento: z.enum(reportSegments), vendidas: z.number(), ingreso: z.string() });
const ZNationalityRow = z.object({
  pais_codigo: z.string().nullable(),
  pais: z.string().nullable(),
  nacional: z.boolean().nullable(),
  huespedes: z.number(),
  noches: z.number(),
});
const ZFees = z.object({ cancelacion: z.string(), no_show: z.string() });
const ZOnTheBooksNow = z.object({ fecha: z.string(), noches: z.number(), ingreso: z.string() });
const ZOnTheBooksSnapshot = z.object({
  tomada: z.string(),
  fecha: z.string().nullable(),
  noches: z.number(),
  ingreso: z.string(),
});
const ZCount = z.object({ n: z.number() });
const ZLastYear = z.object({ fecha: z.string().nullable(), noches: z.number() });

/** The Reporte de Ocupación's queries: the grid by night and room type, segments, nationalities, fees and the nights on the books. */
export function createOccupancyRepository() {
  return {
    async roomTypes(ex: Executor, hotelId: number) {
      return parsedRows(
        'occupancy.roomTypes',
        ZRoomType,
        await ex.execute(
          sql`select id, nombre from tipos_habitacion where hotel_id = ${hotelId} order by nombre, id`,
        ),
      );
    },

    /**
     * The occupancy grid by night and room type in one statement: rooms (active ones) and their
     * out-of-order nights, nights sold with their revenue and persons, lodging discounts and credit
     * notes, the other revenue of each stay's account, arrivals, departures, no-shows, cancellations.
     */
    async occupancy(
      ex: Executor,
      hotelId: number,
      r: Range,
      typeId: number | null,
    ): Promise<OccupancyFactRow[]> {
      return parsedRows(
        'occupancy.grid',
        ZOccupancyFactRow,
        await ex.execute(sql`
          with ${hotelZone(hotelId)},
          dias as (select d::date as fecha from generate_series(${r.desde}::date, ${r.hasta}::date, interval '1 day') d),
          hechos as (
            select d.fecha, c.tipo, c.n as habitaciones, 0 as fos, 0 as vendidas,
                   0 as cortesias, 0::numeric as ing_hab, 0::numeric as ing_otros, 0 as adultos, 0 as ninos,
                   0 as llegadas, 0 as salidas, 0 as no_shows, 0 as cancelaciones
            from dias d
            cross join (select tipo_habitacion_id as tipo, count(*)::int as n from habitaciones
                        where hotel_id = ${hotelId} and estado group by 1) c
            union all
            select d.fecha, hb.tipo_habitacion_id, 0, count(distinct hb.id)::int, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0
            from mantenimientos mt
            cross join h
            join habitaciones hb on hb.id = mt.habitacion_id and hb.estado
            join dias d on d.fecha >= ${localDay(sql`mt.desde`)}
              and (mt.hasta is null or d.fecha < ${localDay(sql`mt.hasta`)})
            where mt.hotel_id = ${hotelId}
              and (mt.hasta is null or mt.hasta >= (${r.desde}::date::timestamp at time zone h.tz))
            group by 1, 2
            union all
            -- Nights sold, room revenue, other revenue, persons, arrivals, departures, no-shows and
            -- cancellations: the daily summary the triggers keep (docs/reports.md).
            select s.fecha, s.tipo_habitacion_id, 0, 0, s.vendidas, s.cortesias, s.ingreso_habitaciones,
                   s.ingreso_otros, s.adultos, s.ninos, s.llegadas, s.salidas, s.no_shows, s.cancelaciones
            from resumen_ocupacion s
            where s.hotel_id = ${hotelId} and s.fecha between ${r.desde}::date and ${r.hasta}::date
          )
          select case when grouping(fecha) = 0 then 'dia' when grouping(tipo) = 0 then 'tipo' else 'total' end as nivel,
                 to_char(fecha, 'YYYY-MM-DD') as fecha, tipo,
                 ${count(sql`habitaciones`)} as habitaciones, ${count(sql`fos`)} as fuera_de_servicio,
                 ${count(sql`vendidas`)} as vendidas, ${count(sql`cortesias`)} as cortesias,
                 ${money(sql`sum(ing_hab)`)} as ingreso_habitaciones, ${money(sql`sum(ing_hab + ing_otros)`)} as ingreso_total,
                 ${count(sql`adultos`)} as adultos, ${count(sql`ninos`)} as ninos, ${count(sql`llegadas`)} as llegadas,
                 ${count(sql`salidas`)} as salidas, ${count(sql`no_shows`)} as no_shows, ${count(sql`cancelaciones`)} as cancelaciones
          from hechos
          where fecha between ${r.desde}::date and ${r.hasta}::date
            and (${typeId}::int is null or tipo = ${typeId}::int)
          group by grouping sets ((fecha), (tipo), ())`),
      );
    },

    /**
     * ALOS and the booking rates of the range: stays arrived and their nights (daily summary),
     * booking lines arriving by state.
     */
    async stayAndBookingCounts(ex: Executor, hotelId: number, r: Range, typeId: number | null) {
      const [row] = parsedRows(
        'occupancy.stayAndBookingCounts',
        ZStayAndBookingCounts,
        await ex.execute(sql`
          with s as (
            select coalesce(sum(s.estancias), 0)::int as estancias, coalesce(sum(s.noches_estancias), 0)::int as noches
            from resumen_ocupacion s
            where ${summaryRange(hotelId, r)} and (${typeId}::int is null or s.tipo_habitacion_id = ${typeId}::int)
          )
          select min(s.estancias) as estancias, min(s.noches) as noches,
            count(rv.id)::int as lineas,
            (count(*) filter (where rv.estado = 'Cancelada'))::int as canceladas,
            (count(*) filter (where rv.estado = 'No-show'))::int as no_shows
          from s
          left join reservas rv on rv.hotel_id = ${hotelId} and rv.estado <> 'Pendiente'
            and rv.llegada between ${r.desde}::date and ${r.hasta}::date
            and (${typeId}::int is null or rv.tipo_habitacion_id = ${typeId}::int)`),
      );
      return row ?? { estancias: 0, noches: 0, lineas: 0, canceladas: 0, no_shows: 0 };
    },

    /**
     * Nights sold in the range by segment (the stays' nights before their departure, as the
     * occupancy counts them) and their base as priced: the segments' daily summary.
     */
    async segments(ex: Executor, hotelId: number, r: Range, typeId: number | null) {
      return parsedRows(
        'occupancy.segments',
        ZSegmentRow,
        await ex.execute(sql`
          select s.segmento, sum(s.vendidas)::int as vendidas, ${money(sql`sum(s.ingreso)`)} as ingreso
          from resumen_segmentos s
          where ${summaryRange(hotelId, r)} and (${typeId}::int is null or s.tipo_habitacion_id = ${typeId}::int)
          group by s.segmento`),
      );
    },

    /**
     * Guests of the stays arrived in the range (the main client and the companions) by
     * nationality, with their guest-nights (the stay's nights), and whether it is the hotel's country.
     */
    async nationalities(ex: Executor, hotelId: number, r: Range, typeId: number | null) {
      return parsedRows(
        'occupancy.nationalities',
        ZNationalityRow,
        await ex.execute(sql`
          with e as (
            select e.id, e.cliente_id, (e.salida - e.llegada) as noches
            from estancias e
            where ${staysOf(hotelId, typeId)} and e.llegada between ${r.desde}::date and ${r.hasta}::date
          ),
          g as (
            select e.cliente_id, e.noches from e
            union all
            select eh.cliente_id, e.noches from e join estancia_huespedes eh on eh.estancia_id = e.id
            where eh.cliente_id <> e.cliente_id
          )
          select p.codigo as pais_codigo, p.nombre as pais,
                 case when p.id is null then null else p.id = coalesce(ho.pais_id, (select id from paises where codigo = 'CO')) end as nacional,
                 count(*)::int as huespedes, coalesce(sum(g.noches), 0)::int as noches
          from g
          join clientes c on c.id = g.cliente_id
          left join paises p on p.id = c.nacionalidad_id
          cross join (select pais_id from hoteles where id = ${hotelId}) ho
          group by p.id, p.codigo, p.nombre, ho.pais_id`),
      );
    },

    /**
     * The deposits kept by bookings that ended with no room to come (every line cancelled or a
     * no-show): anticipos less devoluciones. A no-show fee when a line was a no-show (on the last
     * such line's arrival date), else a cancellation fee (on the business date of the last
     * cancellation). Optionally of bookings with a line of one room type.
     */
    async fees(ex: Executor, hotelId: number, r: Range, typeId: number | null) {
      const [row] = parsedRows(
        'occupancy.fees',
        ZFees,
        await ex.execute(sql`
          with ${hotelZone(hotelId)},
          candidatas as (
            select distinct rv.encabezado_id as id from reservas rv cross join h
            where rv.hotel_id = ${hotelId}
              and ((rv.estado = 'No-show' and rv.llegada between ${r.desde}::date and ${r.hasta}::date)
                or (rv.estado = 'Cancelada' and ${inLocalRange(sql`rv.cancelada_at`, r)}))
              and (${typeId}::int is null or rv.tipo_habitacion_id = ${typeId}::int)
          ),
          terminadas as (
            select c.id, bool_or(rv.estado = 'No-show') as no_show,
                   case when bool_or(rv.estado = 'No-show') then max(rv.llegada) filter (where rv.estado = 'No-show')
                        else max(${localDay(sql`rv.cancelada_at`)}) end as fecha
            from candidatas c cross join h
            join reservas rv on rv.encabezado_id = c.id
            group by c.id
            having bool_and(rv.estado in ('Cancelada', 'No-show'))
          ),
          retenido as (
            select t.no_show, t.fecha,
                   (select coalesce(sum(case when p.tipo = 'anticipo' then p.monto else -p.monto end), 0)
                      from reserva_pagos p where p.encabezado_id = t.id) as monto
            from terminadas t
          )
          select ${money(sql`sum(monto) filter (where not no_show)`)} as cancelacion,
                 ${money(sql`sum(monto) filter (where no_show)`)} as no_show
          from retenido
          where fecha between ${r.desde}::date and ${r.hasta}::date and monto > 0`),
      );
      return row ?? { cancelacion: '0.00', no_show: '0.00' };
    },

    /**
     * On the books for the nights `desde`..`hasta` now, what the snapshots taken at the start of
     * `tomadas` held for the same nights, the rooms of each type, and what the snapshot taken at
     * the start of `lastYear.desde` held for the nights of `lastYear` (the same dates a year
     * earlier at the same lead time) — per night.
     */
    async onTheBooks(
      ex: Executor,
      hotelId: number,
      r: Range,
      tomadas: string[],
      lastYear: Range,
      typeId: number | null,
    ) {
      const ofType = (col: SQL) => sql`(${typeId}::int is null or ${col} = ${typeId}::int)`;
      const now = parsedRows(
        'occupancy.onTheBooks',
        ZOnTheBooksNow,
        await ex.execute(sql`
          select to_char(b.fecha, 'YYYY-MM-DD') as fecha, sum(b.noches)::int as noches, ${money(sql`sum(b.ingreso)`)} as ingreso
          from (${onTheBooksRows(hotelId, r.desde, r.hasta)}) b
          where ${ofType(sql`b.tipo_habitacion_id`)}
          group by b.fecha`),
      );
      const snapshots = parsedRows(
        'occupancy.onTheBooks.snapshots',
        ZOnTheBooksSnapshot,
        await ex.execute(sql`
          select to_char(t.tomada, 'YYYY-MM-DD') as tomada, to_char(f.fecha, 'YYYY-MM-DD') as fecha,
                 coalesce(sum(f.noches), 0)::int as noches, ${money(sql`sum(f.ingreso)`)} as ingreso
          from unnest(${`{${tomadas.join(',')}}`}::date[]) t(tomada)
          left join ocupacion_futura_fotos f on f.hotel_id = ${hotelId} and f.tomada = t.tomada
            and f.fecha between ${r.desde}::date and ${r.hasta}::date and ${ofType(sql`f.tipo_habitacion_id`)}
          where exists (select 1 from cierres_dia cd
                        where cd.hotel_id = ${hotelId} and cd.fecha = t.tomada and cd.foto_en_libros)
          group by t.tomada, f.fecha`),
      );
      const [rooms] = parsedRows(
        'occupancy.onTheBooks.rooms',
        ZCount,
        await ex.execute(sql`
          select count(*)::int as n from habitaciones
          where hotel_id = ${hotelId} and estado and ${ofType(sql`tipo_habitacion_id`)}`),
      );
      const anio = parsedRows(
        'occupancy.onTheBooks.lastYear',
        ZLastYear,
        await ex.execute(sql`
          select to_char(f.fecha, 'YYYY-MM-DD') as fecha, coalesce(sum(f.noches), 0)::int as noches
          from cierres_dia cd
          left join ocupacion_futura_fotos f on f.hotel_id = cd.hotel_id and f.tomada = cd.fecha
            and f.fecha between ${lastYear.desde}::date and ${lastYear.hasta}::date and ${ofType(sql`f.tipo_habitacion_id`)}
          where cd.hotel_id = ${hotelId} and cd.fecha = ${lastYear.desde}::date and cd.foto_en_libros
          group by f.fecha`),
      );
      return { now, snapshots, rooms: rooms?.n ?? 0, anio, anioTomada: anio.length > 0 };
    },
  };
}
