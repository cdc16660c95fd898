import { activeOutletsQuery, outletPaths, rackPaths } from '@posada/contracts/paths';
import { DASHBOARD, HOME_PATH } from './app/paths';
import { startEarlyRequest } from './lib/early-requests';
import { HOTEL_KEY, TOKEN_KEY } from './lib/storage-keys';

interface EarlyRead {
  path: string;
  /** For a list the API reads by POST: its JSON body, the same the screen sends. */
  body?: Record<string, unknown>;
}

const rack: EarlyRead[] = [{ path: rackPaths.rack }];

/**
 * What a first visit to each screen asks for before the app has loaded: the data its first
 * drawing waits for. The rack, the screen staff keep open all day (its rooms); the point of sale
 * (its outlets: the outlet's line under the picker is the largest text the screen draws, and it
 * waited for the app, then the screen's code, then this answer).
 */
const earlyReads: Record<string, EarlyRead[]> = {
  '/': rack,
  [HOME_PATH]: rack,
  [`${DASHBOARD}/dashboardSell`]: [{ path: outletPaths.list, body: activeOutletsQuery }],
};

/**
 * Starts the opened screen's first reads at once, in parallel with loading the app. Keep this
 * module's imports tiny: it runs before the app is loaded.
 */
export function startScreenReads(): void {
  const token = localStorage.getItem(TOKEN_KEY);
  const reads = earlyReads[location.pathname];
  if (!token || !reads) return;
  // The app takes them only if it asks as the same hotel (a stale choice is dropped there).
  const stored = sessionStorage.getItem(HOTEL_KEY);
  const hotel = stored === null ? null : Number(stored);
  for (const read of reads) startEarlyRequest(read.path, token, hotel, read.body);
}
