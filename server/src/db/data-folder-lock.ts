import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/** A refusal to use the data folder, with a Spanish message the server prints instead of a stack. */
export class DataFolderError extends Error {}

export const LOCK_FILE = 'posada.lock';

/** Who holds a data folder: written once, atomically, when the lock is taken. */
export interface LockOwner {
  pid: number;
  host: string;
  /** ISO time the holder started. */
  desde: string;
  /** Linux: the process's start time in clock ticks since boot, so a reused pid is not taken for it. */
  inicio_proceso?: string;
}

/** The start time of a process on Linux (field 22 of /proc/<pid>/stat), or undefined elsewhere. */
export function processStart(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count fields after its last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

/** Whether the holder of a lock still runs. A holder on another host cannot be checked: assumed alive. */
function isAlive(owner: LockOwner): boolean {
  if (owner.host !== hostname()) return true;
  // Our own pid in a lock we did not write: an earlier run of this container or service, reborn.
  if (owner.pid === process.pid) return false;
  try {
    process.kill(owner.pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
  const start = processStart(owner.pid);
  return !(owner.inicio_proceso && start && start !== owner.inicio_proceso);
}

function parseOwner(text: string): LockOwner | null {
  try {
    const owner = JSON.parse(text) as Partial<LockOwner>;
    return typeof owner.pid === 'number' && typeof owner.host === 'string' ? (owner as LockOwner) : null;
  } catch {
    return null;
  }
}

function readText(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

const NOT_WRITABLE = new Set(['EACCES', 'EPERM', 'EROFS']);

export function notWritable(folder: string): DataFolderError {
  return new DataFolderError(
    `No se puede escribir en la carpeta de datos ${folder} (solo lectura o sin permiso). ` +
      'Posada necesita escribir en ella: revise sus permisos o indique otra carpeta en DATA_DIR.',
  );
}

/** The lock file's text for this process. */
export function ownLockText(): string {
  const owner: LockOwner = { pid: process.pid, host: hostname(), desde: new Date().toISOString() };
  const start = processStart(process.pid);
  if (start) owner.inicio_proceso = start;
  return `${JSON.stringify(owner)}\n`;
}

/**
 * Takes the lock of a data folder: `posada.lock` holding pid, host and start time, created whole
 * and atomically (written aside, then hard-linked into place, which fails if it exists). A lock
 * left by a process that no longer runs on this host is taken over, with a warning; a live one
 * stops the start with a Spanish message. Returns the release function.
 */
export function acquireFolderLock(folder: string, warn: (message: string) => void): () => void {
  const file = path.join(folder, LOCK_FILE);
  const mine = ownLockText();
  for (let attempt = 0; attempt < 5; attempt++) {
    const aside = `${file}.${process.pid}.nuevo`;
    try {
      writeFileSync(aside, mine);
    } catch (err) {
      if (NOT_WRITABLE.has((err as NodeJS.ErrnoException).code ?? '')) throw notWritable(folder);
      throw err;
    }
    try {
      linkSync(aside, file);
      return lockReleaser(folder, mine);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      unlinkSync(aside);
    }
    const text = readText(file);
    if (text === null) continue;
    const owner = parseOwner(text);
    if (owner && isAlive(owner)) {
      throw new DataFolderError(
        `La carpeta de datos ${folder} ya está en uso por otro proceso de Posada ` +
          `(pid ${owner.pid} en ${owner.host}, desde ${owner.desde}). Dos procesos sobre la misma ` +
          'base embebida pierden datos: detenga el otro o indique otra carpeta en DATA_DIR. Si está ' +
          `seguro de que ese proceso ya no existe, borre ${file}.`,
      );
    }
    takeOver(file, text);
    warn(
      `Se retomó el bloqueo abandonado de ${folder}: ${owner ? `el proceso ${owner.pid} de ${owner.host} ya no existe` : 'el archivo de bloqueo estaba dañado'}.`,
    );
  }
  throw new DataFolderError(
    `No se pudo tomar el bloqueo de la carpeta de datos ${folder}; intente de nuevo.`,
  );
}

/**
 * Moves a stale lock away. Another process may have taken it over in between: what was moved is
 * compared with what was judged stale, and a fresh lock moved by mistake is put back.
 */
function takeOver(file: string, staleText: string): void {
  const moved = `${file}.${process.pid}.viejo`;
  try {
    renameSync(file, moved);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  if (readText(moved) !== staleText) {
    try {
      linkSync(moved, file);
    } catch {
      // Someone else holds the folder now; the next attempt reads their lock.
    }
  }
  unlinkSync(moved);
}

/** Removes the folder's lock if it is still the one this process wrote. */
export function lockReleaser(folder: string, mine: string): () => void {
  const file = path.join(folder, LOCK_FILE);
  return () => {
    try {
      if (readText(file) === mine) unlinkSync(file);
    } catch {
      // Leaving the lock behind is safe: the next start sees this process is gone and takes it over.
    }
  };
}
