import { boolean, numeric, timestamp } from 'drizzle-orm/pg-core';

/** Money is exact: numeric(14,2), read as a string and never handled as a float. */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
export const quantity = (name: string) => numeric(name, { precision: 14, scale: 3 });
export const active = () => boolean('estado').notNull().default(true);
export const timestamps = () => ({
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
