import { rackPaths, type TQuoteBody, ZRackResponse } from '@posada/contracts';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { apiRequest, arrivedEarlyAnswer } from '../lib/api';
import { useLiveUpdatesOpen } from '../lib/live-updates';
import { queryKeys } from '../lib/query-keys';

/**
 * The rack's list of rooms, apart from the room dialog's queries and actions (api.ts): the home
 * screen's first bundle carries only this and the schema of its answer.
 */
const keys = queryKeys('rack');
/** The rack's own queries; the clients, employees and payment methods it offers are theirs. */
export const rackKeys = {
  ...keys,
  rooms: () => keys.of('rooms'),
  detail: (roomId: number) => keys.of('detail', roomId),
  rates: (roomId: number) => keys.of('rates', roomId),
  quote: (body: TQuoteBody) => keys.of('quote', body),
};

/** How often the rack asks for changes made by other users while the live stream is down. */
export const RACK_REFRESH_MS = 15_000;
/** While the stream is open, changes arrive by it: polling is only a safety net. */
export const RACK_REFRESH_LIVE_MS = 60_000;

/**
 * Puts the rack asked for by the page's first script into the cache when it has already arrived,
 * so the first render of the home screen shows the rooms (else the query takes it when it comes).
 */
export function seedRackFromEarlyRequest(queryClient: QueryClient): void {
  const rack = arrivedEarlyAnswer(rackPaths.rack, ZRackResponse);
  if (rack) queryClient.setQueryData(rackKeys.rooms(), rack);
}

export function useRack(enabled = true) {
  const live = useLiveUpdatesOpen();
  return useQuery({
    queryKey: rackKeys.rooms(),
    queryFn: ({ signal }) => apiRequest(rackPaths.rack, { schema: ZRackResponse, signal }),
    refetchInterval: live ? RACK_REFRESH_LIVE_MS : RACK_REFRESH_MS,
    enabled,
  });
}
