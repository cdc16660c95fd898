import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../deps';
import type { HotelCalendar } from '../hotels/calendar';
import { createNumberingRepository } from './numbering.repository';
import { registerNumberingRoutes } from './numbering.routes';
import { createNumberingService, createNumberService } from './numbering.service';

export type { HandedNumber, InvoiceNumber, NumberService, ResolutionTake } from './numbering.service';

/** The document numbers other modules take (built once in buildApp and handed to them). */
export const createNumbers = ({ calendar }: { calendar: HotelCalendar }) =>
  createNumberService({ repo: createNumberingRepository(), calendar });

export function register(api: FastifyInstance, { db, audit, calendar }: ModuleDeps): void {
  registerNumberingRoutes(
    api,
    createNumberingService({ db, audit, calendar, repo: createNumberingRepository() }),
  );
}
