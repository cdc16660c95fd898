import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { AuditLog } from '../../lib/audit';
import { createRolesRepository } from '../roles/roles.repository';
import { createUsersRepository } from './users.repository';
import { registerUsersRoutes } from './users.routes';
import { createUsersService } from './users.service';

/** The shared services buildApp hands this module (and nothing more). */
export interface UsersDeps {
  db: Db;
  audit: AuditLog;
}

export function register(api: FastifyInstance, { db, audit }: UsersDeps): void {
  const service = createUsersService({
    db,
    audit,
    repo: createUsersRepository(),
    roles: createRolesRepository(),
  });
  registerUsersRoutes(api, service);
}
