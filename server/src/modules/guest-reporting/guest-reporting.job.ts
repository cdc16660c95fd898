import type { JobDefinition } from '../../kernel/jobs';
import type { GuestReportingService } from './guest-reporting.service';

/** How often the queue looks for due TRA submissions: within a minute of the check-in. */
export const TRA_QUEUE_INTERVAL_MS = 30_000;

/**
 * The TRA queue as a scheduled job: every process runs it; each submission is taken by one. The
 * interval is TRA_QUEUE_SECONDS when set (the browser tests look every 3 s).
 */
export function traQueueJob(
  service: Pick<GuestReportingService, 'runQueue'>,
  intervalMs = TRA_QUEUE_INTERVAL_MS,
): JobDefinition {
  return {
    nombre: 'tra-mincit',
    descripcion: 'Envío de la TRA a MinCIT',
    intervalMs,
    run: () => service.runQueue(),
  };
}
