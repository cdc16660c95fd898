import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The server package's root folder (the server always runs from its TypeScript source). */
export const serverRoot = fileURLToPath(new URL('..', import.meta.url));
export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
export const migrationsFolder = fileURLToPath(new URL('./db/migrations', import.meta.url));
export const seedDataFolder = fileURLToPath(new URL('./db/seed/data', import.meta.url));
/** Posada's version (server/package.json), written in every backup's manifest. */
export const serverVersion: string = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
).version;
