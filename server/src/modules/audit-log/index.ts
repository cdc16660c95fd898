import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { createAuditLogRepository } from './audit-log.repository';
import { registerAuditLogRoutes } from './audit-log.routes';
import { createAuditLogService } from './audit-log.service';

/** The shared services buildApp hands this module (and nothing more). */
export interface AuditLogDeps {
  db: Db;
}

/** The audit log's screen (Administración → Auditoría): reading what `audit.record` wrote. */
export function register(api: FastifyInstance, { db }: AuditLogDeps): void {
  registerAuditLogRoutes(api, createAuditLogService({ db, repo: createAuditLogRepository() }));
}
