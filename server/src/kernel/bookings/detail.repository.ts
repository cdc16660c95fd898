import { ZReservation, ZReservationLine } from '@posada/contracts';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import {
  clientes,
  formasPago,
  reservaEncabezados,
  reservaNoches,
  reservaPagos,
  reservas,
} from '../../db/schema';
import { clientName, isoOf, parsedRows } from '../../lib/raw-sql';

const ZHeaderRow = ZReservation.pick({
  id: true,
  cliente_id: true,
  cliente: true,
  documento: true,
  agencia: true,
  agencia_referencia: true,
  observaciones: true,
  created_at: true,
}).extend({ canal: z.string() });
const ZLineRow = ZReservationLine.omit({ llega_hoy: true, sale_hoy: true, noches: true });
type LineRow = z.infer<typeof ZLineRow>;

const c = alias(clientes, 'c');
const e = alias(reservaEncabezados, 'e');
const r = alias(reservas, 'r');

/** A booking as its detail shows it: the header, the lines, the price of each night, the deposits. */
export function createDetailRepository() {
  return {
    async header(ex: Executor, hotelId: number, id: number) {
      const [row] = parsedRows(
        'bookings.header',
        ZHeaderRow,
        await ex.execute(sql`
          select e.id, e.cliente_id, ${clientName(c)} as cliente, c.numero_documento as documento, e.canal,
            e.agencia, e.agencia_referencia, e.observaciones, ${isoOf(e.created_at)} as created_at
          from reserva_encabezados e join clientes c on c.id = e.cliente_id
          where e.id = ${id} and e.hotel_id = ${hotelId}`),
      );
      return row;
    },

    async lines(ex: Executor, bookingId: number): Promise<LineRow[]> {
      return parsedRows(
        'bookings.lines',
        ZLineRow,
        await ex.execute(sql`
          select r.id, r.tipo_habitacion_id, t.nombre as tipo, r.habitacion_id, h.numero as habitacion,
            r.llegada::text as llegada, r.salida::text as salida, r.adultos, r.ninos, r.tarifa_id, r.tarifa_nombre,
            r.total::text as total, r.estado, ${isoOf(r.vence_at)} as vence_at, r.sobreventa, r.motivo_cancelacion,
            ${isoOf(r.cancelada_at)} as cancelada_at, u.name as cancelada_por
          from reservas r
          join tipos_habitacion t on t.id = r.tipo_habitacion_id
          left join habitaciones h on h.id = r.habitacion_id
          left join usuarios u on u.id = r.cancelada_por
          where r.encabezado_id = ${bookingId}
          order by r.id`),
      );
    },

    async nights(ex: Executor, lineIds: number[]) {
      if (lineIds.length === 0) return [];
      return ex
        .select({
          reserva_id: reservaNoches.reserva_id,
          fecha: reservaNoches.fecha,
          base: reservaNoches.base,
          adicional: reservaNoches.adicional,
          impuesto: reservaNoches.impuesto,
          total: reservaNoches.total,
        })
        .from(reservaNoches)
        .where(inArray(reservaNoches.reserva_id, lineIds))
        .orderBy(asc(reservaNoches.reserva_id), asc(reservaNoches.fecha));
    },

    async deposits(ex: Executor, bookingId: number) {
      const rows = await ex
        .select({
          id: reservaPagos.id,
          forma_pago_id: reservaPagos.forma_pago_id,
          forma_pago: formasPago.nombre,
          monto: reservaPagos.monto,
          tipo: sql<'anticipo' | 'devolucion'>`${reservaPagos.tipo}`,
          fecha: reservaPagos.created_at,
        })
        .from(reservaPagos)
        .innerJoin(formasPago, eq(formasPago.id, reservaPagos.forma_pago_id))
        .where(eq(reservaPagos.encabezado_id, bookingId))
        .orderBy(asc(reservaPagos.id));
      return rows.map((r) => ({ ...r, fecha: r.fecha.toISOString() }));
    },
  };
}

export type DetailRepository = ReturnType<typeof createDetailRepository>;
