import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The scheduled jobs' passes (kernel/jobs): one row per job for the whole installation, written by
 * whichever process runs a pass, read by the administrator's screen and the readiness answer.
 */
export const trabajos = pgTable(
  'trabajos',
  {
    nombre: text('nombre').primaryKey(),
    descripcion: text('descripcion').notNull(),
    intervalo_segundos: integer('intervalo_segundos').notNull(),
    ultima_ejecucion: timestamp('ultima_ejecucion', { withTimezone: true }),
    /** Set while a pass runs; cleared when it ends. */
    en_curso_desde: timestamp('en_curso_desde', { withTimezone: true }),
    ultimo_exito: timestamp('ultimo_exito', { withTimezone: true }),
    ultimo_resultado: text('ultimo_resultado'),
    ultimo_error: text('ultimo_error'),
    ultimo_error_at: timestamp('ultimo_error_at', { withTimezone: true }),
    proxima_ejecucion: timestamp('proxima_ejecucion', { withTimezone: true }),
    proceso: text('proceso'),
  },
  (t) => [check('trabajos_intervalo', sql`${t.intervalo_segundos} > 0`)],
);
