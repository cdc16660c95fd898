import type { FastifyInstance } from 'fastify';
import type { Kernel } from '../../kernel';
import { createGuestsRepository } from './guests/guests.repository';
import { createStayRegisterService } from './guests/stay-register.service';
import { createRackRepository } from './rack/rack.repository';
import { registerRackRoutes } from './rack/rack.routes';
import { createRackService } from './rack/rack.service';
import { createRoomActions } from './rack/room-action';
import { createCheckinService } from './stays/checkin.service';
import { createCheckoutService } from './stays/checkout.service';
import { createStayOpener } from './stays/stay-opening';
import { createStaysRepository } from './stays/stays.repository';
import { registerStaysRoutes } from './stays/stays.routes';
import { createStaysService } from './stays/stays.service';

/** What buildApp hands this module: the kernel services it names, and nothing more. */
export type RoomsDeps = Pick<
  Kernel,
  'db' | 'audit' | 'calendar' | 'payments' | 'bookings' | 'ledger' | 'invoicing' | 'nights'
>;

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
  const opener = createStayOpener({ repo, payments, ledger, nights });
  const guests = createGuestsRepository();
  registerStaysRoutes(api, {
    service: createStaysService({
      db,
      repo,
      rack,
      calendar,
      roomAction,
      opener,
      checkout,
      ledger,
      nights,
      guests,
      audit,
    }),
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
    register: createStayRegisterService({ db, guests, audit }),
  });
}
