import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { Kernel } from '../../kernel';
import type { BusinessDay } from '../../kernel/business-day';
import type { RunningJob } from '../../kernel/jobs';
import { businessDayJob } from './business-day.job';

declare module 'fastify' {
  interface FastifyInstance {
    /** The hotel's business-day job (buildApp): its close and the expiry of holds. */
    businessDay: BusinessDay;
  }
}

/** What buildApp hands this module: the kernel services it names, and nothing more. */
export type BusinessDayDeps = Pick<Kernel, 'businessDay' | 'jobs'> & {
  config: Pick<AppConfig, 'businessDayJob'>;
};

/**
 * The hotel's business day: no routes, a job (built once by createKernel: the bookings also expire
 * due holds through it). With `businessDayJob`, it runs inside the server from the moment the app
 * is ready (after the migrations) until it closes; tests build it on their own database and clock
 * and call it directly.
 */
export function register(api: FastifyInstance, { businessDay, jobs, config }: BusinessDayDeps): void {
  if (!config.businessDayJob) return;
  let running: RunningJob | undefined;
  api.addHook('onReady', async () => {
    running = jobs.start(businessDayJob(businessDay), api.log);
    // The catch-up of a missed close is done before the first request is answered.
    await running.started;
  });
  api.addHook('onClose', async () => {
    await running?.stop();
  });
}
