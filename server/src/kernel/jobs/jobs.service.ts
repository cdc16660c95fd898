import { hostname } from 'node:os';
import type { TJob, TJobState } from '@posada/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { createJobsRepository, type JobRow, type JobsRepository } from './jobs.repository';

/** A job the server runs on a timer: a pass answers what it did (a line for the log and the screen) or null. */
export interface JobDefinition {
  nombre: string;
  descripcion: string;
  intervalMs: number;
  run: () => Promise<string | null>;
}

export interface JobLog {
  info(message: string): void;
  error(details: object, message: string): void;
}

export interface RunningJob {
  /** The pass at start (registered and run before it settles). */
  started: Promise<void>;
  stop(): Promise<void>;
}

const PROCESS = `${hostname()}:${process.pid}`;
/** A pass marked running for longer than this was cut short (its process died). */
const STUCK_MS = 3_600_000;

/** Why a pass failed, in the words its error carries. */
const messageOf = (err: unknown) => (err instanceof Error && err.message ? err.message : String(err));

/**
 * Each job's state from its row: running; overdue (its next pass is two intervals late — no
 * process runs it, or its passes hang); failed (the last pass ended in an error); never run; ok.
 */
export function jobState(row: JobRow, now: Date): TJobState {
  const interval = row.intervalo_segundos * 1000;
  if (row.en_curso_desde && now.getTime() - row.en_curso_desde.getTime() < STUCK_MS) return 'en_curso';
  if (row.proxima_ejecucion && now.getTime() > row.proxima_ejecucion.getTime() + 2 * interval) {
    return 'retrasado';
  }
  if (row.ultimo_error_at && (!row.ultimo_exito || row.ultimo_error_at > row.ultimo_exito)) return 'error';
  if (!row.ultima_ejecucion) return 'sin_ejecutar';
  return 'ok';
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function presentJob(row: JobRow, now: Date): TJob {
  return {
    nombre: row.nombre,
    descripcion: row.descripcion,
    intervalo_segundos: row.intervalo_segundos,
    estado: jobState(row, now),
    ultima_ejecucion: iso(row.ultima_ejecucion),
    ultimo_exito: iso(row.ultimo_exito),
    ultimo_resultado: row.ultimo_resultado,
    ultimo_error:
      row.ultimo_error && row.ultimo_error_at
        ? { mensaje: row.ultimo_error, fecha: row.ultimo_error_at.toISOString() }
        : null,
    proxima_ejecucion: iso(row.proxima_ejecucion),
    proceso: row.proceso,
  };
}

/**
 * The scheduled jobs (issue 26): every timer of the server runs through `start`, which writes
 * each pass's start, result or error and next pass to the `trabajos` table — the administrator's
 * screen (`GET /api/trabajos`) and the readiness answer (`GET /api/ready`) read it, whichever
 * process ran the pass. A pass never overlaps the previous one in its process; jobs that several
 * processes run at once are safe for it (the business-day close locks its day).
 */
export function createJobs({
  db,
  clock,
  repo = createJobsRepository(),
}: {
  db: Db;
  clock: Clock;
  repo?: JobsRepository;
}) {
  async function pass(job: JobDefinition, log: JobLog): Promise<void> {
    const next = () => new Date(clock.now().getTime() + job.intervalMs);
    await repo.begin(db, job.nombre, clock.now(), PROCESS);
    try {
      const result = await job.run();
      if (result) log.info(result);
      await repo.succeed(db, job.nombre, clock.now(), result, next());
    } catch (err) {
      log.error({ err }, `${job.descripcion}: falló; se reintentará`);
      await repo.fail(db, job.nombre, clock.now(), messageOf(err), next());
    }
  }

  return {
    /** Runs the job in this process: a pass now (unless `atStart` is false), then every interval. */
    start(job: JobDefinition, log: JobLog, { atStart = true }: { atStart?: boolean } = {}): RunningJob {
      let running: Promise<void> | null = null;
      const tick = () => {
        running ??= pass(job, log)
          .catch((err) => log.error({ err }, `${job.descripcion}: no se pudo registrar la ejecución`))
          .finally(() => {
            running = null;
          });
        return running;
      };
      const started = repo
        .register(db, {
          nombre: job.nombre,
          descripcion: job.descripcion,
          intervalo_segundos: Math.round(job.intervalMs / 1000),
        })
        .then(() => (atStart ? tick() : undefined));
      const timer = setInterval(tick, job.intervalMs);
      timer.unref();
      return {
        started,
        async stop() {
          clearInterval(timer);
          await started.catch(() => undefined);
          await running;
        },
      };
    },

    async list(): Promise<TJob[]> {
      const now = clock.now();
      return (await repo.list(db)).map((row) => presentJob(row, now));
    },
  };
}

export type Jobs = ReturnType<typeof createJobs>;
