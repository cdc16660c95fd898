import type { FastifyInstance } from 'fastify';
import type { Kernel } from '../../kernel';
import { createHotelsRepository } from './hotels.repository';
import { registerHotelsRoutes } from './hotels.routes';
import { createHotelsService } from './hotels.service';

export { createHotelsRepository } from './hotels.repository';

/** What buildApp hands this module: the kernel services it names, and nothing more. */
export type HotelsDeps = Pick<Kernel, 'db' | 'audit'>;

export function register(api: FastifyInstance, { db, audit }: HotelsDeps): void {
  registerHotelsRoutes(api, createHotelsService({ db, audit, repo: createHotelsRepository() }));
}
