import type { FastifyInstance } from 'fastify';
import type { Kernel } from '../../kernel';
import { createReportsRepository } from './reports.repository';
import { registerReportsRoutes } from './reports.routes';
import { createReportsService } from './reports.service';

/** What buildApp hands this module: the kernel services it names, and nothing more. */
export type ReportsDeps = Pick<Kernel, 'db' | 'calendar'>;

export function register(api: FastifyInstance, { db, calendar }: ReportsDeps): void {
  registerReportsRoutes(api, createReportsService({ db, calendar, repo: createReportsRepository() }));
}
