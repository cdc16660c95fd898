import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { AuditLog } from '../../lib/audit';
import { createRoomAdminRepository } from './room-admin.repository';
import { registerRoomAdminRoutes } from './room-admin.routes';
import { createRoomAdminService } from './room-admin.service';

/** The shared services buildApp hands this module (and nothing more). */
export interface RoomAdminDeps {
  db: Db;
  audit: AuditLog;
}

/** typeRooms, admin/rooms and admin/tarifas. The rack and stays live in `modules/rooms`. */
export function register(api: FastifyInstance, { db, audit }: RoomAdminDeps): void {
  registerRoomAdminRoutes(api, createRoomAdminService({ db, audit, repo: createRoomAdminRepository() }));
}
