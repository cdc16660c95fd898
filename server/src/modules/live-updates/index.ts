import type { FastifyInstance } from 'fastify';
import type { ActiveSession } from '../../lib/caller';
import { registerLiveUpdatesRoutes } from './live-updates.routes';
import type { LiveUpdates } from './live-updates.service';

export { createLiveUpdates, type LiveUpdates } from './live-updates.service';

/** What buildApp hands this module, and nothing more. */
export interface LiveUpdatesDeps {
  live: LiveUpdates;
  /** The session service's `authenticate`, as the auth plugin gets it. */
  authenticate: (token: string) => Promise<ActiveSession | undefined>;
}

/**
 * Live updates: the stream of each hotel's changes (`GET /eventos`). The hub of streams is a
 * shared service built in buildApp (it must end the streams before the server closes); the
 * database's NOTIFY feeds it, so there is no repository.
 */
export function register(api: FastifyInstance, { live, authenticate }: LiveUpdatesDeps): void {
  registerLiveUpdatesRoutes(api, {
    live,
    stillAllowed: async (token, hotelId) => (await authenticate(token))?.hotelIds.includes(hotelId) ?? false,
  });
}
