import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { AuditLog } from '../../lib/audit';
import { createConfigurationsRepository } from './configurations.repository';
import { registerConfigurationsRoutes } from './configurations.routes';
import { createConfigurationsService } from './configurations.service';
import { registerLogoUploadRoute } from './logo-upload.routes';
import { registerTrainingsRoutes } from './trainings.routes';

/** The shared services buildApp hands this module (and nothing more). */
export interface ConfigurationsDeps {
  db: Db;
  audit: AuditLog;
}

export function register(api: FastifyInstance, { db, audit }: ConfigurationsDeps): void {
  const service = createConfigurationsService({ db, audit, repo: createConfigurationsRepository() });
  registerConfigurationsRoutes(api, service);
  registerLogoUploadRoute(api, service);
  registerTrainingsRoutes(api, service);
}
