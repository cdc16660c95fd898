import type { ReservationState } from '@posada/contracts';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { formasPago, reservaNoches, reservaPagos } from '../../db/schema';
import { clientName, iso, rowsOf } from '../../lib/raw-sql';

interface LineRow {
  id: number;
  tipo_habitacion_id: number;
  tipo: string;
  habitacion_id: number | null;
  habitacion: string | null;
  llegada: string;
  salida: string;
  adultos: number;
  ninos: number;
  tarifa_id: number | null;
  tarifa_nombre: string | null;
  total: string | null;
  estado: ReservationState;
  vence_at: string | null;
  sobreventa: boolean;
  motivo_cancelacion: string | null;
  cancelada_at: string | null;
  cancelada_por: string | null;
}

/** A booking as its detail shows it: the header, the lines, the price of each night, the deposits. */
export function createDetailRepository() {
  return {
    async header(ex: Executor, hotelId: number, id: number) {
      const [row] = rowsOf<{
        id: number;
        cliente_id: number;
        cliente: string;
        documento: string;
        canal: string;
        agencia: string | null;
        agencia_referencia: string | null;
        observaciones: string | null;
        created_at: string;
      }>(
        await ex.execute(sql`
          select e.id, e.cliente_id, ${clientName('c')} as cliente, c.numero_documento as documento, e.canal,
            e.agencia, e.agencia_referencia, e.observaciones, ${iso('e.created_at')} as created_at
          from reserva_encabezados e join clientes c on c.id = e.cliente_id
          where e.id = ${id} and e.hotel_id = ${hotelId}`),
      );
      return row;
    },

    async lines(ex: Executor, bookingId: number): Promise<LineRow[]> {
      return rowsOf<LineRow>(
        await ex.execute(sql`
          select r.id, r.tipo_habitacion_id, t.nombre as tipo, r.habitacion_id, h.numero as habitacion,
            r.llegada::text as llegada, r.salida::text as salida, r.adultos, r.ninos, r.tarifa_id, r.tarifa_nombre,
            r.total::text as total, r.estado, ${iso('r.vence_at')} as vence_at, r.sobreventa, r.motivo_cancelacion,
            ${iso('r.cancelada_at')} as cancelada_at, u.name as cancelada_por
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
