import {
  roomTypePaths as paths,
  ZRoomTypeBody,
  ZRoomTypeData,
  ZRoomTypeOptions,
  ZRoomTypePage,
  ZRoomTypeUpdateBody,
} from '@posada/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { registerHotelResource } from '../../lib/crud-routes';
import { requireHotelId } from '../../lib/request-hotel';
import { errorResponses } from '../../lib/route-schemas';
import { ROOM_PERMISSIONS } from './permissions';
import { roomTypeOptions, roomTypeStore } from './room-types.store';

const TAG = 'Tipos de habitación';

/** typeRooms: the spec's `/tipoHabitacion…` calls; a type with rooms or rates is deactivated. */
export function registerRoomTypesRoutes(app: FastifyInstance, db: Db): void {
  registerHotelResource(app, db, {
    paths,
    tag: TAG,
    singular: 'tipo de habitación',
    plural: 'tipos de habitación',
    remove: {
      path: paths.remove,
      removed: 'Tipo de habitación eliminado',
      deactivated: 'El tipo tiene habitaciones o tarifas: se desactivó en lugar de eliminarse',
    },
    store: roomTypeStore,
    page: ZRoomTypePage,
    one: ZRoomTypeData,
    body: ZRoomTypeBody,
    updateBody: ZRoomTypeUpdateBody,
    permissions: ROOM_PERMISSIONS,
  });

  app.withTypeProvider<ZodTypeProvider>().post(
    paths.idName,
    {
      // Every screen that picks a type: rooms, rates, the rack's filter, reservations.
      config: { auth: ['habitaciones.ver', 'rack.ver', 'reservas.ver'] },
      schema: {
        tags: [TAG],
        summary: 'Tipos de habitación activos del hotel, { id, name } para selectores',
        response: { 200: ZRoomTypeOptions, ...errorResponses },
      },
    },
    async (req) => ({ data: await roomTypeOptions(db, requireHotelId(req)) }),
  );
}
