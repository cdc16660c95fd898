import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../deps';
import { registerRolesRoutes } from './roles.routes';
import { createRolesService } from './roles.service';

export function register(api: FastifyInstance, { db }: ModuleDeps): void {
  registerRolesRoutes(api, createRolesService({ db }));
}
