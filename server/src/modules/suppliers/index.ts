import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../deps';
import { createSuppliersRepository } from './suppliers.repository';
import { registerSuppliersRoutes } from './suppliers.routes';
import { createSuppliersService } from './suppliers.service';

export function register(api: FastifyInstance, { db, audit }: ModuleDeps): void {
  registerSuppliersRoutes(api, createSuppliersService({ db, audit, repo: createSuppliersRepository() }));
}
