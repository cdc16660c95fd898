import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../deps';
import { registerSuppliersRoutes } from './suppliers.routes';

export function register(api: FastifyInstance, { db }: ModuleDeps): void {
  registerSuppliersRoutes(api, db);
}
