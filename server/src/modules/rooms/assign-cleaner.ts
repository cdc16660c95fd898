import { rackState, roomMessages, type TAssignCleaningBody, type TRackRoom } from '@posada/contracts';
import type { Db } from '../../db/client';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import type { HotelActor } from '../../lib/request-hotel';
import { recordAudit } from '../audit/audit.repository';
import { createRackRepository, factsOf } from './rack.repository';
import { toRackRoom } from './rack-card';

const ACTION = 'asignar_limpieza';

/**
 * Assigns an employee to clean a dirty room. Not a state change (the room stays in 'Limpieza'),
 * so it does not go through the state machine; but like the room actions it locks the room row
 * and writes the room's history and the audit log in one transaction.
 */
export function assignCleaner(
  db: Db,
  actor: HotelActor,
  body: TAssignCleaningBody,
): Promise<{ message: string; data: TRackRoom }> {
  return db.transaction(async (tx) => {
    const repo = createRackRepository(tx);
    const room = await repo.lockRoom(actor.hotelId, body.habitacion_id);
    if (!room) throw new NotFoundError('La habitación no existe');
    if (!room.sucia) throw new ConflictError(roomMessages.limpia);
    const employee = await repo.activeEmployee(actor.hotelId, body.empleado_id);
    if (!employee) {
      const message = 'El empleado no existe o está inactivo';
      throw new ValidationError(message, { empleado_id: [message] });
    }
    await repo.assignCleaner(room.id, body.empleado_id);
    const after = await repo.room(actor.hotelId, room.id);
    if (!after) throw new NotFoundError('La habitación no existe');
    const estado = rackState(factsOf(room));
    const detalle = { anterior_empleado_id: room.limpieza_empleado_id, empleado_id: body.empleado_id };
    await repo.writeHistory({
      hotel_id: actor.hotelId,
      habitacion_id: room.id,
      accion: ACTION,
      estado_antes: estado,
      estado_despues: rackState(factsOf(after)),
      usuario_id: actor.userId,
      empleado_id: body.empleado_id,
      detalle,
    });
    await recordAudit(tx, actor, {
      accion: ACTION,
      entidad: 'habitaciones',
      entidad_id: room.id,
      antes: { estado, limpieza_empleado_id: room.limpieza_empleado_id },
      despues: { estado: rackState(factsOf(after)), limpieza_empleado_id: body.empleado_id },
    });
    return {
      message: `Limpieza de la habitación ${room.numero} asignada a ${after.limpieza_empleado ?? ''}`.trim(),
      data: toRackRoom(after),
    };
  });
}
