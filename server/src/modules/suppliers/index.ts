import type { FastifyInstance } from 'fastify';
import type { Kernel } from '../../kernel';
import { createSuppliersRepository } from './suppliers.repository';
import { registerSuppliersRoutes } from './suppliers.routes';
import { createSuppliersService } from './suppliers.service';

/** What buildApp hands this module: the kernel services it names, and nothing more. */
export type SuppliersDeps = Pick<Kernel, 'db' | 'audit'>;

export function register(api: FastifyInstance, { db, audit }: SuppliersDeps): void {
  registerSuppliersRoutes(api, createSuppliersService({ db, audit, repo: createSuppliersRepository() }));
}
