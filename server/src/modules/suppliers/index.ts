import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { AuditLog } from '../../lib/audit';
import { createSuppliersRepository } from './suppliers.repository';
import { registerSuppliersRoutes } from './suppliers.routes';
import { createSuppliersService } from './suppliers.service';

/** The shared services buildApp hands this module (and nothing more). */
export interface SuppliersDeps {
  db: Db;
  audit: AuditLog;
}

export function register(api: FastifyInstance, { db, audit }: SuppliersDeps): void {
  registerSuppliersRoutes(api, createSuppliersService({ db, audit, repo: createSuppliersRepository() }));
}
