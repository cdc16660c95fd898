import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../deps';
import { createAvailabilityService } from './availability.service';
import { createCalendarRepository } from './calendar.repository';
import { registerCalendarRoutes } from './calendar.routes';
import { createCalendarService } from './calendar.service';
import { createReservationListsRepository } from './lists.repository';
import { createReservationListsService } from './lists.service';
import { createReservationsRepository } from './reservations.repository';
import { registerReservationsRoutes } from './reservations.routes';
import { createReservationsService } from './reservations.service';

/** Bookings and the availability of room types (issue 15). */
export function register(api: FastifyInstance, { db, audit, calendar, clock, payments }: ModuleDeps): void {
  const repo = createReservationsRepository();
  registerReservationsRoutes(api, {
    availability: createAvailabilityService({ db, repo, calendar }),
    lists: createReservationListsService({ db, repo: createReservationListsRepository(), calendar }),
    service: createReservationsService({ db, repo, audit, calendar, clock, payments }),
  });
  registerCalendarRoutes(api, createCalendarService({ db, repo: createCalendarRepository(), calendar }));
}
