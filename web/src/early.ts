import { rackPaths } from '@posada/contracts/paths';
import { HOME_PATH } from './app/paths';
import { startEarlyRequest } from './lib/early-requests';
import { HOTEL_KEY, TOKEN_KEY } from './lib/storage-keys';

/**
 * On the rack, the screen staff keep open all day, ask for the rooms at once, in parallel with
 * loading the app. Keep this module's imports tiny: it runs before the app is loaded.
 */
export function startHomeRequests(): void {
  const token = localStorage.getItem(TOKEN_KEY);
  if (token && (location.pathname === HOME_PATH || location.pathname === '/')) {
    // The app takes it only if it asks as the same hotel (a stale choice is dropped there).
    const hotel = sessionStorage.getItem(HOTEL_KEY);
    startEarlyRequest(rackPaths.rack, token, hotel === null ? null : Number(hotel));
  }
}
