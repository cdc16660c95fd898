import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../deps';
import { createCatalogsRepository } from './catalogs.repository';
import { registerCatalogsRoutes } from './catalogs.routes';
import { createCatalogsService } from './catalogs.service';

export function register(api: FastifyInstance, { db, audit }: ModuleDeps): void {
  registerCatalogsRoutes(api, createCatalogsService({ db, audit, repo: createCatalogsRepository() }));
}
