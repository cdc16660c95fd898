import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { Kernel } from '../../kernel';
import type { RunningJob } from '../../kernel/jobs';
import { backupsJob } from './backups.job';
import { createBackupsRepository } from './backups.repository';
import { registerBackupsRoutes } from './backups.routes';
import { createBackupsService } from './backups.service';

export { BackupError } from './backup-files';
export { restoreBackup } from './backup-restore';

/**
 * Backups of the embedded database (issue 26): the administrator's routes, and the daily timer,
 * which runs with the business-day job's flag (tests build the app without it) and only on PGlite.
 */
/** What buildApp hands this module: the kernel services it names, the config and the database's dump. */
export type BackupsDeps = Pick<Kernel, 'db' | 'clock' | 'jobs'> & {
  config: Pick<AppConfig, 'businessDayJob'> & Partial<Pick<AppConfig, 'dataDir'>>;
  /** The embedded database's dump (absent on PostgreSQL). */
  database: Pick<Database, 'dump'>;
};

export function register(api: FastifyInstance, { db, clock, jobs, config, database }: BackupsDeps): void {
  const service = createBackupsService({
    db,
    repo: createBackupsRepository(),
    clock,
    dump: database.dump,
    dataDir: config.dataDir,
  });
  registerBackupsRoutes(api, service);
  if (!config.businessDayJob || !service.available) return;
  let running: RunningJob | undefined;
  api.addHook('onReady', async () => {
    // Its first look a minute after start, as before: the start is not held for a backup.
    running = jobs.start(backupsJob(service), api.log, { atStart: false });
  });
  api.addHook('onClose', async () => {
    await running?.stop();
  });
}
