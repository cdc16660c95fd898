import type { BusinessDay } from '../../kernel/business-day/business-day.service';

/** How often the job looks for due work: holds expire within this of their instant. */
export const BUSINESS_DAY_INTERVAL_MS = 60_000;

/**
 * Runs the business-day job inside the server process: once at start (catching up after
 * downtime), then every `intervalMs`. A pass never overlaps the previous one in this process;
 * other processes may run theirs at the same time (the job is safe for that).
 */
export function startBusinessDayScheduler(
  job: Pick<BusinessDay, 'runDue'>,
  {
    intervalMs = BUSINESS_DAY_INTERVAL_MS,
    log,
  }: { intervalMs?: number; log: { info(m: string): void; error(o: object, m: string): void } },
) {
  let running: Promise<void> | null = null;
  const pass = () => {
    running ??= job
      .runDue()
      .then(({ expired, closes }) => {
        if (expired > 0) log.info(`Reservas pendientes vencidas: ${expired}`);
        for (const c of closes)
          log.info(
            `Cierre del día ${c.fecha} del hotel ${c.hotelId}: ${c.noShows} no-show, ${c.noches} noches cargadas`,
          );
      })
      .catch((err) => log.error({ err }, 'El cierre del día falló; se reintentará'))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const first = pass();
  const timer = setInterval(pass, intervalMs);
  timer.unref();
  return {
    /** The first pass (the catch-up at start). */
    started: first,
    async stop(): Promise<void> {
      clearInterval(timer);
      await running;
    },
  };
}
