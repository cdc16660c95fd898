import { dayText } from '@posada/contracts/dates';
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Tx } from '../../db/client';
import { clientes } from '../../db/schema';
import { pgConstraint, pgDetail, pgErrorCode } from '../../lib/db-errors';
import { ConflictError } from '../../lib/errors';
import { clientName, parsedRows } from '../../lib/raw-sql';

/** Who holds a room's nights (a reservation or a stay), found when a claim is refused. */
const ZNightsHolder = z.object({
  tipo: z.enum(['reserva', 'estadia']),
  cliente: z.string(),
  llegada: z.string(),
  salida: z.string(),
});

const cr = alias(clientes, 'cr');
const ce = alias(clientes, 'ce');

/** The reservation or stay that holds any of the room's nights [llegada, salida), and its dates. */
async function nightsHolder(tx: Tx, roomId: number, llegada: string, salida: string) {
  const [holder] = parsedRows(
    'noches.ocupante',
    ZNightsHolder,
    await tx.execute(sql`
      select case when n.reserva_id is not null then 'reserva' else 'estadia' end as tipo,
        coalesce(${clientName(cr)}, ${clientName(ce)}) as cliente,
        lower(n.noches)::text as llegada, upper(n.noches)::text as salida
      from noches_habitacion n
      left join reservas r on r.id = n.reserva_id
      left join clientes cr on cr.id = r.cliente_id
      left join estancias e on e.id = n.estancia_id
      left join clientes ce on ce.id = e.cliente_id
      where n.habitacion_id = ${roomId} and not n.sobreventa
        and n.noches && daterange(${llegada}::date, ${salida}::date)
      order by lower(n.noches) limit 1`),
  );
  return holder;
}

/**
 * Claims a room's nights in a savepoint. The exclusion constraint on `noches_habitacion` is the
 * guarantee against selling a night twice; when it refuses, the savepoint keeps the transaction
 * usable so the answer can say which reservation or stay holds those nights, and when. The trigger
 * `noches_habitacion_cupo_tipo` refuses a room its type has already promised to bookings without
 * an assigned room (migration 0010).
 */
export async function claimingNights<T>(
  tx: Tx,
  room: { id: number; numero: string },
  nights: { llegada: string; salida: string },
  claim: (savepoint: Tx) => Promise<T>,
  /** The refusal when the type has no free room left (by default it names the room). */
  soldOut?: (fecha: string | undefined) => Error,
): Promise<T> {
  try {
    return await tx.transaction(claim);
  } catch (error) {
    if (pgConstraint(error) === 'reservas_cupo_tipo') {
      const fecha = pgDetail(error);
      if (soldOut) throw soldOut(fecha);
      throw new ConflictError(
        `No quedan habitaciones libres del tipo de la ${room.numero}${fecha ? ` para la noche del ${dayText(fecha)}` : ''}: ` +
          'las reservas sin habitación asignada las ocupan',
      );
    }
    if (pgErrorCode(error) !== '23P01') throw error;
    const holder = await nightsHolder(tx, room.id, nights.llegada, nights.salida);
    if (!holder) throw error;
    const what = holder.tipo === 'reserva' ? 'la reserva' : 'la estadía';
    throw new ConflictError(
      `La habitación ${room.numero} ya está comprometida por ${what} de ${holder.cliente} ` +
        `(llegada ${dayText(holder.llegada)}, salida ${dayText(holder.salida)})`,
    );
  }
}
