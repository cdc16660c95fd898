import { z } from 'zod';
import { zId, zText } from './scalars';

export const rackStateNames = ['Mantenimiento', 'Ocupada', 'Reservada', 'Limpieza', 'Disponible'] as const;
export type TRackState = (typeof rackStateNames)[number];

/** One card of the rack: what the room is now and what the card shows. */
export const ZRackRoom = z
  .object({
    id: z.number().int(),
    numero: z.string(),
    piso: z.number().int(),
    tipo_habitacion_id: z.number().int(),
    tipo: z.string(),
    estado: z.enum(rackStateNames),
    sucia: z.boolean(),
    sucia_desde: z.string().nullable(),
    observaciones: z.string().nullable(),
    mantenimiento: z.object({ motivo: z.string(), desde: z.string() }).nullable(),
    estancia: z
      .object({
        id: z.number().int(),
        huesped: z.string(),
        llegada: z.string(),
        salida: z.string(),
        noches: z.number().int(),
        personas: z.number().int(),
        sale_hoy: z.boolean(),
      })
      .nullable(),
    reserva: z
      .object({ id: z.number().int(), cliente: z.string(), llegada: z.string(), salida: z.string() })
      .nullable(),
    /** Who is assigned to clean the dirty room (null when nobody is, or the room is clean). */
    limpieza_asignada: z.object({ id: z.number().int(), nombres: z.string() }).nullable(),
  })
  .meta({ id: 'HabitacionRack' });
export type TRackRoom = z.infer<typeof ZRackRoom>;

export const ZRackResponse = z.object({ data: z.array(ZRackRoom), hoy: z.string() });
export type TRackResponse = z.infer<typeof ZRackResponse>;
export const ZRackFloorsResponse = z.object({ data: z.array(z.number().int()) });

const roomId = zId('Seleccione la habitación');

export const ZRoomRef = z.object({ habitacion_id: roomId });
export const ZHoldBody = z.object({
  habitacion_id: roomId,
  cliente_id: zId('Seleccione el cliente'),
  observaciones: zText(500, { multiline: true }).optional(),
});
export const ZCancelHoldBody = z.object({
  habitacion_id: roomId,
  motivo: zText(300, { multiline: true }).optional(),
});
export const ZMaintenanceBody = z.object({
  habitacion_id: roomId,
  motivo: zText(300, { message: 'Indique el motivo del mantenimiento', multiline: true }).min(3, {
    error: 'Indique el motivo del mantenimiento',
  }),
});
export const ZEnableBody = z.object({
  habitacion_id: roomId,
  empleado_id: zId('Seleccione quién hizo la limpieza'),
});
export const ZAssignCleaningBody = z.object({
  habitacion_id: roomId,
  empleado_id: zId('Seleccione quién hará la limpieza'),
});
export type THoldBody = z.infer<typeof ZHoldBody>;
export type TMaintenanceBody = z.infer<typeof ZMaintenanceBody>;
export type TEnableBody = z.infer<typeof ZEnableBody>;
export type TAssignCleaningBody = z.infer<typeof ZAssignCleaningBody>;

/** The answer of every room action: the room as the rack now shows it. */
export const ZRoomActionResponse = z.object({ message: z.string(), data: ZRackRoom });

export const ZRoomEmployee = z.object({ id: z.number().int(), nombres: z.string(), cargo: z.string() });
export type TRoomEmployee = z.infer<typeof ZRoomEmployee>;
export const ZRoomEmployeesResponse = z.object({ data: z.array(ZRoomEmployee) });
