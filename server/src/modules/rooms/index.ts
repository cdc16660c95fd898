import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Bookings } from '../../kernel/bookings/bookings.service';
import type { HotelCalendar } from '../../kernel/calendar/calendar';
import type { Invoicing } from '../../kernel/invoicing/invoicing.service';
import type { Ledger } from '../../kernel/ledger/ledger';
import type { NightPosting } from '../../kernel/nights/night-posting';
import type { PaymentsService } from '../../kernel/payments/payments.service';
import type { AuditLog } from '../../lib/audit';
import { createCheckinService } from './checkin.service';
import { createCheckoutService } from './checkout.service';
import { createGuestsRepository } from './guests.repository';
import { createRackRepository } from './rack.repository';
import { registerRackRoutes } from './rack.routes';
import { createRackService } from './rack.service';
import { createRoomActions } from './room-action';
import { createStayOpener } from './stay-opening';

export { createNightPosting, type NightPosting } from '../../kernel/nights/night-posting';

import { createStaysRepository } from './stays.repository';
import { registerStaysRoutes } from './stays.routes';
import { createStaysService } from './stays.service';

/** The shared services buildApp hands this module (and nothing more). */
export interface RoomsDeps {
  db: Db;
  audit: AuditLog;
  calendar: HotelCalendar;
  payments: PaymentsService;
  bookings: Bookings;
  ledger: Ledger;
  invoicing: Invoicing;
  nights: NightPosting;
}

/** The rack, the room actions and the stays (check-in of bookings, walk-in, check-out). */
export function register(
  api: FastifyInstance,
  { db, audit, calendar, payments, bookings, ledger, invoicing, nights }: RoomsDeps,
): void {
  const rack = createRackRepository();
  const repo = createStaysRepository();
  const roomAction = createRoomActions({ db, repo: rack, audit, calendar });
  const checkout = createCheckoutService({
    db,
    calendar,
    invoicing,
    repo,
    rack,
    roomAction,
    payments,
    ledger,
    nights,
  });
  registerRackRoutes(api, createRackService({ db, repo: rack, bookings, calendar, roomAction }));
  const opener = createStayOpener({ repo, rack, payments, ledger, nights });
  const guests = createGuestsRepository();
  registerStaysRoutes(api, {
    service: createStaysService({ db, repo, rack, calendar, roomAction, opener, checkout, ledger, nights }),
    checkin: createCheckinService({
      db,
      repo,
      guests,
      rack,
      calendar,
      roomAction,
      opener,
      bookings,
      audit,
      ledger,
    }),
    checkout,
  });
}
