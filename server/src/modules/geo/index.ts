import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../deps';
import { createGeoRepository } from './geo.repository';
import { registerGeoRoutes } from './geo.routes';
import { createGeoService } from './geo.service';

export function register(api: FastifyInstance, { db }: ModuleDeps): void {
  registerGeoRoutes(api, createGeoService({ db, repo: createGeoRepository() }));
}
