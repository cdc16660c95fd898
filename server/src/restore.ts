import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from './config';
import { DataFolderError } from './db/data-folder';
import { BackupError, restoreBackup } from './modules/backups';

/** The command line of `npm run restore -- FILE [--data-dir CARPETA]` (scripts/restore.mjs). */
const USAGE = 'Uso: npm run restore -- posada-AAAAMMDD-HHMMSS.tar.gz [--data-dir CARPETA]';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let args: ReturnType<
  typeof parseArgs<{ options: { 'data-dir': { type: 'string' } }; allowPositionals: true }>
>;
try {
  args = parseArgs({ options: { 'data-dir': { type: 'string' } }, allowPositionals: true });
} catch (err) {
  fail(`${(err as Error).message}\n${USAGE}`);
}
const [file, ...extra] = args.positionals;
if (!file || extra.length > 0) fail(USAGE);
const config = loadConfig();
const dataDir = path.resolve(args.values['data-dir'] ?? config.dataDir);

try {
  const result = await restoreBackup(path.resolve(file), dataDir, (m) => console.warn(m));
  console.log(`Respaldo restaurado en ${dataDir} (hoteles: ${result.hoteles.join(', ')}).`);
  console.log(
    `Registros: ${Object.entries(result.conteos)
      .map(([table, n]) => `${table} ${n}`)
      .join(', ')}.`,
  );
  if (result.previous) console.log(`La carpeta anterior quedó en ${result.previous} (no se borró).`);
  console.log('Inicie Posada con npm start.');
} catch (err) {
  if (err instanceof BackupError || err instanceof DataFolderError) fail(`No se restauró: ${err.message}`);
  throw err;
}
