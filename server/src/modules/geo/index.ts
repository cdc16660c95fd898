import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../deps';
import { createGeoRepository } from './geo.repository';
import { registerGeoRoutes } from './geo.routes';

export function register(api: FastifyInstance, { db }: ModuleDeps): void {
  registerGeoRoutes(api, createGeoRepository(db));
}
