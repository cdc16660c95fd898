import type { FastifyInstance } from 'fastify';
import type { Kernel } from '../../kernel';
import { createNumberingRepository } from '../../kernel/numbers/numbering.repository';
import { createNumberingService } from '../../kernel/numbers/numbering.service';
import { registerNumberingRoutes } from './numbering.routes';

/** What buildApp hands this module: the kernel services it names, and nothing more. */
export type NumberingDeps = Pick<Kernel, 'db' | 'audit' | 'calendar'>;

export function register(api: FastifyInstance, { db, audit, calendar }: NumberingDeps): void {
  registerNumberingRoutes(
    api,
    createNumberingService({ db, audit, calendar, repo: createNumberingRepository() }),
  );
}
