import type { BackupsService } from './backups.service';

/** How often the timer looks whether today's backup is due. */
export const BACKUP_CHECK_INTERVAL_MS = 60_000;

/** Runs the daily backup inside the server: a look once a minute, never two at a time. */
export function startBackupScheduler(
  service: Pick<BackupsService, 'runDue'>,
  log: { info(m: string): void; error(o: object, m: string): void },
  intervalMs = BACKUP_CHECK_INTERVAL_MS,
) {
  let running: Promise<void> | null = null;
  const pass = () => {
    running ??= service
      .runDue()
      .then((file) => {
        if (file) log.info(`Respaldo diario creado: ${file.nombre} (${file.tamano} bytes)`);
      })
      .catch((err) => log.error({ err }, 'El respaldo diario falló'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(pass, intervalMs);
  timer.unref();
  return {
    async stop(): Promise<void> {
      clearInterval(timer);
      await running;
    },
  };
}
