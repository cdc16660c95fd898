import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/** A table the crud block serves: `id`, `estado`, `updated_at`, and `hotel_id` when per hotel. */
export type CrudTable = PgTable & {
  id: PgColumn;
  estado: PgColumn;
  updated_at: PgColumn;
  hotel_id?: PgColumn;
};
