import { type TTipReport, type TTipReportQuery, ZTipLine } from '@posada/contracts';
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { cajaTurnos } from '../../../db/schema';
import { addMoney } from '../../../lib/money';
import { isoOf, parsedRows } from '../../../lib/raw-sql';

const t = alias(cajaTurnos, 't');

/**
 * The tips (propinas) of the range's sales in force, by the register shift their payments entered,
 * the outlet and the seller: what each shift's cashier holds for the staff (a tip is money owed
 * to the staff, not revenue; an annulled sale gave its tip back). One statement over
 * `ventas_hotel_fecha_idx`; the shift of a sale is the one of its first payment's movement.
 */
export function createTipsRepository(db: Db) {
  return {
    async report(hotelId: number, q: TTipReportQuery): Promise<TTipReport> {
      const data = parsedRows(
        'tips.report',
        ZTipLine,
        await db.execute(sql`
          select t.id as turno_id, c.nombre as caja, u.name as cajero,
                 ${isoOf(t.abierto_at)} as abierto_at, ${isoOf(t.cerrado_at)} as cerrado_at,
                 pv.nombre as punto_venta, s.name as vendedor,
                 count(*)::int as ventas, sum(v.propina)::numeric(14,2)::text as propina
          from ventas v
          join puntos_venta pv on pv.id = v.punto_venta_id
          join usuarios s on s.id = v.usuario_id
          left join lateral (
            select cm.turno_id from venta_pagos vp
            join caja_movimientos cm on cm.id = vp.caja_movimiento_id
            where vp.venta_id = v.id order by vp.id limit 1
          ) pago on true
          left join caja_turnos t on t.id = pago.turno_id
          left join cajas c on c.id = t.caja_id
          left join usuarios u on u.id = t.usuario_id
          where v.hotel_id = ${hotelId} and v.fecha between ${q.desde}::date and ${q.hasta}::date
            and v.estado = 'emitida' and v.propina > 0
          group by t.id, c.nombre, u.name, t.abierto_at, t.cerrado_at, pv.nombre, s.name
          order by t.abierto_at nulls last, t.id, pv.nombre, s.name`),
      );
      return {
        desde: q.desde,
        hasta: q.hasta,
        data,
        totales: {
          ventas: data.reduce((n, line) => n + line.ventas, 0),
          propina: addMoney('0', ...data.map((line) => line.propina)),
        },
      };
    },
  };
}

export type TipsRepository = ReturnType<typeof createTipsRepository>;
