import path from 'node:path';
import type { TBackupFile, TBackupSettings, TBackupsState } from '@posada/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { BusinessRuleError, ValidationError } from '../../lib/errors';
import { serverVersion } from '../../paths';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupError,
  type BackupManifest,
  knownMigrations,
  listBackups,
  outsideTheDump,
  pruneBackups,
  reason,
  writeBackup,
} from './backup-files';
import type { BackupSettingsRow, BackupsRepository } from './backups.repository';

export interface BackupsDeps {
  db: Db;
  repo: BackupsRepository;
  clock: Clock;
  /** The embedded database's consistent tarball; absent on PostgreSQL (pg_dump's job). */
  dump: (() => Promise<Blob>) | undefined;
  /** DATA_DIR: backups go to its `backups` folder unless the hotel names another. */
  dataDir: string | undefined;
}

const POSTGRES =
  'Con PostgreSQL los respaldos se hacen con pg_dump (vea docs/operations.md); Posada no los programa.';
const NO_FOLDER = 'Indique la carpeta de los respaldos en la configuración.';

/** The server's local calendar date, YYYY-MM-DD: the daily backup's "today". */
const localDay = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

export function createBackupsService({ db, repo, clock, dump, dataDir }: BackupsDeps) {
  const defaultFolder = dataDir ? path.join(dataDir, 'backups') : null;
  const folderOf = (row: BackupSettingsRow) => row.carpeta ?? defaultFolder;
  const settingsOf = (row: BackupSettingsRow): TBackupSettings => ({
    hora: row.hora,
    carpeta: row.carpeta,
    conservar: row.conservar,
  });

  async function manifest(at: Date): Promise<BackupManifest> {
    const when = await repo.lastMigrationWhen(db);
    const migration = knownMigrations().find((m) => m.when === when);
    return {
      formato: BACKUP_FORMAT,
      version_formato: BACKUP_FORMAT_VERSION,
      version_posada: serverVersion,
      migracion: migration?.tag ?? `desconocida-${when}`,
      hoteles: await repo.hotelNames(db),
      conteos: await repo.counts(db),
      fecha: at.toISOString(),
    };
  }

  /** One backup at a time in this process (the timer and the button may meet). */
  let running: Promise<TBackupFile> | null = null;

  async function take(): Promise<TBackupFile> {
    if (!dump) throw new BusinessRuleError(POSTGRES);
    const row = await repo.settings(db);
    const folder = folderOf(row);
    try {
      if (!folder) throw new BackupError(NO_FOLDER);
      const at = clock.now();
      // The counts are read before the dump: a sale in between shows in the copy, never the reverse.
      const facts = await manifest(at);
      // The dump copies all of DATA_DIR: its backups folder steps out for that moment.
      const blob = await outsideTheDump(defaultFolder, dump);
      const tarball = new Uint8Array(await blob.arrayBuffer());
      const file = writeBackup(folder, tarball, facts, at);
      pruneBackups(folder, row.conservar);
      await repo.save(db, { ultimo_error: null, ultimo_error_at: null });
      return file;
    } catch (err) {
      const message = err instanceof BackupError ? err.message : `El respaldo falló: ${reason(err)}`;
      await repo.save(db, { ultimo_error: message, ultimo_error_at: clock.now() });
      throw new BusinessRuleError(message);
    }
  }

  const runNow = (): Promise<TBackupFile> => {
    running ??= take().finally(() => {
      running = null;
    });
    return running;
  };

  return {
    available: dump !== undefined,

    async state(): Promise<TBackupsState> {
      const row = await repo.settings(db);
      const folder = dump ? folderOf(row) : null;
      let respaldos: TBackupFile[] = [];
      let listError: string | null = null;
      try {
        respaldos = folder ? listBackups(folder) : [];
      } catch (err) {
        listError = (err as Error).message;
      }
      const error = row.ultimo_error ?? listError;
      return {
        disponible: dump !== undefined,
        configuracion: settingsOf(row),
        carpeta: folder,
        respaldos,
        ultimo_error: error
          ? { mensaje: error, fecha: (row.ultimo_error_at ?? clock.now()).toISOString() }
          : null,
      };
    },

    async saveSettings(body: TBackupSettings): Promise<TBackupSettings> {
      const inside =
        body.carpeta && dataDir && !path.relative(dataDir, path.resolve(body.carpeta)).startsWith('..');
      if (inside) {
        const message = `Indique una carpeta fuera de la carpeta de datos (${dataDir}), o deje el campo vacío para usar ${defaultFolder}.`;
        throw new ValidationError(message, { carpeta: [message] });
      }
      await repo.save(db, body);
      return settingsOf(await repo.settings(db));
    },

    runNow,

    /**
     * The timer's pass: today's backup once the configured hour has come (a server started later
     * in the day takes it at once). Marked before it runs, so a failure is shown, not retried
     * every minute; the next day tries again.
     */
    async runDue(): Promise<TBackupFile | null> {
      if (!dump) return null;
      const now = clock.now();
      const row = await repo.settings(db);
      const today = localDay(now);
      if (now.getHours() < row.hora || row.ultimo_automatico === today) return null;
      await repo.save(db, { ultimo_automatico: today });
      return runNow();
    },
  };
}

export type BackupsService = ReturnType<typeof createBackupsService>;
