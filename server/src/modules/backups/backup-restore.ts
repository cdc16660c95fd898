import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../../db/client';
import { buildPrefix } from '../../db/data-folder';
import { acquireFolderLock, LOCK_FILE } from '../../db/data-folder-lock';
import { BackupError, fileStamp, readManifest } from './backup-files';
import { createBackupsRepository } from './backups.repository';

export interface RestoreResult {
  /** Where the folder that was in DATA_DIR went (null when there was none). */
  previous: string | null;
  hoteles: string[];
  conteos: Record<string, number>;
}

/**
 * `npm run restore -- FILE` (the server stopped): the backup is checked (a Posada backup, from a
 * version this code knows), unpacked into a new folder beside DATA_DIR and its counts compared
 * with its manifest's; only then the current folder is moved aside as
 * `<name>.antes-de-restaurar-<fecha>` (never deleted) and the new one takes its place.
 */
export async function restoreBackup(
  file: string,
  dataDir: string,
  warn: (message: string) => void,
  now = new Date(),
): Promise<RestoreResult> {
  const manifest = readManifest(file);
  const hasCurrent = existsSync(dataDir) && readdirSync(dataDir).length > 0;
  // Refuses while a server holds the folder; held until the swap.
  const release = hasCurrent ? acquireFolderLock(dataDir, warn) : () => {};
  const build = path.join(
    path.dirname(dataDir),
    `${buildPrefix(dataDir)}${process.pid}-${randomBytes(3).toString('hex')}`,
  );
  try {
    const database = openDatabase({
      kind: 'pglite',
      dataDir: build,
      loadDataDir: new Blob([readFileSync(file)]),
    });
    let conteos: Record<string, number>;
    try {
      conteos = await createBackupsRepository().counts(database.db);
    } catch (err) {
      throw new BackupError(`El respaldo ${path.basename(file)} no se pudo abrir: ${(err as Error).message}`);
    } finally {
      await database.close().catch(() => undefined);
    }
    const differing = Object.keys(manifest.conteos).filter((t) => manifest.conteos[t] !== conteos[t]);
    if (differing.length > 0) {
      throw new BackupError(
        `El respaldo ${path.basename(file)} no coincide con su manifiesto (${differing.join(', ')}); no se restauró.`,
      );
    }
    // The copy carries the lock of the server that took it.
    rmSync(path.join(build, LOCK_FILE), { force: true });
    let previous: string | null = null;
    if (hasCurrent) {
      previous = `${dataDir}.antes-de-restaurar-${fileStamp(now)}`;
      renameSync(dataDir, previous);
      rmSync(path.join(previous, LOCK_FILE), { force: true });
    } else {
      rmSync(dataDir, { recursive: true, force: true });
    }
    renameSync(build, dataDir);
    return { previous, hoteles: manifest.hoteles, conteos };
  } catch (err) {
    rmSync(build, { recursive: true, force: true });
    release();
    throw err;
  }
}
