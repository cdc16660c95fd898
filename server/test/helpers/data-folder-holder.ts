/**
 * The data folder's part of `npm start` alone, as a process: the function main.ts opens the
 * embedded database with (`openEmbeddedDatabaseOrExit`: checked, locked, created atomically when
 * new, opened; a refusal printed, exit 1), without loading the app, migrating or seeding, which is
 * most of a real start's time. It holds the folder until SIGTERM, then closes the database
 * (releasing the lock) and exits 0. data-folder.test.ts proves the same refusal, take-over and
 * release through the real src/main.ts too.
 */
import { openEmbeddedDatabaseOrExit } from '../../src/db/data-folder';

const folder = process.env.DATA_DIR ?? '';
const database = await openEmbeddedDatabaseOrExit(folder);
process.on('SIGTERM', () => void database.close().then(() => process.exit(0)));
// Stays up until a signal: the open database alone keeps no event pending.
setInterval(() => {}, 1 << 30);
console.log(`Carpeta de datos lista: ${folder}`);
