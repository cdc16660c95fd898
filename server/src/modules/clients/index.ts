import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../deps';
import { registerClientsRoutes } from './clients.routes';

export function register(api: FastifyInstance, { db }: ModuleDeps): void {
  registerClientsRoutes(api, db);
}
