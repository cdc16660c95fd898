import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { HotelCalendar } from '../../kernel/calendar/calendar';
import { createNumberingRepository } from '../../kernel/numbers/numbering.repository';
import { createNumberingService, createNumberService } from '../../kernel/numbers/numbering.service';
import type { AuditLog } from '../../lib/audit';
import { registerNumberingRoutes } from './numbering.routes';

export type {
  HandedNumber,
  InvoiceNumber,
  NumberService,
  ResolutionTake,
} from '../../kernel/numbers/numbering.service';

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
