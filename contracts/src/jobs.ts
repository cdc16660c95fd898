import { z } from 'zod';
import { lazyShape } from './scalars';

/**
 * The server's scheduled jobs (issue 26): the business-day close, the daily backup, and the queues
 * later issues add. Every process that runs a job writes its passes to the database, so the
 * administrator's screen and the readiness answer see them whichever process answers.
 */
export const ZJobState = z.enum(['ok', 'en_curso', 'error', 'retrasado', 'sin_ejecutar']);
export type TJobState = z.infer<typeof ZJobState>;

export const ZJob = z.object(
  lazyShape(() => ({
    /** The job's key, e.g. `cierre-del-dia`. */
    nombre: z.string(),
    descripcion: z.string(),
    intervalo_segundos: z.number().int(),
    estado: ZJobState,
    /** ISO 8601 instants; null until the first pass. */
    ultima_ejecucion: z.string().nullable(),
    ultimo_exito: z.string().nullable(),
    /** What the last pass that did something said (e.g. the day it closed). */
    ultimo_resultado: z.string().nullable(),
    ultimo_error: z.object({ mensaje: z.string(), fecha: z.string() }).nullable(),
    proxima_ejecucion: z.string().nullable(),
    /** The host and process id of the last pass. */
    proceso: z.string().nullable(),
  })),
);
export type TJob = z.infer<typeof ZJob>;

export const ZJobsResponse = z.object(lazyShape(() => ({ data: z.array(ZJob) })));

/**
 * `GET /api/ready`: 200 while the database answers (a proxy may send requests here), with each
 * job's state; `degradado` when a job failed its last pass or is overdue. 503 when the database
 * does not answer.
 */
export const ZReadiness = z.object(
  lazyShape(() => ({
    status: z.enum(['ok', 'degradado']),
    base_de_datos: z.literal('ok'),
    trabajos: z.array(ZJob.pick({ nombre: true, estado: true })),
  })),
);
export type TReadiness = z.infer<typeof ZReadiness>;
