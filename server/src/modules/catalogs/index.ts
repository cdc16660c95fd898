import type { FastifyInstance } from 'fastify';
import type { Kernel } from '../../kernel';
import { createCatalogsRepository } from './catalogs.repository';
import { registerCatalogsRoutes } from './catalogs.routes';
import { createCatalogsService } from './catalogs.service';

/** What buildApp hands this module: the kernel services it names, and nothing more. */
export type CatalogsDeps = Pick<Kernel, 'db' | 'audit'>;

export function register(api: FastifyInstance, { db, audit }: CatalogsDeps): void {
  registerCatalogsRoutes(api, createCatalogsService({ db, audit, repo: createCatalogsRepository() }));
}
