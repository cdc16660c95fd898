import type { FastifyInstance } from 'fastify';
import type { Kernel } from '../../kernel';
import { createAvailabilityRepository } from '../../kernel/bookings/availability.repository';
import { createAvailabilityService } from '../../kernel/bookings/availability.service';
import { createBookingReader } from '../../kernel/bookings/booking-detail';
import { createDetailRepository } from '../../kernel/bookings/detail.repository';
import { createReservationsRepository } from '../../kernel/bookings/reservations.repository';
import { createReservationListsRepository } from './bookings/lists.repository';
import { createReservationListsService } from './bookings/lists.service';
import { registerReservationsRoutes } from './bookings/reservations.routes';
import { createReservationsService } from './bookings/reservations.service';
import { createCalendarRepository } from './calendar/calendar.repository';
import { registerCalendarRoutes } from './calendar/calendar.routes';
import { createCalendarService } from './calendar/calendar.service';
import { createCancellationSettler } from './changes/cancellation';
import { createCancellationRepository } from './changes/cancellation.repository';
import { registerReservationChangesRoutes } from './changes/changes.routes';
import { createReservationChangesService } from './changes/changes.service';
import { createDepositsService, createDepositTaker } from './deposits.service';

/** What buildApp hands this module: the kernel services it names, and nothing more. */
export type ReservationsDeps = Pick<
  Kernel,
  'db' | 'calendar' | 'clock' | 'payments' | 'bookings' | 'businessDay'
>;

/** Bookings and the availability of room types (issue 15). */
export function register(api: FastifyInstance, deps: ReservationsDeps): void {
  const { db, calendar, clock, payments, bookings } = deps;
  const holds = deps.businessDay;
  const repo = createReservationsRepository();
  const checks = createAvailabilityRepository();
  const detailRepo = createDetailRepository();
  const detail = createBookingReader({ repo: detailRepo, calendar });
  const deposits = createDepositTaker({ repo, payments });
  registerReservationsRoutes(api, {
    availability: createAvailabilityService({ db, repo: checks, calendar, holds }),
    lists: createReservationListsService({ db, repo: createReservationListsRepository(), calendar }),
    service: createReservationsService({
      db,
      repo,
      detail,
      detailRepo,
      bookings,
      deposits,
      calendar,
      clock,
      holds,
    }),
  });
  registerReservationChangesRoutes(api, {
    changes: createReservationChangesService({
      db,
      repo,
      checks,
      detail,
      bookings,
      calendar,
      holds,
      settler: createCancellationSettler({
        repo: createCancellationRepository(),
        reservations: repo,
        payments,
      }),
    }),
    deposits: createDepositsService({ db, repo, deposits, detail, bookings }),
  });
  registerCalendarRoutes(
    api,
    createCalendarService({ db, repo: createCalendarRepository(), calendar, holds }),
  );
}
