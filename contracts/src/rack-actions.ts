import { z } from 'zod';
import { ZRackRoom } from './rack';
import { lazyShape, zId, zText } from './scalars';

/** The rack's room actions (hold, maintenance, cleaning…): their bodies and answers. */

const roomId = zId('Seleccione la habitación');

export const ZRoomRef = z.object(lazyShape(() => ({ habitacion_id: roomId })));
export const ZHoldBody = z.object(
  lazyShape(() => ({
    habitacion_id: roomId,
    cliente_id: zId('Seleccione el cliente'),
    observaciones: zText(500, { multiline: true }).optional(),
  })),
);
export const ZCancelHoldBody = z.object(
  lazyShape(() => ({
    habitacion_id: roomId,
    motivo: zText(300, { multiline: true }).optional(),
  })),
);
export const ZMaintenanceBody = z.object(
  lazyShape(() => ({
    habitacion_id: roomId,
    motivo: zText(300, { message: 'Indique el motivo del mantenimiento', multiline: true }).min(3, {
      error: 'Indique el motivo del mantenimiento',
    }),
  })),
);
export const ZEnableBody = z.object(
  lazyShape(() => ({
    habitacion_id: roomId,
    empleado_id: zId('Seleccione quién hizo la limpieza'),
  })),
);
export const ZAssignCleaningBody = z.object(
  lazyShape(() => ({
    habitacion_id: roomId,
    empleado_id: zId('Seleccione quién hará la limpieza'),
  })),
);
export type TRoomRef = z.infer<typeof ZRoomRef>;
export type THoldBody = z.infer<typeof ZHoldBody>;
export type TCancelHoldBody = z.infer<typeof ZCancelHoldBody>;
export type TMaintenanceBody = z.infer<typeof ZMaintenanceBody>;
export type TEnableBody = z.infer<typeof ZEnableBody>;
export type TAssignCleaningBody = z.infer<typeof ZAssignCleaningBody>;

/** The answer of every room action: the room as the rack now shows it. */
export const ZRoomActionResponse = z.object(lazyShape(() => ({ message: z.string(), data: ZRackRoom })));

export const ZRoomEmployee = z.object(
  lazyShape(() => ({ id: z.number().int(), nombres: z.string(), cargo: z.string() })),
);
export type TRoomEmployee = z.infer<typeof ZRoomEmployee>;
export const ZRoomEmployeesResponse = z.object(lazyShape(() => ({ data: z.array(ZRoomEmployee) })));
