import type { FastifyInstance } from 'fastify';
import type { Kernel } from '../../kernel';
import { createEmployeesRepository } from './employees.repository';
import { registerEmployeesRoutes } from './employees.routes';
import { createEmployeesService } from './employees.service';

/** What buildApp hands this module: the kernel services it names, and nothing more. */
export type EmployeesDeps = Pick<Kernel, 'db' | 'audit'>;

export function register(api: FastifyInstance, { db, audit }: EmployeesDeps): void {
  registerEmployeesRoutes(api, createEmployeesService({ db, audit, repo: createEmployeesRepository() }));
}
