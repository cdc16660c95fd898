import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import type { TBackupFile } from '@posada/contracts';
import { z } from 'zod';
import { migrationsFolder } from '../../paths';

/** What the manifest's `formato` says: a file without it is not a Posada backup. */
export const BACKUP_FORMAT = 'posada-respaldo';
export const BACKUP_FORMAT_VERSION = 1;
const NAME = /^posada-(\d{8}-\d{6})\.tar\.gz$/;

/** Beside every `posada-YYYYMMDD-HHMMSS.tar.gz`, its `posada-YYYYMMDD-HHMMSS.json`. */
export const ZBackupManifest = z.object({
  formato: z.literal(BACKUP_FORMAT),
  version_formato: z.number().int(),
  version_posada: z.string(),
  /** The last migration applied to the copied database (a tag of migrations/meta/_journal.json). */
  migracion: z.string(),
  hoteles: z.array(z.string()),
  conteos: z.record(z.string(), z.number().int()),
  fecha: z.string(),
});
export type BackupManifest = z.infer<typeof ZBackupManifest>;

/** A backup that cannot be written, read or restored: its message is for the administrator. */
export class BackupError extends Error {}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
/** YYYYMMDD-HHMMSS in the server's local time, as the file names show it. */
export const fileStamp = (d: Date) =>
  `${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}-${pad(d.getHours())}${pad(d.getMinutes())}${pad(d.getSeconds())}`;

export const manifestPathOf = (file: string) => file.replace(/\.tar\.gz$/, '.json');

/** This code's migrations, oldest first, with the instant drizzle stores for each. */
export function knownMigrations(): { tag: string; when: number }[] {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/** Why a file operation failed, in words: a Node error's code, or what a throwable without a message carries. */
export const reason = (err: unknown) => {
  const e = (err ?? {}) as NodeJS.ErrnoException;
  if (e.code === 'EACCES' || e.code === 'EPERM' || e.code === 'EROFS')
    return 'la carpeta no permite escribir';
  if (e.code === 'ENOTDIR') return 'la ruta pasa por un archivo';
  if (e.code === 'ENOSPC') return 'el disco está lleno';
  if (e.code === 'ENOENT') return 'la carpeta no existe';
  // The embedded database's own file system throws errors with an errno and no message.
  if (e.message) return e.message;
  return e.errno !== undefined ? `error ${e.errno} del sistema de archivos de la base` : String(err);
};

/** Removes a half-written file; a path that cannot hold one (ENOTDIR) has nothing to remove. */
function removeQuietly(file: string): void {
  try {
    rmSync(file, { force: true });
  } catch {
    // Nothing was written there.
  }
}

/**
 * Writes the tarball and its manifest into the folder (created if missing). Each is written under
 * a temporary name and renamed, the manifest last: a listed backup is always whole.
 */
export function writeBackup(
  folder: string,
  tarball: Uint8Array,
  manifest: BackupManifest,
  at: Date,
): TBackupFile {
  const base = `posada-${fileStamp(at)}`;
  const file = path.join(folder, `${base}.tar.gz`);
  const temp = `${file}.parcial`;
  try {
    mkdirSync(folder, { recursive: true });
    writeFileSync(temp, tarball);
    renameSync(temp, file);
    writeFileSync(`${manifestPathOf(file)}.parcial`, `${JSON.stringify(manifest, null, 2)}\n`);
    renameSync(`${manifestPathOf(file)}.parcial`, manifestPathOf(file));
  } catch (err) {
    removeQuietly(temp);
    throw new BackupError(`No se pudo escribir el respaldo en ${folder}: ${reason(err)}.`);
  }
  return { nombre: `${base}.tar.gz`, fecha: manifest.fecha, tamano: tarball.byteLength };
}

/**
 * PGlite's dump copies every file of DATA_DIR, so DATA_DIR/backups would copy the earlier backups
 * into each new one. It is moved beside DATA_DIR (`<name>.respaldos-en-copia`, one rename) for the
 * dump's moment and back; one left there by a crash is moved back first.
 */
export async function outsideTheDump(folder: string | null, dump: () => Promise<Blob>): Promise<Blob> {
  if (!folder) return dump();
  const aside = `${path.dirname(folder)}.respaldos-en-copia`;
  if (existsSync(aside) && !existsSync(folder)) renameSync(aside, folder);
  if (!existsSync(folder)) return dump();
  renameSync(folder, aside);
  try {
    return await dump();
  } finally {
    renameSync(aside, folder);
  }
}

/** The folder's backups (a tarball with its manifest), newest first. */
export function listBackups(folder: string): TBackupFile[] {
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw new BackupError(`No se puede leer la carpeta de respaldos ${folder}: ${reason(err)}.`);
  }
  const files: TBackupFile[] = [];
  for (const nombre of names) {
    if (!NAME.test(nombre)) continue;
    const file = path.join(folder, nombre);
    try {
      const manifest = readManifest(file);
      files.push({ nombre, fecha: manifest.fecha, tamano: statSync(file).size });
    } catch {
      // A tarball without a readable manifest is not listed (nor deleted).
    }
  }
  return files.sort((a, b) => b.nombre.localeCompare(a.nombre));
}

/** Deletes the oldest backups beyond `keep`; answers how many went. */
export function pruneBackups(folder: string, keep: number): number {
  const old = listBackups(folder).slice(keep);
  for (const { nombre } of old) {
    const file = path.join(folder, nombre);
    rmSync(manifestPathOf(file), { force: true });
    rmSync(file, { force: true });
  }
  return old.length;
}

/**
 * The manifest beside a backup, checked: a Posada backup, of a format and a migration this code
 * knows. Anything else is refused with the reason.
 */
export function readManifest(file: string): BackupManifest {
  if (!NAME.test(path.basename(file))) {
    throw new BackupError(
      `${path.basename(file)} no es un respaldo de Posada: sus nombres son posada-AAAAMMDD-HHMMSS.tar.gz.`,
    );
  }
  let parsed: BackupManifest;
  try {
    parsed = ZBackupManifest.parse(JSON.parse(readFileSync(manifestPathOf(file), 'utf8')));
  } catch {
    throw new BackupError(
      `${path.basename(file)} no es un respaldo de Posada: falta su manifiesto ${path.basename(manifestPathOf(file))} ` +
        'o no es válido (copie siempre los dos archivos juntos).',
    );
  }
  if (
    parsed.version_formato > BACKUP_FORMAT_VERSION ||
    !knownMigrations().some((m) => m.tag === parsed.migracion)
  ) {
    throw new BackupError(
      `El respaldo ${path.basename(file)} es de una versión más nueva de Posada (${parsed.version_posada}, ` +
        `migración ${parsed.migracion}); actualice Posada antes de restaurarlo.`,
    );
  }
  return parsed;
}
