import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../deps';
import { createEmployeesRepository } from './employees.repository';
import { registerEmployeesRoutes } from './employees.routes';
import { createEmployeesService } from './employees.service';

export function register(api: FastifyInstance, { db, audit }: ModuleDeps): void {
  registerEmployeesRoutes(api, createEmployeesService({ db, audit, repo: createEmployeesRepository() }));
}
