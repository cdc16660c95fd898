import {
  roomPaths as paths,
  type TRoomBody,
  type TRoomListBody,
  ZRoomBody,
  ZRoomData,
  ZRoomListBody,
  ZRoomPage,
  ZRoomUpdateBody,
} from '@posada/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { habitaciones, tiposHabitacion } from '../../db/schema';
import { registerHotelResource } from '../../lib/crud-routes';
import { BusinessRuleError, ValidationError } from '../../lib/errors';
import { ROOM_PERMISSIONS } from './permissions';
import { lockRoom, roomStore } from './rooms.store';

const occupiedMessage = (numero: string) =>
  `La habitación ${numero} está ocupada: no se puede desactivar ni eliminar mientras tenga una estadía abierta`;

/**
 * The type must be one of the hotel's (an inactive type only if the room already has it); an
 * occupied room cannot be deactivated. The room row is locked first, as the rack's actions do.
 */
async function checkRoom(tx: Tx, hotelId: number, body: TRoomBody, id?: number): Promise<TRoomBody> {
  const current = id === undefined ? undefined : await lockRoom(tx, hotelId, id);
  const [type] = await tx
    .select({ estado: tiposHabitacion.estado })
    .from(tiposHabitacion)
    .where(and(eq(tiposHabitacion.id, body.tipo_habitacion_id), eq(tiposHabitacion.hotel_id, hotelId)));
  const typeError = !type
    ? 'El tipo de habitación no existe'
    : !type.estado && current?.tipo_habitacion_id !== body.tipo_habitacion_id
      ? 'El tipo de habitación está inactivo'
      : undefined;
  if (typeError) {
    throw new ValidationError('Los datos enviados no son válidos', { tipo_habitacion_id: [typeError] });
  }
  if (current?.ocupada && !body.estado) throw new BusinessRuleError(occupiedMessage(current.numero));
  return body;
}

/** admin/rooms, in the style of the type calls. A room with history is deactivated, not deleted. */
export function registerRoomsRoutes(app: FastifyInstance, db: Db): void {
  registerHotelResource(app, db, {
    paths,
    tag: 'Habitaciones',
    singular: 'habitación',
    plural: 'habitaciones',
    remove: {
      path: paths.remove,
      removed: 'Habitación eliminada',
      deactivated: 'La habitación tiene historial (estadías, reservas o mantenimientos): se desactivó',
    },
    store: roomStore,
    page: ZRoomPage,
    one: ZRoomData,
    body: ZRoomBody,
    updateBody: ZRoomUpdateBody,
    permissions: ROOM_PERMISSIONS,
    list: {
      body: ZRoomListBody,
      where: (filters) => {
        const { piso, tipo_habitacion_id: tipo } = filters as TRoomListBody;
        return and(
          piso === null || piso === undefined ? undefined : eq(habitaciones.piso, piso),
          tipo ? eq(habitaciones.tipo_habitacion_id, tipo) : undefined,
        );
      },
    },
    prepare: (tx, hotelId, body, id) => checkRoom(tx, hotelId, body as TRoomBody, id),
    beforeRemove: async (tx, hotelId, id) => {
      const room = await lockRoom(tx, hotelId, id);
      if (room.ocupada) throw new BusinessRuleError(occupiedMessage(room.numero));
    },
  });
}
