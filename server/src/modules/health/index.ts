import type { FastifyInstance } from 'fastify';
import type { Kernel } from '../../kernel';
import { createHealthRepository } from './health.repository';
import { registerHealthRoutes } from './health.routes';
import { createHealthService } from './health.service';

/** What buildApp hands this module: the kernel services it names, and nothing more. */
export type HealthDeps = Pick<Kernel, 'db' | 'jobs'>;

/** The server's own state: liveness (`/health`), readiness (`/ready`) and the scheduled jobs. */
export function register(api: FastifyInstance, { db, jobs }: HealthDeps): void {
  registerHealthRoutes(api, createHealthService({ db, repo: createHealthRepository(), jobs }));
}
