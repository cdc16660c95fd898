import type { FastifyInstance } from 'fastify';
import type { Kernel } from '../../kernel';
import { createConfigurationsRepository } from './configurations.repository';
import { registerConfigurationsRoutes } from './configurations.routes';
import { createConfigurationsService } from './configurations.service';
import { registerLogoUploadRoute } from './logo-upload.routes';
import { registerTrainingsRoutes } from './trainings.routes';

/** What buildApp hands this module: the kernel services it names, and nothing more. */
export type ConfigurationsDeps = Pick<Kernel, 'db' | 'audit'>;

export function register(api: FastifyInstance, { db, audit }: ConfigurationsDeps): void {
  const service = createConfigurationsService({ db, audit, repo: createConfigurationsRepository() });
  registerConfigurationsRoutes(api, service);
  registerLogoUploadRoute(api, service);
  registerTrainingsRoutes(api, service);
}
