import { z } from 'zod';
import { lazyShape } from './scalars';

/**
 * The events of `GET /eventos` (server-sent events). `cambio`: the hotel's rooms, stays or
 * bookings changed (its rack version, raised once per committed transaction); `resync`: the
 * server may have missed changes (its database connection came back), so refresh everything;
 * `ordenes`: the open orders of the restaurant changed (once per committed transaction, data `{}`):
 * the tables and orders screens refresh, the rack does not.
 */
export const liveEvents = { change: 'cambio', resync: 'resync', orders: 'ordenes' } as const;
export type LiveEventName = (typeof liveEvents)[keyof typeof liveEvents];

/** The data of a `cambio` event. */
export const ZLiveChange = z.object(
  lazyShape(() => ({
    /** The hotel's rack version after the change (a counter, as text). */
    version: z.string().regex(/^\d+$/),
  })),
);
export type TLiveChange = z.infer<typeof ZLiveChange>;

/** How long a client waits before reconnecting (the stream's `retry:` field), in ms. */
export const LIVE_RETRY_MS = 3_000;
