import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../deps';
import { registerRatesRoutes } from './rates.routes';
import { registerRoomTypesRoutes } from './room-types.routes';
import { registerRoomsRoutes } from './rooms.routes';

/** typeRooms, admin/rooms and admin/tarifas. The rack and stays live in `modules/rooms`. */
export function register(api: FastifyInstance, { db }: ModuleDeps): void {
  registerRoomTypesRoutes(api, db);
  registerRoomsRoutes(api, db);
  registerRatesRoutes(api, db);
}
