import type { FastifyInstance } from 'fastify';
import type { Kernel } from '../../kernel';
import { roleCodes } from '../../kernel/permissions';
import { createUsersRepository } from './users.repository';
import { registerUsersRoutes } from './users.routes';
import { createUsersService } from './users.service';

/** What buildApp hands this module: the kernel services it names, and nothing more. */
export type UsersDeps = Pick<Kernel, 'db' | 'audit'>;

export function register(api: FastifyInstance, { db, audit }: UsersDeps): void {
  const service = createUsersService({
    db,
    audit,
    repo: createUsersRepository(),
    roles: roleCodes,
  });
  registerUsersRoutes(api, service);
}
