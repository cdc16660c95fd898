import type { BusinessDay } from '../../kernel/business-day';
import type { JobDefinition } from '../../kernel/jobs';

/** How often the job looks for due work: holds expire within this of their instant. */
export const BUSINESS_DAY_INTERVAL_MS = 60_000;

/**
 * The business day as a scheduled job: expired holds and each hotel's due close. Other processes
 * may run their pass at the same time (the close locks its day).
 */
export function businessDayJob(businessDay: Pick<BusinessDay, 'runDue'>): JobDefinition {
  return {
    nombre: 'cierre-del-dia',
    descripcion: 'Cierre del día y vencimiento de reservas pendientes',
    intervalMs: BUSINESS_DAY_INTERVAL_MS,
    async run() {
      const { expired, closes } = await businessDay.runDue();
      const lines = closes.map(
        (c) =>
          `Cierre del día ${c.fecha} del hotel ${c.hotelId}: ${c.noShows} no-show, ${c.noches} noches cargadas`,
      );
      if (expired > 0) lines.unshift(`Reservas pendientes vencidas: ${expired}`);
      return lines.length > 0 ? lines.join('. ') : null;
    },
  };
}
