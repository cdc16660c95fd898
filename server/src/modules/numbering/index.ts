import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { AuditLog } from '../../lib/audit';
import type { HotelCalendar } from '../hotels/calendar';
import { createNumberingRepository } from './numbering.repository';
import { registerNumberingRoutes } from './numbering.routes';
import { createNumberingService, createNumberService } from './numbering.service';

export type { HandedNumber, InvoiceNumber, NumberService, ResolutionTake } from './numbering.service';

/** The document numbers other modules take (built once in buildApp and handed to them). */
export const createNumbers = ({ calendar }: { calendar: HotelCalendar }) =>
  createNumberService({ repo: createNumberingRepository(), calendar });

/** The shared services buildApp hands this module (and nothing more). */
export interface NumberingDeps {
  db: Db;
  audit: AuditLog;
  calendar: HotelCalendar;
}

export function register(api: FastifyInstance, { db, audit, calendar }: NumberingDeps): void {
  registerNumberingRoutes(
    api,
    createNumberingService({ db, audit, calendar, repo: createNumberingRepository() }),
  );
}
