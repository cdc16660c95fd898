import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../deps';
import { createBusinessDayRepository } from './business-day.repository';
import { startBusinessDayScheduler } from './business-day.scheduler';
import { createBusinessDay } from './business-day.service';

export { createBusinessDayRepository } from './business-day.repository';
export { createBusinessDay } from './business-day.service';

/**
 * The hotel's business day: no routes, a job. With `schedule`, it runs inside the server from
 * the moment the app is ready (after the migrations) until it closes; tests build it on their own
 * database and clock and call it directly.
 */
export function register(api: FastifyInstance, { db, bookings, clock, config }: ModuleDeps): void {
  if (!config.businessDayJob) return;
  const job = createBusinessDay({ db, repo: createBusinessDayRepository(), bookings, clock });
  let scheduler: ReturnType<typeof startBusinessDayScheduler> | undefined;
  api.addHook('onReady', async () => {
    scheduler = startBusinessDayScheduler(job, { log: api.log });
    // The catch-up of a missed close is done before the first request is answered.
    await scheduler.started;
  });
  api.addHook('onClose', async () => {
    await scheduler?.stop();
  });
}
