import { dayText } from '@posada/contracts/dates';
import type { Executor, Tx } from '../../db/client';
import { pgConstraint, pgDetail, pgErrorCode } from '../../lib/db-errors';
import { ConflictError } from '../../lib/errors';

/** Who holds a room's nights (a reservation or a stay), found when a claim is refused. */
export interface NightsHolder {
  tipo: 'reserva' | 'estadia';
  cliente: string;
  llegada: string;
  salida: string;
}

/** The query `claimingNights` needs (the rack repository's). */
export interface NightsHolderQuery {
  claimHolding(
    ex: Executor,
    roomId: number,
    llegada: string,
    salida: string,
  ): Promise<NightsHolder | undefined>;
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
  repo: NightsHolderQuery,
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
    const holder = await repo.claimHolding(tx, room.id, nights.llegada, nights.salida);
    if (!holder) throw error;
    const what = holder.tipo === 'reserva' ? 'la reserva' : 'la estadía';
    throw new ConflictError(
      `La habitación ${room.numero} ya está comprometida por ${what} de ${holder.cliente} ` +
        `(llegada ${dayText(holder.llegada)}, salida ${dayText(holder.salida)})`,
    );
  }
}
