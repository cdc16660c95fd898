import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { AuditLog } from '../../lib/audit';
import { createClientsRepository } from './clients.repository';
import { registerClientsRoutes } from './clients.routes';
import { createClientsService } from './clients.service';

/** The shared services buildApp hands this module (and nothing more). */
export interface ClientsDeps {
  db: Db;
  audit: AuditLog;
}

export function register(api: FastifyInstance, { db, audit }: ClientsDeps): void {
  registerClientsRoutes(api, createClientsService({ db, audit, repo: createClientsRepository() }));
}
