import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { AuditLog } from '../../lib/audit';
import { createRolesRepository } from './roles.repository';
import { registerRolesRoutes } from './roles.routes';
import { createRolesService } from './roles.service';

/** The shared services buildApp hands this module (and nothing more). */
export interface RolesDeps {
  db: Db;
  audit: AuditLog;
}

export function register(api: FastifyInstance, { db, audit }: RolesDeps): void {
  registerRolesRoutes(api, createRolesService({ db, audit, repo: createRolesRepository() }));
}
