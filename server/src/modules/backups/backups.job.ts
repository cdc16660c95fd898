import type { JobDefinition } from '../../kernel/jobs';
import type { BackupsService } from './backups.service';

/** How often the timer looks whether today's backup is due. */
export const BACKUP_CHECK_INTERVAL_MS = 60_000;

/** The daily backup as a scheduled job: a look once a minute, the backup once the hour has come. */
export function backupsJob(service: Pick<BackupsService, 'runDue'>): JobDefinition {
  return {
    nombre: 'respaldo-diario',
    descripcion: 'Respaldo diario de la base embebida',
    intervalMs: BACKUP_CHECK_INTERVAL_MS,
    async run() {
      const file = await service.runDue();
      return file ? `Respaldo diario creado: ${file.nombre} (${file.tamano} bytes)` : null;
    },
  };
}
