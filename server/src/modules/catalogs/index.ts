import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { AuditLog } from '../../lib/audit';
import { createCatalogsRepository } from './catalogs.repository';
import { registerCatalogsRoutes } from './catalogs.routes';
import { createCatalogsService } from './catalogs.service';

/** The shared services buildApp hands this module (and nothing more). */
export interface CatalogsDeps {
  db: Db;
  audit: AuditLog;
}

export function register(api: FastifyInstance, { db, audit }: CatalogsDeps): void {
  registerCatalogsRoutes(api, createCatalogsService({ db, audit, repo: createCatalogsRepository() }));
}
