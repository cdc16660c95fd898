import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../deps';
import { createHotelsRepository } from './hotels.repository';
import { registerHotelsRoutes } from './hotels.routes';
import { createHotelsService } from './hotels.service';

export { createHotelCalendar, type HotelCalendar } from './calendar';
export { createHotelsRepository } from './hotels.repository';

export function register(api: FastifyInstance, { db, audit }: ModuleDeps): void {
  registerHotelsRoutes(api, createHotelsService({ db, audit, repo: createHotelsRepository() }));
}
