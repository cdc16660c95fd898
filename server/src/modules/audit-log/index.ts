import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../deps';
import { createAuditLogRepository } from './audit-log.repository';
import { registerAuditLogRoutes } from './audit-log.routes';
import { createAuditLogService } from './audit-log.service';

/** The audit log's screen (Administración → Auditoría): reading what `audit.record` wrote. */
export function register(api: FastifyInstance, { db }: ModuleDeps): void {
  registerAuditLogRoutes(api, createAuditLogService({ db, repo: createAuditLogRepository() }));
}
