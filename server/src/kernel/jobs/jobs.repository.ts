import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { trabajos } from '../../db/schema';

export type JobRow = typeof trabajos.$inferSelect;

/** The jobs' rows: one per job, each pass's start and end written as they happen. */
export function createJobsRepository() {
  const set = (ex: Executor, nombre: string, values: Partial<JobRow>) =>
    ex.update(trabajos).set(values).where(eq(trabajos.nombre, nombre));
  return {
    /** A process starts running the job: its description and interval are this code's. */
    register: (ex: Executor, row: Pick<JobRow, 'nombre' | 'descripcion' | 'intervalo_segundos'>) =>
      ex
        .insert(trabajos)
        .values(row)
        .onConflictDoUpdate({
          target: trabajos.nombre,
          set: { descripcion: row.descripcion, intervalo_segundos: row.intervalo_segundos },
        }),
    begin: (ex: Executor, nombre: string, at: Date, proceso: string) =>
      set(ex, nombre, { ultima_ejecucion: at, en_curso_desde: at, proceso }),
    succeed: (ex: Executor, nombre: string, at: Date, resultado: string | null, next: Date) =>
      set(ex, nombre, {
        en_curso_desde: null,
        ultimo_exito: at,
        proxima_ejecucion: next,
        // A pass with nothing to do keeps the last thing a pass did.
        ...(resultado ? { ultimo_resultado: resultado } : {}),
      }),
    fail: (ex: Executor, nombre: string, at: Date, mensaje: string, next: Date) =>
      set(ex, nombre, {
        en_curso_desde: null,
        ultimo_error: mensaje,
        ultimo_error_at: at,
        proxima_ejecucion: next,
      }),
    list: (ex: Executor) => ex.select().from(trabajos).orderBy(asc(trabajos.nombre)),
  };
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;
