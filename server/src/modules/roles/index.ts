import type { FastifyInstance } from 'fastify';
import type { Kernel } from '../../kernel';
import { createRolesRepository } from './roles.repository';
import { registerRolesRoutes } from './roles.routes';
import { createRolesService } from './roles.service';

/** What buildApp hands this module: the kernel services it names, and nothing more. */
export type RolesDeps = Pick<Kernel, 'db' | 'audit'>;

export function register(api: FastifyInstance, { db, audit }: RolesDeps): void {
  registerRolesRoutes(api, createRolesService({ db, audit, repo: createRolesRepository() }));
}
