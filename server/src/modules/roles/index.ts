import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../deps';
import { createRolesRepository } from './roles.repository';
import { registerRolesRoutes } from './roles.routes';
import { createRolesService } from './roles.service';

export function register(api: FastifyInstance, { db, audit }: ModuleDeps): void {
  registerRolesRoutes(api, createRolesService({ db, audit, repo: createRolesRepository() }));
}
