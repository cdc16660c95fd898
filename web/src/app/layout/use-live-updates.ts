import { liveEvents } from '@posada/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAfterFirstPaint } from '../../lib/after-first-paint';
import { chosenHotelId, useCurrentHotel } from '../../lib/current-hotel';
import { connectLiveUpdates, type LiveReason, setLiveStatus } from '../../lib/live-updates';
import { liveDomains, ordersDomain } from '../../lib/query-keys';
import { clearSession, useSession } from '../../lib/session';

/** Changes that arrive together (a group booking, a burst at the desk) refresh once. */
const COALESCE_MS = 150;

/**
 * Mounted once in the app layout: while a user is logged in, keeps the hotel's live stream open
 * and, on each change anyone makes, refreshes the queries of the rack, the calendar and the
 * booking screens (only the ones on screen refetch; the rack answers from its versioned cache).
 */
export function useLiveUpdates(): void {
  const queryClient = useQueryClient();
  const token = useSession()?.token ?? null;
  // Follows a switch of hotel; sends `X-Hotel-Id` as every call does (only a choice the user made).
  const hotelId = useCurrentHotel()?.id ?? null;
  // Opened once the first screen is drawn (the rack polls meanwhile, as when the stream is down).
  const started = useAfterFirstPaint();

  // biome-ignore lint/correctness/useExhaustiveDependencies: hotelId reopens the stream on a switch
  useEffect(() => {
    if (!token || !started) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const due = new Set<string>();
    const refresh = (reason: LiveReason) => {
      // An order's change refreshes the tables' screens only; anything else, all (orders too).
      for (const domain of reason === liveEvents.orders ? [] : liveDomains) due.add(domain);
      if (reason !== liveEvents.change) due.add(ordersDomain);
      timer ??= setTimeout(() => {
        timer = undefined;
        for (const domain of due) void queryClient.invalidateQueries({ queryKey: [domain] });
        due.clear();
      }, COALESCE_MS);
    };
    const connection = connectLiveUpdates({
      token,
      hotelId: chosenHotelId(),
      onChange: refresh,
      onUnauthorized: () => clearSession(),
      onStatus: setLiveStatus,
    });
    return () => {
      connection.stop();
      clearTimeout(timer);
      setLiveStatus('closed');
    };
  }, [queryClient, token, hotelId, started]);
}
