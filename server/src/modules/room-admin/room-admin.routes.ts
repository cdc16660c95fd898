import {
  ratePaths,
  roomPaths,
  roomTypePaths,
  ZRateBody,
  ZRateData,
  ZRateListBody,
  ZRatePage,
  ZRoomBody,
  ZRoomData,
  ZRoomListBody,
  ZRoomPage,
  ZRoomTypeBody,
  ZRoomTypeData,
  ZRoomTypeOptions,
  ZRoomTypePage,
  ZRoomTypeUpdateBody,
  ZRoomUpdateBody,
} from '@posada/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerCrudRoutes } from '../../http/crud-routes';
import { requireHotelId } from '../../http/request-context';
import { errorResponses } from '../../http/route-schemas';
import type { RoomAdminService } from './room-admin.service';

/** Room types, rooms and rates share the `habitaciones` permission module. */
const permissions = {
  ver: ['habitaciones.ver'],
  crear: ['habitaciones.crear'],
  editar: ['habitaciones.editar'],
  eliminar: ['habitaciones.eliminar'],
} as const;

/** typeRooms and admin/tarifas with the specification's own calls; rooms in the same style. */
export function registerRoomAdminRoutes(app: FastifyInstance, service: RoomAdminService): void {
  registerCrudRoutes(app, {
    paths: roomTypePaths,
    scope: 'hotel',
    tag: 'Tipos de habitación',
    singular: 'tipo de habitación',
    plural: 'tipos de habitación',
    service: service.types,
    list: { method: 'POST' },
    schemas: {
      page: ZRoomTypePage,
      one: ZRoomTypeData,
      body: ZRoomTypeBody,
      updateBody: ZRoomTypeUpdateBody,
    },
    permissions,
    removed: {
      removed: 'Tipo de habitación eliminado',
      deactivated: 'El tipo tiene habitaciones o tarifas: se desactivó en lugar de eliminarse',
    },
  });

  registerCrudRoutes(app, {
    paths: roomPaths,
    scope: 'hotel',
    tag: 'Habitaciones',
    singular: 'habitación',
    plural: 'habitaciones',
    service: service.rooms,
    list: { method: 'POST', filters: ZRoomListBody },
    schemas: { page: ZRoomPage, one: ZRoomData, body: ZRoomBody, updateBody: ZRoomUpdateBody },
    permissions,
    removed: {
      removed: 'Habitación eliminada',
      deactivated: 'La habitación tiene historial (estadías, reservas o mantenimientos): se desactivó',
    },
  });

  registerCrudRoutes(app, {
    paths: ratePaths,
    scope: 'hotel',
    tag: 'Tarifas',
    singular: 'tarifa',
    plural: 'tarifas',
    service: service.rates,
    list: { method: 'POST', filters: ZRateListBody },
    schemas: { page: ZRatePage, one: ZRateData, body: ZRateBody },
    permissions,
    removed: {
      removed: 'Tarifa eliminada',
      deactivated: 'La tarifa está en uso: se desactivó en lugar de eliminarse',
    },
  });

  app.withTypeProvider<ZodTypeProvider>().post(
    roomTypePaths.idName,
    {
      // Every screen that picks a type: rooms, rates, the rack's filter, reservations.
      config: { auth: ['habitaciones.ver', 'rack.ver', 'reservas.ver'] },
      schema: {
        tags: ['Tipos de habitación'],
        summary: 'Tipos de habitación activos del hotel, { id, name } para selectores',
        response: { 200: ZRoomTypeOptions, ...errorResponses },
      },
    },
    async (req) => ({ data: await service.typeOptions(requireHotelId(req)) }),
  );
}
