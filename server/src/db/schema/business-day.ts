import { boolean, date, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { hoteles } from './hotels';

/**
 * One row per hotel and business date whose close ran (modules/business-day): the key makes the
 * close run once per day whatever the number of server processes, and the row is written in the
 * same transaction as the no-shows it marks, so a failed run leaves nothing and is tried again.
 */
export const cierresDia = pgTable(
  'cierres_dia',
  {
    hotel_id: integer('hotel_id')
      .notNull()
      .references(() => hoteles.id),
    fecha: date('fecha').notNull(),
    no_shows: integer('no_shows').notNull().default(0),
    /** The close kept what was on the books (`ocupacion_futura_fotos`); closes before 0040 did not. */
    foto_en_libros: boolean('foto_en_libros').notNull().default(false),
    ejecutado_at: timestamp('ejecutado_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.hotel_id, t.fecha] })],
);
