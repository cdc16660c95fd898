import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { createHealthRepository } from './health.repository';
import { registerHealthRoutes } from './health.routes';
import { createHealthService } from './health.service';

/** The shared services buildApp hands this module (and nothing more). */
export interface HealthDeps {
  db: Db;
}

export function register(api: FastifyInstance, { db }: HealthDeps): void {
  registerHealthRoutes(api, createHealthService({ db, repo: createHealthRepository() }));
}
