/**
 * The data folder's part of `npm start` alone, as a process: main.ts's openConfiguredDatabase on
 * the embedded database (checked, locked, created atomically when new, opened), without loading
 * the app, migrating or seeding, which is most of a real start's time. It holds the folder until
 * SIGTERM, then closes the database (releasing the lock) and exits 0. data-folder.test.ts proves
 * the same refusal, take-over and release through the real src/main.ts too.
 */
import { DataFolderError, openEmbeddedDatabase } from '../../src/db/data-folder';

const folder = process.env.DATA_DIR ?? '';
try {
  const database = await openEmbeddedDatabase(folder, (message) => console.warn(message));
  process.on('SIGTERM', () => void database.close().then(() => process.exit(0)));
  // Stays up until a signal: the open database alone keeps no event pending.
  setInterval(() => {}, 1 << 30);
  console.log(`Carpeta de datos lista: ${folder}`);
} catch (err) {
  if (!(err instanceof DataFolderError)) throw err;
  console.error(`Posada no puede iniciar: ${err.message}`);
  process.exit(1);
}
