import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../deps';
import { registerLiveUpdatesRoutes } from './live-updates.routes';

export { createLiveUpdates, type LiveUpdates } from './live-updates.service';

/**
 * Live updates: the stream of each hotel's changes (`GET /eventos`). The hub of streams is a
 * shared service built in buildApp (it must end the streams before the server closes); the
 * database's NOTIFY feeds it, so there is no repository.
 */
export function register(api: FastifyInstance, { live, sessions }: ModuleDeps): void {
  registerLiveUpdatesRoutes(api, {
    live,
    stillAllowed: async (token, hotelId) =>
      (await sessions.authenticate(token))?.hotelIds.includes(hotelId) ?? false,
  });
}
