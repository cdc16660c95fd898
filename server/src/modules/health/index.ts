import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../deps';
import { registerHealthRoutes } from './health.routes';

export function register(api: FastifyInstance, { db }: ModuleDeps): void {
  registerHealthRoutes(api, db);
}
