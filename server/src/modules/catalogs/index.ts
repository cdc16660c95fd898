import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../deps';
import { registerCatalogsRoutes } from './catalogs.routes';

export function register(api: FastifyInstance, { db }: ModuleDeps): void {
  registerCatalogsRoutes(api, db);
}
