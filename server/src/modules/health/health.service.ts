import type { Db } from '../../db/client';
import type { HealthRepository } from './health.repository';

/** Whether the service can answer: the database must respond. */
export function createHealthService({ db, repo }: { db: Db; repo: HealthRepository }) {
  return {
    async databaseUp(): Promise<{ up: true } | { up: false; error: unknown }> {
      try {
        await repo.ping(db);
        return { up: true };
      } catch (error) {
        return { up: false, error };
      }
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
