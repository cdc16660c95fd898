import { rackPaths } from '@posada/contracts/paths';
import { HOME_PATH } from './app/paths';
import { startEarlyRequest } from './lib/early-requests';
import { TOKEN_KEY } from './lib/storage-keys';

/**
 * On the rack, the screen staff keep open all day, ask for the rooms at once, in parallel with
 * loading the app. Keep this module's imports tiny: it runs before the app is loaded.
 */
export function startHomeRequests(): void {
  const token = localStorage.getItem(TOKEN_KEY);
  if (token && (location.pathname === HOME_PATH || location.pathname === '/')) {
    startEarlyRequest(rackPaths.rack, token);
  }
}
