import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { AuditLog } from '../../lib/audit';
import { createHotelsRepository } from './hotels.repository';
import { registerHotelsRoutes } from './hotels.routes';
import { createHotelsService } from './hotels.service';

export { createHotelCalendar, type HotelCalendar } from '../../kernel/calendar/calendar';
export { createHotelsRepository } from './hotels.repository';

/** The shared services buildApp hands this module (and nothing more). */
export interface HotelsDeps {
  db: Db;
  audit: AuditLog;
}

export function register(api: FastifyInstance, { db, audit }: HotelsDeps): void {
  registerHotelsRoutes(api, createHotelsService({ db, audit, repo: createHotelsRepository() }));
}
