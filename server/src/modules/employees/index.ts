import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { AuditLog } from '../../lib/audit';
import { createEmployeesRepository } from './employees.repository';
import { registerEmployeesRoutes } from './employees.routes';
import { createEmployeesService } from './employees.service';

/** The shared services buildApp hands this module (and nothing more). */
export interface EmployeesDeps {
  db: Db;
  audit: AuditLog;
}

export function register(api: FastifyInstance, { db, audit }: EmployeesDeps): void {
  registerEmployeesRoutes(api, createEmployeesService({ db, audit, repo: createEmployeesRepository() }));
}
