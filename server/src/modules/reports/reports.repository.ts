import { channelSegments, GROUP_MIN_ROOMS, type ReportSegment } from '@posada/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { onTheBooksRows } from '../../kernel/business-day/on-the-books';
import { receivableRows } from '../../kernel/receivables';
import { rowsOf } from '../../lib/raw-sql';

/**
 * The occupancy grid's sums as SQL aggregated them: one row per night (`nivel` 'dia'), one per
 * room type ('tipo'; null: revenue that belongs to no room, a company's account or a credit note
 * without a stay) and the range's total ('total').
 */
export interface OccupancyFactRow {
  nivel: 'dia' | 'tipo' | 'total';
  fecha: string | null;
  tipo: number | null;
  habitaciones: number;
  fuera_de_servicio: number;
  vendidas: number;
  cortesias: number;
  ingreso_habitaciones: string;
  /** Room revenue and every other revenue. */
  ingreso_total: string;
  adultos: number;
  ninos: number;
  llegadas: number;
  salidas: number;
  no_shows: number;
  cancelaciones: number;
}

export interface RevenueRow {
  fecha: string;
  departamento: 'habitaciones' | 'alimentos_bebidas' | 'otros';
  categoria: string;
  producto: string;
  base: string;
  impuestos: string;
  total: string;
}

export interface Range {
  desde: string;
  hasta: string;
}

const money = (expr: SQL) => sql`coalesce(${expr}, 0)::numeric(16,2)::text`;
const count = (column: SQL) => sql`coalesce(sum(${column}), 0)::int`;

/** A timestamp's business date at the hotel (`h.tz` from the `h` CTE). */
const localDay = (column: SQL) => sql`(${column} at time zone h.tz)::date`;

/** The instants of the range's business days at the hotel: `[desde 00:00, hasta + 1 00:00)` local. */
const inLocalRange = (column: SQL, r: Range) =>
  sql`${column} >= (${r.desde}::date::timestamp at time zone h.tz) and ${column} < ((${r.hasta}::date + 1)::timestamp at time zone h.tz)`;

const hotelZone = (hotelId: number) =>
  sql`h as (select zona_horaria as tz from hoteles where id = ${hotelId})`;

/** Food and beverage: a product (p) whose category says so. */
const foodAndBeverage = sql.raw(`p.categoria ~* '(aliment|bebid|comida|restaur|\\mbar\\M|cafeter|minibar)'`);

const channelsOf = (segment: 'ota' | 'agencia') =>
  sql.join(
    Object.entries(channelSegments)
      .filter(([, s]) => s === segment)
      .map(([c]) => sql`${c}`),
    sql`, `,
  );

/**
 * The segment of a stay (e), from its booking (re: header, with `lineas` its room lines) and the
 * client who holds it (c: the booking's holder, or the stay's client without a booking): a group
 * first, then the channel (OTA, agency), then a company holder, else direct.
 */
const segmentOf = sql`case
  when coalesce(g.lineas, 0) >= ${GROUP_MIN_ROOMS} then 'grupo'
  when re.canal in (${channelsOf('ota')}) then 'ota'
  when re.canal in (${channelsOf('agencia')}) then 'agencia'
  when c.razon_social is not null then 'empresa'
  else 'directo' end`;

/** Stays (e) of the hotel, optionally of one room type (their room's). */
const staysOf = (hotelId: number, typeId: number | null) =>
  sql`e.hotel_id = ${hotelId} and (${typeId}::int is null or exists (
    select 1 from habitaciones hb where hb.id = e.habitacion_id and hb.tipo_habitacion_id = ${typeId}::int))`;

/** The summary rows (s) of the hotel in the range of business dates. */
const summaryRange = (hotelId: number, r: Range) =>
  sql`s.hotel_id = ${hotelId} and s.fecha between ${r.desde}::date and ${r.hasta}::date`;

export function createReportsRepository() {
  return {
    async roomTypes(ex: Executor, hotelId: number) {
      return rowsOf<{ id: number; nombre: string }>(
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
      return rowsOf<OccupancyFactRow>(
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
      const [row] = rowsOf<{
        estancias: number;
        noches: number;
        lineas: number;
        canceladas: number;
        no_shows: number;
      }>(
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
     * Revenue by business date, department and category from the daily summary (docs/reports.md):
     * the account entries net of discounts, less the credit notes' lines; the department and the
     * category are the product's as it is now.
     */
    async revenue(ex: Executor, hotelId: number, r: Range): Promise<RevenueRow[]> {
      return rowsOf<RevenueRow>(
        await ex.execute(sql`
          select to_char(s.fecha, 'YYYY-MM-DD') as fecha,
                 case when s.alojamiento then 'habitaciones'
                      when ${foodAndBeverage} then 'alimentos_bebidas'
                      else 'otros' end as departamento,
                 case when s.categoria_alojamiento then 'Alojamiento'
                      else coalesce(nullif(p.categoria, ''), 'Sin categoría') end as categoria,
                 case when s.producto_id is not null then p.nombre
                      when s.alojamiento then 'Alojamiento' else 'Sin producto' end as producto,
                 ${money(sql`sum(s.base)`)} as base, ${money(sql`sum(s.impuestos)`)} as impuestos,
                 ${money(sql`sum(s.total)`)} as total
          from resumen_ingresos s
          left join productos p on p.id = s.producto_id
          where ${summaryRange(hotelId, r)}
          group by s.fecha, 2, 3, 4
          order by s.fecha, 2, 3, 4`),
      );
    },

    /**
     * Nights sold in the range by segment (the stays' nights before their departure, as the
     * occupancy counts them) and their base as priced.
     */
    async segments(ex: Executor, hotelId: number, r: Range, typeId: number | null) {
      return rowsOf<{ segmento: ReportSegment; vendidas: number; ingreso: string }>(
        await ex.execute(sql`
          with e as (
            select e.id, e.llegada, e.salida, ${segmentOf} as segmento
            from estancias e
            left join reservas rv on rv.id = e.reserva_id
            left join reserva_encabezados re on re.id = rv.encabezado_id
            left join lateral (select count(*)::int as lineas from reservas x where x.encabezado_id = re.id) g on true
            join clientes c on c.id = coalesce(re.cliente_id, e.cliente_id)
            where ${staysOf(hotelId, typeId)} and e.llegada <= ${r.hasta}::date and e.salida > ${r.desde}::date
          )
          select e.segmento, count(*)::int as vendidas, ${money(sql`sum(n.valor)`)} as ingreso
          from e
          join estancia_noches n on n.estancia_id = e.id
          where n.fecha between ${r.desde}::date and ${r.hasta}::date and n.fecha >= e.llegada and n.fecha < e.salida
          group by e.segmento`),
      );
    },

    /**
     * Guests of the stays arrived in the range (the main client and the companions) by
     * nationality, with their guest-nights (the stay's nights), and whether it is the hotel's country.
     */
    async nationalities(ex: Executor, hotelId: number, r: Range, typeId: number | null) {
      return rowsOf<{
        pais_codigo: string | null;
        pais: string | null;
        nacional: boolean | null;
        huespedes: number;
        noches: number;
      }>(
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
      const [row] = rowsOf<{ cancelacion: string; no_show: string }>(
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
     * `tomadas` held for the same nights, the rooms of each type, and the nights sold a year
     * earlier (`anio`: the same dates, from the daily summary) — per night and type.
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
      const now = rowsOf<{ fecha: string; noches: number; ingreso: string }>(
        await ex.execute(sql`
          select to_char(b.fecha, 'YYYY-MM-DD') as fecha, sum(b.noches)::int as noches, ${money(sql`sum(b.ingreso)`)} as ingreso
          from (${onTheBooksRows(hotelId, r.desde, r.hasta)}) b
          where ${ofType(sql`b.tipo_habitacion_id`)}
          group by b.fecha`),
      );
      const snapshots = rowsOf<{ tomada: string; fecha: string | null; noches: number; ingreso: string }>(
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
      const [rooms] = rowsOf<{ n: number }>(
        await ex.execute(sql`
          select count(*)::int as n from habitaciones
          where hotel_id = ${hotelId} and estado and ${ofType(sql`tipo_habitacion_id`)}`),
      );
      const anio = rowsOf<{ fecha: string; vendidas: number }>(
        await ex.execute(sql`
          select to_char(s.fecha, 'YYYY-MM-DD') as fecha, sum(s.vendidas)::int as vendidas
          from resumen_ocupacion s
          where ${summaryRange(hotelId, lastYear)} and ${ofType(sql`s.tipo_habitacion_id`)}
          group by s.fecha`),
      );
      return { now, snapshots, rooms: rooms?.n ?? 0, anio };
    },

    /** The taxes of the range's charges (discounts subtract), by kind, rate and exemption. */
    async taxes(ex: Executor, hotelId: number, r: Range) {
      return rowsOf<{
        tipo: string;
        nombre: string;
        porcentaje: string;
        exento: boolean;
        base: string;
        valor: string;
      }>(
        await ex.execute(sql`
          select s.tipo, min(s.nombre) as nombre, s.porcentaje::text as porcentaje, s.exento,
                 ${money(sql`sum(s.base)`)} as base, ${money(sql`sum(s.valor)`)} as valor
          from resumen_impuestos s
          where ${summaryRange(hotelId, r)}
          group by s.tipo, s.porcentaje, s.exento
          order by s.tipo, s.porcentaje desc, s.exento`),
      );
    },

    /** Money received through the registers in the range by payment method (refunds subtract). */
    async payments(ex: Executor, hotelId: number, r: Range) {
      return rowsOf<{ forma_pago: string; monto: string }>(
        await ex.execute(sql`
          with ${hotelZone(hotelId)}
          select fp.nombre as forma_pago,
                 ${money(sql`sum(case when cm.tipo = 'devolucion' then -cm.monto else cm.monto end)`)} as monto
          from caja_movimientos cm
          cross join h
          join formas_pago fp on fp.id = cm.forma_pago_id
          where cm.hotel_id = ${hotelId} and cm.tipo in ('pago', 'devolucion') and ${inLocalRange(sql`cm.created_at`, r)}
          group by fp.nombre
          order by fp.nombre`),
      );
    },

    /** Invoices issued and annulled, credit and debit notes of the range. */
    async documents(ex: Executor, hotelId: number, r: Range) {
      const [row] = rowsOf<{
        emitidas: number;
        total_emitidas: string;
        anuladas: number;
        total_anuladas: string;
        nc: number;
        nc_total: string;
        nd: number;
        nd_total: string;
        credito: number;
        credito_total: string;
        cobros: number;
        cobros_total: string;
      }>(
        await ex.execute(sql`
          select
            count(*)::int as emitidas, ${money(sql`sum(f.total)`)} as total_emitidas,
            (count(*) filter (where f.estado = 'anulada'))::int as anuladas,
            ${money(sql`sum(f.total) filter (where f.estado = 'anulada')`)} as total_anuladas,
            (select count(*)::int from notas_credito where hotel_id = ${hotelId} and fecha between ${r.desde}::date and ${r.hasta}::date) as nc,
            (select ${money(sql`sum(total)`)} from notas_credito where hotel_id = ${hotelId} and fecha between ${r.desde}::date and ${r.hasta}::date) as nc_total,
            (select count(*)::int from notas_debito where hotel_id = ${hotelId} and fecha between ${r.desde}::date and ${r.hasta}::date) as nd,
            (select ${money(sql`sum(total)`)} from notas_debito where hotel_id = ${hotelId} and fecha between ${r.desde}::date and ${r.hasta}::date) as nd_total,
            (count(*) filter (where f.forma = 'credito' and f.estado = 'emitida'))::int as credito,
            ${money(sql`sum(f.total) filter (where f.forma = 'credito' and f.estado = 'emitida')`)} as credito_total,
            (select count(*)::int from abonos where hotel_id = ${hotelId} and estado = 'vigente'
               and fecha between ${r.desde}::date and ${r.hasta}::date) as cobros,
            (select ${money(sql`sum(ap.monto)`)} from abonos a join abono_aplicaciones ap on ap.abono_id = a.id
              where a.hotel_id = ${hotelId} and a.estado = 'vigente'
                and a.fecha between ${r.desde}::date and ${r.hasta}::date) as cobros_total
          from facturas f
          where f.hotel_id = ${hotelId} and f.fecha between ${r.desde}::date and ${r.hasta}::date`),
      );
      if (!row) throw new Error('Sin fila de documentos');
      return row;
    },

    /** Today at the hotel: rooms, nights sold tonight, arrivals, departures and stays in house. */
    async today(ex: Executor, hotelId: number, hoy: string) {
      const [row] = rowsOf<{
        habitaciones: number;
        vendidas: number;
        llegadas: number;
        salidas: number;
        en_casa: number;
      }>(
        await ex.execute(sql`
          select
            (select count(*)::int from habitaciones where hotel_id = ${hotelId} and estado) as habitaciones,
            (select count(*)::int from estancia_noches n join estancias e on e.id = n.estancia_id
              where n.hotel_id = ${hotelId} and n.fecha = ${hoy}::date and n.fecha >= e.llegada and n.fecha < e.salida) as vendidas,
            (select count(*)::int from estancias where hotel_id = ${hotelId} and llegada = ${hoy}::date)
              + (select count(*)::int from reservas where hotel_id = ${hotelId} and llegada = ${hoy}::date
                   and estado = 'Confirmada') as llegadas,
            (select count(*)::int from estancias where hotel_id = ${hotelId} and salida = ${hoy}::date) as salidas,
            (select count(*)::int from estancias where hotel_id = ${hotelId} and estado = 'activa') as en_casa`),
      );
      if (!row) throw new Error('Sin fila del día');
      return row;
    },

    /** Net revenue of a range: the account entries' (not the credit notes') in the daily summary. */
    async revenueTotal(ex: Executor, hotelId: number, r: Range) {
      const [row] = rowsOf<{ base: string }>(
        await ex.execute(sql`
          select ${money(sql`sum(s.base)`)} as base from resumen_ingresos s
          where ${summaryRange(hotelId, r)} and not s.nota_credito`),
      );
      return row?.base ?? '0.00';
    },

    /** The open register shifts and what each should hold now (opening + payments − refunds − withdrawals). */
    async openRegisters(ex: Executor, hotelId: number) {
      return rowsOf<{ turno_id: number; caja: string; usuario: string; abierto_at: string; saldo: string }>(
        await ex.execute(sql`
          select t.id as turno_id, c.nombre as caja, u.name as usuario, to_char(t.abierto_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as abierto_at,
                 ${money(sql`t.apertura_efectivo + t.apertura_tarjetas + t.apertura_transferencia
                   + coalesce((select sum(case when cm.tipo = 'pago' then cm.monto else -cm.monto end)
                               from caja_movimientos cm where cm.turno_id = t.id), 0)`)} as saldo
          from caja_turnos t
          join cajas c on c.id = t.caja_id
          join usuarios u on u.id = t.usuario_id
          where t.hotel_id = ${hotelId} and t.cerrado_at is null
          order by c.nombre, t.id`),
      );
    },

    /** Products of the hotel with a warehouse under their minimum. */
    /**
     * What clients owe today on credit invoices, and what of it is past due (due before `hoy`):
     * the receivables' own source, as Cuentas por cobrar lists them.
     */
    async receivables(ex: Executor, hotelId: number, hoy: string) {
      const [row] = rowsOf<{ saldo: string; vencido: string; clientes_vencidos: number }>(
        await ex.execute(sql`
          select ${money(sql`sum(r.saldo)`)} as saldo,
            ${money(sql`sum(r.saldo) filter (where r.vencimiento < ${hoy}::date)`)} as vencido,
            (count(distinct r.cliente_id) filter (where r.vencimiento < ${hoy}::date and r.saldo > 0))::int
              as clientes_vencidos
          from (${receivableRows(hotelId)}) r
          where r.saldo <> 0`),
      );
      if (!row) throw new Error('Sin fila de cartera');
      return row;
    },

    async belowMinimum(ex: Executor, hotelId: number) {
      const [row] = rowsOf<{ n: number }>(
        await ex.execute(sql`
          select count(distinct x.producto_id)::int as n
          from existencias x join productos p on p.id = x.producto_id
          where x.hotel_id = ${hotelId} and p.stock_minimo > 0 and x.cantidad < p.stock_minimo`),
      );
      return row?.n ?? 0;
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
