import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The backups' settings and state (modules/backups): one row (id 1) for the whole database, since
 * a backup copies every hotel at once. `ultimo_automatico` is the server's local date of the last
 * scheduled backup, so the timer takes it once a day.
 */
export const respaldosConfig = pgTable(
  'respaldos_config',
  {
    id: smallint('id').primaryKey().default(1),
    hora: smallint('hora').notNull().default(3),
    carpeta: text('carpeta'),
    conservar: integer('conservar').notNull().default(14),
    ultimo_automatico: date('ultimo_automatico'),
    ultimo_error: text('ultimo_error'),
    ultimo_error_at: timestamp('ultimo_error_at', { withTimezone: true }),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('respaldos_config_unica', sql`${t.id} = 1`),
    check('respaldos_config_hora', sql`${t.hora} between 0 and 23`),
    check('respaldos_config_conservar', sql`${t.conservar} between 1 and 365`),
  ],
);
