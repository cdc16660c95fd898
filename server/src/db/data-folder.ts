import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from './client';
import { acquireFolderLock, DataFolderError, LOCK_FILE, lockReleaser, ownLockText } from './data-folder-lock';

export { DataFolderError } from './data-folder-lock';

/** PostgreSQL writes it first in every data folder: what tells a database from other files. */
const PG_MARKER = 'PG_VERSION';
const NOT_WRITABLE = new Set(['EACCES', 'EPERM', 'EROFS']);
const code = (err: unknown) => (err as NodeJS.ErrnoException).code ?? '';

/** Folders where a new database is built before it is moved into place: `.<name>.nueva-<pid>-…`. */
export const buildPrefix = (folder: string) => `.${path.basename(folder)}.nueva-`;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return code(err) === 'EPERM';
  }
}

/** Removes what a first start killed halfway left beside the folder (its process is gone). */
function removeAbandonedBuilds(folder: string, warn: (message: string) => void): void {
  const parent = path.dirname(folder);
  const prefix = buildPrefix(folder);
  let names: string[];
  try {
    names = readdirSync(parent).filter((n) => n.startsWith(prefix));
  } catch {
    return;
  }
  for (const name of names) {
    const pid = Number(name.slice(prefix.length).split('-')[0]);
    if (pid === process.pid || (pid > 0 && isAlive(pid))) continue;
    rmSync(path.join(parent, name), { recursive: true, force: true });
    warn(`Se borró ${path.join(parent, name)}: una base nueva que un arranque interrumpido dejó a medias.`);
  }
}

type FolderState = 'missing' | 'empty' | 'database';

function folderState(folder: string): FolderState {
  let entries: string[];
  try {
    if (!statSync(folder).isDirectory()) {
      throw new DataFolderError(
        `DATA_DIR (${folder}) es un archivo, no una carpeta. Indique en DATA_DIR una carpeta para la base de datos.`,
      );
    }
    entries = readdirSync(folder);
  } catch (err) {
    if (err instanceof DataFolderError) throw err;
    if (code(err) === 'ENOENT') return 'missing';
    if (code(err) === 'ENOTDIR') {
      throw new DataFolderError(`La ruta de DATA_DIR (${folder}) pasa por un archivo; indique una carpeta.`);
    }
    if (NOT_WRITABLE.has(code(err)))
      throw new DataFolderError(`No se puede leer la carpeta de datos ${folder}.`);
    throw err;
  }
  if (entries.includes(PG_MARKER)) return 'database';
  if (entries.length === 0) return 'empty';
  const shown = entries.slice(0, 5).join(', ') + (entries.length > 5 ? ', …' : '');
  throw new DataFolderError(
    `La carpeta de datos ${folder} no está vacía y no contiene una base de datos de Posada (${shown}). ` +
      'Indique en DATA_DIR una carpeta vacía o nueva, o la carpeta de una base existente.',
  );
}

/**
 * Builds a new database beside the folder and moves it into place in one rename, so a start
 * killed halfway leaves either nothing or a whole database, never a folder that cannot open. The
 * new folder arrives with this process's lock inside: nobody else can take it in between.
 */
async function createDatabase(folder: string): Promise<{ lock: string } | 'taken'> {
  const parent = path.dirname(folder);
  const build = path.join(parent, `${buildPrefix(folder)}${process.pid}-${randomBytes(3).toString('hex')}`);
  try {
    mkdirSync(parent, { recursive: true });
    mkdirSync(build);
  } catch (err) {
    if (NOT_WRITABLE.has(code(err))) {
      throw new DataFolderError(
        `No se puede crear la base de datos en ${folder}: la carpeta ${parent} no permite escribir. ` +
          'Revise sus permisos o indique otra carpeta en DATA_DIR.',
      );
    }
    throw err;
  }
  try {
    const pglite = new PGlite(build);
    await pglite.waitReady;
    await pglite.close();
    const lock = ownLockText();
    writeFileSync(path.join(build, LOCK_FILE), lock);
    renameSync(build, folder);
    return { lock };
  } catch (err) {
    rmSync(build, { recursive: true, force: true });
    // Another process moved its new database in first: that one is used (and locked by it).
    if (code(err) === 'ENOTEMPTY' || code(err) === 'EEXIST') return 'taken';
    if (code(err) === 'EXDEV' || code(err) === 'EBUSY') {
      throw new DataFolderError(
        `No se puede mover la base nueva a ${folder} (es un punto de montaje o está en otro disco). ` +
          'Indique en DATA_DIR una subcarpeta de ese volumen, p. ej. /datos/posada.',
      );
    }
    throw err;
  }
}

/** Takes the folder for this process: its lock, after creating the database if there is none. */
export async function prepareDataFolder(
  folder: string,
  warn: (message: string) => void,
): Promise<() => void> {
  removeAbandonedBuilds(folder, warn);
  for (let attempt = 0; attempt < 3; attempt++) {
    const state = folderState(folder);
    if (state === 'database') return acquireFolderLock(folder, warn);
    const created = await createDatabase(folder);
    // The lock came in with the new folder: it is already this process's.
    if (created !== 'taken') return lockReleaser(folder, created.lock);
  }
  throw new DataFolderError(`No se pudo preparar la carpeta de datos ${folder}; intente de nuevo.`);
}

/**
 * The embedded database of `npm start`: the folder checked, locked (one process only) and created
 * atomically when new, then opened; closing it releases the lock.
 */
export async function openEmbeddedDatabase(
  folder: string,
  warn: (message: string) => void,
): Promise<Database> {
  const release = await prepareDataFolder(folder, warn);
  process.once('exit', release);
  const database = openDatabase({ kind: 'pglite', dataDir: folder });
  try {
    await database.db.execute(sql`select 1`);
  } catch (err) {
    release();
    const cause = ((err as { cause?: unknown }).cause ?? err) as Error;
    throw new DataFolderError(
      `No se pudo abrir la base de datos de ${folder}: está incompleta o dañada (${cause.message}). ` +
        'Si un primer arranque de una versión anterior se interrumpió y la carpeta no tiene datos, ' +
        'bórrela para crearla de nuevo; si tiene datos, restaure la copia de seguridad (docs/operations.md).',
    );
  }
  return {
    ...database,
    close: async () => {
      await database.close();
      release();
    },
  };
}

/**
 * `npm start`'s embedded database from the console: warnings (a lock taken over) printed, and a
 * folder that cannot be used — in use by another process, a file, read-only, holding other files,
 * damaged — refused with its Spanish reason and exit code 1, not a stack trace. The app's logger
 * does not exist yet when this runs.
 */
export async function openEmbeddedDatabaseOrExit(folder: string): Promise<Database> {
  try {
    return await openEmbeddedDatabase(folder, (message) => console.warn(message));
  } catch (err) {
    if (!(err instanceof DataFolderError)) throw err;
    console.error(`Posada no puede iniciar: ${err.message}`);
    process.exit(1);
  }
}
