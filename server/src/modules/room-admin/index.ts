import type { FastifyInstance } from 'fastify';
import type { Kernel } from '../../kernel';
import { createRoomAdminRepository } from './room-admin.repository';
import { registerRoomAdminRoutes } from './room-admin.routes';
import { createRoomAdminService } from './room-admin.service';

/** What buildApp hands this module: the kernel services it names, and nothing more. */
export type RoomAdminDeps = Pick<Kernel, 'db' | 'audit'>;

/** typeRooms, admin/rooms and admin/tarifas. The rack and stays live in `modules/rooms`. */
export function register(api: FastifyInstance, { db, audit }: RoomAdminDeps): void {
  registerRoomAdminRoutes(api, createRoomAdminService({ db, audit, repo: createRoomAdminRepository() }));
}
