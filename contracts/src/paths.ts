/**
 * Every path of the API, relative to the API root `/api`, as the original client calls them: the
 * specification's own paths, and the ones added in its style (docs/api.md lists them). The server
 * registers its routes from these and the web calls them, so a path is written once.
 *
 * No zod here: the web's early-request entry imports this module alone (`@posada/contracts/paths`)
 * without pulling the schemas into the first script.
 */
// One file per domain under paths/; this index is what `@posada/contracts/paths` and the schemas import.
export const API_ROOT = '/api';

export * from './paths/admin';
export * from './paths/inventory';
export * from './paths/money';
export * from './paths/reports';
export * from './paths/rooms';
export * from './paths/sales';
