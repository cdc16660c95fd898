import type { FastifyInstance } from 'fastify';
import type { Kernel } from '../../kernel';
import { createClientsRepository } from './clients.repository';
import { registerClientsRoutes } from './clients.routes';
import { createClientsService } from './clients.service';

/** What buildApp hands this module: the kernel services it names, and nothing more. */
export type ClientsDeps = Pick<Kernel, 'db' | 'audit'>;

export function register(api: FastifyInstance, { db, audit }: ClientsDeps): void {
  registerClientsRoutes(api, createClientsService({ db, audit, repo: createClientsRepository() }));
}
