import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../deps';
import { createRoomAdminRepository } from './room-admin.repository';
import { registerRoomAdminRoutes } from './room-admin.routes';
import { createRoomAdminService } from './room-admin.service';

/** typeRooms, admin/rooms and admin/tarifas. The rack and stays live in `modules/rooms`. */
export function register(api: FastifyInstance, { db, audit }: ModuleDeps): void {
  registerRoomAdminRoutes(api, createRoomAdminService({ db, audit, repo: createRoomAdminRepository() }));
}
