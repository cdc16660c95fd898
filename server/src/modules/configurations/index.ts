import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../deps';
import { createConfigurationsRepository } from './configurations.repository';
import { registerConfigurationsRoutes } from './configurations.routes';
import { createConfigurationsService } from './configurations.service';
import { registerLogoUploadRoute } from './logo-upload.routes';
import { registerTrainingsRoutes } from './trainings.routes';

export function register(api: FastifyInstance, { db, audit }: ModuleDeps): void {
  const service = createConfigurationsService({ db, audit, repo: createConfigurationsRepository() });
  registerConfigurationsRoutes(api, service);
  registerLogoUploadRoute(api, service);
  registerTrainingsRoutes(api, service);
}
