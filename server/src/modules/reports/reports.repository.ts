import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
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
                 ${money(sql`sum(s.base)`)} as base, ${money(sql`sum(s.impuestos)`)} as impuestos,
                 ${money(sql`sum(s.total)`)} as total
          from resumen_ingresos s
          left join productos p on p.id = s.producto_id
          where ${summaryRange(hotelId, r)}
          group by s.fecha, 2, 3
          order by s.fecha, 2, 3`),
      );
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
      }>(
        await ex.execute(sql`
          select
            count(*)::int as emitidas, ${money(sql`sum(f.total)`)} as total_emitidas,
            (count(*) filter (where f.estado = 'anulada'))::int as anuladas,
            ${money(sql`sum(f.total) filter (where f.estado = 'anulada')`)} as total_anuladas,
            (select count(*)::int from notas_credito where hotel_id = ${hotelId} and fecha between ${r.desde}::date and ${r.hasta}::date) as nc,
            (select ${money(sql`sum(total)`)} from notas_credito where hotel_id = ${hotelId} and fecha between ${r.desde}::date and ${r.hasta}::date) as nc_total,
            (select count(*)::int from notas_debito where hotel_id = ${hotelId} and fecha between ${r.desde}::date and ${r.hasta}::date) as nd,
            (select ${money(sql`sum(total)`)} from notas_debito where hotel_id = ${hotelId} and fecha between ${r.desde}::date and ${r.hasta}::date) as nd_total
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
