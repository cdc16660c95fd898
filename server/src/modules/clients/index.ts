import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../deps';
import { createClientsRepository } from './clients.repository';
import { registerClientsRoutes } from './clients.routes';
import { createClientsService } from './clients.service';

export function register(api: FastifyInstance, { db, audit }: ModuleDeps): void {
  registerClientsRoutes(api, createClientsService({ db, audit, repo: createClientsRepository() }));
}
