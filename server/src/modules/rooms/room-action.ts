import { canApply, type RoomAction, rackState, type TRackRoom } from '@posada/contracts';
import type { Db, Tx } from '../../db/client';
import { ConflictError, NotFoundError } from '../../lib/errors';
import type { HotelActor } from '../../lib/request-hotel';
import { recordAudit } from '../audit/audit.repository';
import { createRackRepository, factsOf, type RackRepository, type RackRow } from './rack.repository';
import { toRackRoom } from './rack-card';

export interface ChangeContext {
  tx: Tx;
  repo: RackRepository;
  room: RackRow;
}
export type Change<T> = (
  c: ChangeContext,
) => Promise<{ message: string; detalle?: unknown; empleado_id?: number; extra?: T }>;

/**
 * One room action: lock the room row, check the state machine, change, and write the room's
 * history and the audit log — all in one transaction, so of two simultaneous actions on one
 * room the second sees the first's result and is refused with 409.
 */
export function runRoomAction<T = undefined>(
  db: Db,
  actor: HotelActor,
  roomId: number,
  action: RoomAction,
  change: Change<T>,
  override = false,
): Promise<{ message: string; data: TRackRoom; extra: T | undefined }> {
  return db.transaction(async (tx) => {
    const repo = createRackRepository(tx);
    const before = await repo.lockRoom(actor.hotelId, roomId);
    if (!before) throw new NotFoundError('La habitación no existe');
    const verdict = canApply(action, factsOf(before), override);
    if (!verdict.allowed) throw new ConflictError(verdict.message);
    const { message, detalle, empleado_id, extra } = await change({ tx, repo, room: before });
    const after = await repo.room(actor.hotelId, roomId);
    if (!after) throw new NotFoundError('La habitación no existe');
    const [from, to] = [rackState(factsOf(before)), rackState(factsOf(after))];
    await repo.writeHistory({
      hotel_id: actor.hotelId,
      habitacion_id: roomId,
      accion: action,
      estado_antes: from,
      estado_despues: to,
      usuario_id: actor.userId,
      empleado_id: empleado_id ?? null,
      detalle: detalle ?? null,
    });
    await recordAudit(tx, actor, {
      accion: action,
      entidad: 'habitaciones',
      entidad_id: roomId,
      antes: { estado: from },
      despues: { estado: to, ...(detalle ? { detalle } : {}) },
    });
    return { message, data: toRackRoom(after), extra };
  });
}
