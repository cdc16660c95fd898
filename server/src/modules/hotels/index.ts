import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../deps';
import { registerHotelsRoutes } from './hotels.routes';
import { createHotelsService } from './hotels.service';

export function register(api: FastifyInstance, { db }: ModuleDeps): void {
  registerHotelsRoutes(api, createHotelsService({ db }));
}
