import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../deps';
import { createRolesRepository } from '../roles/roles.repository';
import { createUsersRepository } from './users.repository';
import { registerUsersRoutes } from './users.routes';
import { createUsersService } from './users.service';

export function register(api: FastifyInstance, { db, audit }: ModuleDeps): void {
  const service = createUsersService({
    db,
    audit,
    repo: createUsersRepository(),
    roles: createRolesRepository(),
  });
  registerUsersRoutes(api, service);
}
