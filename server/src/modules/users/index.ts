import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../deps';
import { registerUsersRoutes } from './users.routes';
import { createUsersService } from './users.service';

export function register(api: FastifyInstance, { db }: ModuleDeps): void {
  registerUsersRoutes(api, createUsersService({ db }));
}
