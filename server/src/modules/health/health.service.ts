import type { TJob, TReadiness } from '@posada/contracts';
import type { Db } from '../../db/client';
import type { Jobs } from '../../kernel/jobs';
import type { HealthRepository } from './health.repository';

type Down = { up: false; error: unknown };

/** Whether the service can answer (the database must respond), and how its jobs are doing. */
export function createHealthService({ db, repo, jobs }: { db: Db; repo: HealthRepository; jobs: Jobs }) {
  async function databaseUp(): Promise<{ up: true } | Down> {
    try {
      await repo.ping(db);
      return { up: true };
    } catch (error) {
      return { up: false, error };
    }
  }

  return {
    databaseUp,

    /**
     * Ready while the database answers; `degradado` (still 200: requests are served) when a job
     * failed its last pass or is overdue, so a monitor sees it without the proxy dropping the process.
     */
    async readiness(): Promise<({ up: true } & TReadiness) | Down> {
      const database = await databaseUp();
      if (!database.up) return database;
      const trabajos = (await jobs.list()).map(({ nombre, estado }) => ({ nombre, estado }));
      const bad = trabajos.some((j) => j.estado === 'error' || j.estado === 'retrasado');
      return { up: true, status: bad ? 'degradado' : 'ok', base_de_datos: 'ok', trabajos };
    },

    jobs: (): Promise<TJob[]> => jobs.list(),
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
