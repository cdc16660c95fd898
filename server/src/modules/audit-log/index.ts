import type { FastifyInstance } from 'fastify';
import type { Kernel } from '../../kernel';
import { createAuditLogRepository } from './audit-log.repository';
import { registerAuditLogRoutes } from './audit-log.routes';
import { createAuditLogService } from './audit-log.service';

/** What buildApp hands this module: the kernel services it names, and nothing more. */
export type AuditLogDeps = Pick<Kernel, 'db'>;

/** The audit log's screen (Administración → Auditoría): reading what `audit.record` wrote. */
export function register(api: FastifyInstance, { db }: AuditLogDeps): void {
  registerAuditLogRoutes(api, createAuditLogService({ db, repo: createAuditLogRepository() }));
}
