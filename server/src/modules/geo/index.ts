import type { FastifyInstance } from 'fastify';
import type { Kernel } from '../../kernel';
import { createGeoRepository } from './geo.repository';
import { registerGeoRoutes } from './geo.routes';
import { createGeoService } from './geo.service';

/** What buildApp hands this module: the kernel services it names, and nothing more. */
export type GeoDeps = Pick<Kernel, 'db'>;

export function register(api: FastifyInstance, { db }: GeoDeps): void {
  registerGeoRoutes(api, createGeoService({ db, repo: createGeoRepository() }));
}
