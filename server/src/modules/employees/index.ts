import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../deps';
import { registerEmployeesRoutes } from './employees.routes';

export function register(api: FastifyInstance, { db }: ModuleDeps): void {
  registerEmployeesRoutes(api, db);
}
