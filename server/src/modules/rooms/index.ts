import type { FastifyInstance } from 'fastify';
import type { Kernel } from '../../kernel';
import { createCheckinService } from './checkin.service';
import { createCheckoutService } from './checkout.service';
import { createGuestsRepository } from './guests.repository';
import { createRackRepository } from './rack.repository';
import { registerRackRoutes } from './rack.routes';
import { createRackService } from './rack.service';
import { createRoomActions } from './room-action';
import { createStayOpener } from './stay-opening';
import { createStayRegisterService } from './stay-register.service';
import { createStaysRepository } from './stays.repository';
import { registerStaysRoutes } from './stays.routes';
import { createStaysService } from './stays.service';

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
  const opener = createStayOpener({ repo, rack, payments, ledger, nights });
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
