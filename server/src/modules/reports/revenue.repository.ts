import { ZReceivedByMethod, ZRevenueByTax } from '@posada/contracts';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { parsedRows } from '../../lib/raw-sql';
import {
  foodAndBeverage,
  hotelZone,
  inLocalRange,
  money,
  type Range,
  type RevenueRow,
  summaryRange,
  unbilledSaleLines,
  ZRevenueRow,
} from './report-sql';

const ZDocuments = z.object({
  emitidas: z.number(),
  total_emitidas: z.string(),
  anuladas: z.number(),
  total_anuladas: z.string(),
  nc: z.number(),
  nc_total: z.string(),
  nd: z.number(),
  nd_total: z.string(),
  credito: z.number(),
  credito_total: z.string(),
  cobros: z.number(),
  cobros_total: z.string(),
});

/** The Consolidado's queries: revenue, taxes, payments received and documents of a range. */
export function createRevenueRepository() {
  return {
    /**
     * Revenue by business date, department and category: the daily summary (docs/reports.md) — the
     * account entries net of discounts, less the credit notes' lines — and the tiquetes POS, which
     * are no account entry (`unbilledSaleLines`: less their annulments). The department and the
     * category are the product's as it is now.
     */
    async revenue(ex: Executor, hotelId: number, r: Range): Promise<RevenueRow[]> {
      return parsedRows(
        'revenue.revenue',
        ZRevenueRow,
        await ex.execute(sql`
          with ${hotelZone(hotelId)},
          s as (
            select s.fecha, s.alojamiento, s.categoria_alojamiento, s.producto_id, s.base, s.impuestos, s.total
            from resumen_ingresos s
            where ${summaryRange(hotelId, r)}
            union all
            select t.fecha, false, false, t.producto_id, t.signo * t.valor, t.signo * t.impuesto, t.signo * t.total
            from ${unbilledSaleLines(hotelId, r)} t
          )
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
          from s
          left join productos p on p.id = s.producto_id
          group by s.fecha, 2, 3, 4
          order by s.fecha, 2, 3, 4`),
      );
    },

    /**
     * The taxes of the range's charges (discounts subtract) and of its tiquetes POS (annulments
     * subtract), by kind, rate and exemption.
     */
    async taxes(ex: Executor, hotelId: number, r: Range) {
      return parsedRows(
        'revenue.taxes',
        ZRevenueByTax,
        await ex.execute(sql`
          with ${hotelZone(hotelId)},
          s as (
            select s.tipo, s.nombre, s.porcentaje, s.exento, s.base, s.valor
            from resumen_impuestos s
            where ${summaryRange(hotelId, r)}
            union all
            select i.tipo, i.nombre, i.porcentaje::numeric(5,2), false, t.signo * i.base, t.signo * i.valor
            from ${unbilledSaleLines(hotelId, r)} t
            cross join lateral jsonb_to_recordset(t.impuestos)
              as i(tipo text, nombre text, porcentaje numeric, base numeric, valor numeric)
          )
          select s.tipo, min(s.nombre) as nombre, s.porcentaje::text as porcentaje, s.exento,
                 ${money(sql`sum(s.base)`)} as base, ${money(sql`sum(s.valor)`)} as valor
          from s
          group by s.tipo, s.porcentaje, s.exento
          order by s.tipo, s.porcentaje desc, s.exento`),
      );
    },

    /** Money received through the registers in the range by payment method (refunds subtract). */
    async payments(ex: Executor, hotelId: number, r: Range) {
      return parsedRows(
        'revenue.payments',
        ZReceivedByMethod,
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
      const [row] = parsedRows(
        'revenue.documents',
        ZDocuments,
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
  };
}
