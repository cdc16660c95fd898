import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, index, numeric, timestamp } from 'drizzle-orm/pg-core';

/** Money is exact: numeric(14,2), read as a string and never handled as a float. */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
export const quantity = (name: string) => numeric(name, { precision: 14, scale: 3 });
export const active = () => boolean('estado').notNull().default(true);
export const timestamps = () => ({
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A trigram index on a searched column as the lists search it (`posada_normaliza(col) LIKE
 * %term%`, lib/list-query.ts): the contains-search of the tables that grow does not read them whole.
 */
export const searchIndex = (name: string, column: AnyPgColumn) =>
  index(name).using('gin', sql`posada_normaliza(${column}) gin_trgm_ops`);
