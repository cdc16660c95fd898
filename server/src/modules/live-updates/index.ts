import type { FastifyInstance } from 'fastify';
import type { SessionService } from '../session/session.service';
import { registerLiveUpdatesRoutes } from './live-updates.routes';
import type { LiveUpdates } from './live-updates.service';

export { createLiveUpdates, type LiveUpdates } from './live-updates.service';

/** What buildApp hands this module, and nothing more. */
export interface LiveUpdatesDeps {
  live: LiveUpdates;
  sessions: SessionService;
}

/**
 * Live updates: the stream of each hotel's changes (`GET /eventos`). The hub of streams is a
 * shared service built in buildApp (it must end the streams before the server closes); the
 * database's NOTIFY feeds it, so there is no repository.
 */
export function register(api: FastifyInstance, { live, sessions }: LiveUpdatesDeps): void {
  registerLiveUpdatesRoutes(api, {
    live,
    stillAllowed: async (token, hotelId) =>
      (await sessions.authenticate(token))?.hotelIds.includes(hotelId) ?? false,
  });
}
