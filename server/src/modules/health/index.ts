import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../deps';
import { createHealthRepository } from './health.repository';
import { registerHealthRoutes } from './health.routes';
import { createHealthService } from './health.service';

export function register(api: FastifyInstance, { db }: ModuleDeps): void {
  registerHealthRoutes(api, createHealthService({ db, repo: createHealthRepository() }));
}
