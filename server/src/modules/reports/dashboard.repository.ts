import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { receivableRows } from '../../kernel/receivables';
import { parsedRows } from '../../lib/raw-sql';
import { money, type Range, summaryRange } from './report-sql';

const ZToday = z.object({
  habitaciones: z.number(),
  vendidas: z.number(),
  llegadas: z.number(),
  salidas: z.number(),
  en_casa: z.number(),
});
const ZBase = z.object({ base: z.string() });
const ZOpenRegister = z.object({
  turno_id: z.number(),
  caja: z.string(),
  usuario: z.string(),
  abierto_at: z.string(),
  saldo: z.string(),
});
const ZReceivables = z.object({ saldo: z.string(), vencido: z.string(), clientes_vencidos: z.number() });
const ZCount = z.object({ n: z.number() });

/** The manager's dashboard: today at the hotel, revenue totals, open registers, receivables and stock under its minimum. */
export function createDashboardRepository() {
  return {
    /** Today at the hotel: rooms, nights sold tonight, arrivals, departures and stays in house. */
    async today(ex: Executor, hotelId: number, hoy: string) {
      const [row] = parsedRows(
        'dashboard.today',
        ZToday,
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
      const [row] = parsedRows(
        'dashboard.revenueTotal',
        ZBase,
        await ex.execute(sql`
          select ${money(sql`sum(s.base)`)} as base from resumen_ingresos s
          where ${summaryRange(hotelId, r)} and not s.nota_credito`),
      );
      return row?.base ?? '0.00';
    },

    /** The open register shifts and what each should hold now (opening + payments − refunds − withdrawals). */
    async openRegisters(ex: Executor, hotelId: number) {
      return parsedRows(
        'dashboard.openRegisters',
        ZOpenRegister,
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
      const [row] = parsedRows(
        'dashboard.receivables',
        ZReceivables,
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

    /** Products of the hotel with a warehouse under their minimum. */
    async belowMinimum(ex: Executor, hotelId: number) {
      const [row] = parsedRows(
        'dashboard.belowMinimum',
        ZCount,
        await ex.execute(sql`
          select count(distinct x.producto_id)::int as n
          from existencias x join productos p on p.id = x.producto_id
          where x.hotel_id = ${hotelId} and p.stock_minimo > 0 and x.cantidad < p.stock_minimo`),
      );
      return row?.n ?? 0;
    },
  };
}
