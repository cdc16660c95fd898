import { revenueDepartments, ZRevenueByProduct } from '@posada/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { NightFacts } from './kpi';

/* The reports' shared SQL: their row types and the fragments every report query builds on. */

/**
 * The occupancy grid's sums as SQL aggregated them: one row per night (`nivel` 'dia'), one per
 * room type ('tipo'; null: revenue that belongs to no room, a company's account or a credit note
 * without a stay) and the range's total ('total').
 */
export const ZOccupancyFactRow = z.object({
  nivel: z.enum(['dia', 'tipo', 'total']),
  fecha: z.string().nullable(),
  tipo: z.number().nullable(),
  habitaciones: z.number(),
  fuera_de_servicio: z.number(),
  vendidas: z.number(),
  cortesias: z.number(),
  ingreso_habitaciones: z.string(),
  ingreso_total: z.string(),
  adultos: z.number(),
  ninos: z.number(),
  llegadas: z.number(),
  salidas: z.number(),
  no_shows: z.number(),
  cancelaciones: z.number(),
}) satisfies z.ZodType<NightFacts>;
export type OccupancyFactRow = z.infer<typeof ZOccupancyFactRow>;

/** A row of revenue as the query groups it: the contracts' by product, with its day and department. */
export const ZRevenueRow = ZRevenueByProduct.extend({
  fecha: z.string(),
  departamento: z.enum(revenueDepartments),
});
export type RevenueRow = z.infer<typeof ZRevenueRow>;

export interface Range {
  desde: string;
  hasta: string;
}

export const money = (expr: SQL) => sql`coalesce(${expr}, 0)::numeric(16,2)::text`;
export const count = (column: SQL) => sql`coalesce(sum(${column}), 0)::int`;

/** A timestamp's business date at the hotel (`h.tz` from the `h` CTE). */
export const localDay = (column: SQL) => sql`(${column} at time zone h.tz)::date`;

/** The instants of the range's business days at the hotel: `[desde 00:00, hasta + 1 00:00)` local. */
export const inLocalRange = (column: SQL, r: Range) =>
  sql`${column} >= (${r.desde}::date::timestamp at time zone h.tz) and ${column} < ((${r.hasta}::date + 1)::timestamp at time zone h.tz)`;

export const hotelZone = (hotelId: number) =>
  sql`h as (select zona_horaria as tz from hoteles where id = ${hotelId})`;

/** Food and beverage: a product (p) whose category says so. */
export const foodAndBeverage = sql.raw(
  `p.categoria ~* '(aliment|bebid|comida|restaur|\\mbar\\M|cafeter|minibar)'`,
);

/** Stays (e) of the hotel, optionally of one room type (their room's). */
export const staysOf = (hotelId: number, typeId: number | null) =>
  sql`e.hotel_id = ${hotelId} and (${typeId}::int is null or exists (
    select 1 from habitaciones hb where hb.id = e.habitacion_id and hb.tipo_habitacion_id = ${typeId}::int))`;

/**
 * The lines of the point-of-sale sales whose revenue no account entry carries — the tiquetes POS
 * (and the facturas sold before facturas were invoices) — signed (`signo`): +1 on the sale's
 * business date in the range, −1 on the business date of its annulment (the nota de ajuste) in
 * the range, as a credit note subtracts on its date. A factura's lines are the charges of its
 * `venta` account and a room charge's are the stay's, both in the summary already: never twice.
 * Columns: fecha, signo, producto_id, valor, impuesto, total, impuestos (the line's taxes, jsonb).
 * Needs the `h` CTE (hotelZone).
 */
export const unbilledSaleLines = (hotelId: number, r: Range) => sql`(
  select v.fecha, 1 as signo, l.producto_id, l.valor, l.impuesto, l.total, l.impuestos
  from ventas v join venta_lineas l on l.venta_id = v.id
  where v.hotel_id = ${hotelId} and v.documento <> 'habitacion' and v.factura_id is null
    and v.fecha between ${r.desde}::date and ${r.hasta}::date
  union all
  select ${localDay(sql`v.anulada_at`)}, -1, l.producto_id, l.valor, l.impuesto, l.total, l.impuestos
  from ventas v cross join h join venta_lineas l on l.venta_id = v.id
  where v.hotel_id = ${hotelId} and v.documento <> 'habitacion' and v.factura_id is null
    and v.estado = 'anulada' and v.fecha <= ${r.hasta}::date and ${inLocalRange(sql`v.anulada_at`, r)}
)`;

/** The summary rows (s) of the hotel in the range of business dates. */
export const summaryRange = (hotelId: number, r: Range) =>
  sql`s.hotel_id = ${hotelId} and s.fecha between ${r.desde}::date and ${r.hasta}::date`;
