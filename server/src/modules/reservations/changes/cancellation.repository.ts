import type { CancellationPenalty, CancellationPenaltyKind } from '@posada/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { configuraciones, reservaNoches, reservaPagos } from '../../../db/schema';

/** What a cancellation reads to settle the booking's deposits. */
export function createCancellationRepository() {
  return {
    /** The hotel's penalty (none when it has no configuration row). */
    async penalty(ex: Executor, hotelId: number): Promise<CancellationPenalty> {
      const [row] = await ex
        .select({
          tipo: configuraciones.penalidad_cancelacion_tipo,
          valor: sql<string>`${configuraciones.penalidad_cancelacion_valor}::text`,
        })
        .from(configuraciones)
        .where(eq(configuraciones.hotel_id, hotelId));
      return row
        ? { tipo: row.tipo as CancellationPenaltyKind, valor: row.valor }
        : { tipo: 'ninguna', valor: '0' };
    },

    /**
     * What the booking still holds: its deposits less its refunds, of the movements not yet on a
     * stay's account (a checked-in stay took them).
     */
    async depositHeld(ex: Executor, bookingId: number): Promise<string> {
      const [row] = await ex
        .select({
          held: sql<string>`coalesce(sum(case when ${reservaPagos.tipo} = 'devolucion'
            then -${reservaPagos.monto} else ${reservaPagos.monto} end), 0)::text`,
        })
        .from(reservaPagos)
        .where(
          and(
            eq(reservaPagos.encabezado_id, bookingId),
            sql`not exists (select 1 from cuenta_movimientos c where c.caja_movimiento_id = ${reservaPagos.caja_movimiento_id})`,
          ),
        );
      return row?.held ?? '0';
    },

    /** The first night's price (with tax) of each line, in one query. */
    async firstNights(ex: Executor, lineIds: number[]): Promise<string[]> {
      if (lineIds.length === 0) return [];
      const rows = await ex
        .selectDistinctOn([reservaNoches.reserva_id], { total: sql<string>`${reservaNoches.total}::text` })
        .from(reservaNoches)
        .where(inArray(reservaNoches.reserva_id, lineIds))
        .orderBy(reservaNoches.reserva_id, reservaNoches.fecha);
      return rows.map((r) => r.total);
    },
  };
}

export type CancellationRepository = ReturnType<typeof createCancellationRepository>;
