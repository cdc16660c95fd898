import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { createGeoRepository } from './geo.repository';
import { registerGeoRoutes } from './geo.routes';
import { createGeoService } from './geo.service';

/** The shared services buildApp hands this module (and nothing more). */
export interface GeoDeps {
  db: Db;
}

export function register(api: FastifyInstance, { db }: GeoDeps): void {
  registerGeoRoutes(api, createGeoService({ db, repo: createGeoRepository() }));
}
