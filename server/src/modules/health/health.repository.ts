import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

export function createHealthRepository() {
  return {
    ping: async (ex: Executor) => {
      await ex.execute(sql`select 1`);
    },
  };
}

export type HealthRepository = ReturnType<typeof createHealthRepository>;
