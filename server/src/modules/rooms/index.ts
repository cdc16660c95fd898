import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../deps';
import { createCheckoutService } from './checkout.service';
import { createRackRepository } from './rack.repository';
import { registerRackRoutes } from './rack.routes';
import { createRackService } from './rack.service';
import { createRoomActions } from './room-action';
import { createStaysRepository } from './stays.repository';
import { registerStaysRoutes } from './stays.routes';
import { createStaysService } from './stays.service';

/** The rack, the room actions and the stays (check-in, walk-in, check-out). */
export function register(
  api: FastifyInstance,
  { db, audit, calendar, payments, bookings }: ModuleDeps,
): void {
  const rack = createRackRepository();
  const repo = createStaysRepository();
  const roomAction = createRoomActions({ db, repo: rack, audit, calendar });
  const checkout = createCheckoutService({ repo, rack, roomAction, payments });
  registerRackRoutes(api, createRackService({ db, repo: rack, bookings, calendar, roomAction }));
  registerStaysRoutes(api, {
    service: createStaysService({ db, repo, rack, calendar, roomAction, payments, checkout }),
    checkout,
  });
}
