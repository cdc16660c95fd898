import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../deps';
import { createConfigurationsRepository } from './configurations.repository';
import { registerConfigurationsRoutes } from './configurations.routes';

export function register(api: FastifyInstance, { db }: ModuleDeps): void {
  registerConfigurationsRoutes(api, createConfigurationsRepository(db));
}
