import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from './config';
import { DataFolderError } from './db/data-folder';
import { MoveError, moveToPostgres, redact } from './db/move-to-postgres';

/** The command line of `npm run move-to-postgres -- postgres://… [--data-dir CARPETA]`. */
const USAGE = 'Uso: npm run move-to-postgres -- postgres://usuario@servidor:5432/base [--data-dir CARPETA]';

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
const [url, ...extra] = args.positionals;
if (!url || extra.length > 0 || !/^postgres(ql)?:\/\//.test(url)) fail(USAGE);
const dataDir = path.resolve(args.values['data-dir'] ?? loadConfig().dataDir);

try {
  console.log(`Copiando ${dataDir} a ${redact(url)}…`);
  const result = await moveToPostgres(dataDir, url, (m) => console.warn(m));
  const rows = result.tablas.reduce((sum, t) => sum + t.filas, 0);
  console.log(
    `Copiadas ${result.tablas.length} tablas (${rows} filas) y ${result.secuencias} secuencias; ` +
      'las filas y los totales de dinero de cada tabla coinciden en las dos bases.',
  );
  console.log(`La carpeta ${dataDir} quedó como estaba (no se borró).`);
  console.log(`Inicie Posada sobre PostgreSQL con: DATABASE_URL=${redact(url)} npm start`);
} catch (err) {
  if (err instanceof MoveError || err instanceof DataFolderError) fail(`No se copió: ${err.message}`);
  throw err;
}
