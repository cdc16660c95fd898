import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';

/**
 * After a seed, on PostgreSQL: the database as a hotel's long-lived one is — its tables vacuumed,
 * the seed's writes flushed (CHECKPOINT) — so the load that follows measures the routes, not the
 * first reads setting hint bits on rows just bulk-loaded, nor a checkpoint of the seed's hundreds
 * of megabytes of WAL running under it. PGlite has no background writer to compete with (and its
 * bare route measured slower after a VACUUM and CHECKPOINT there): left as seeded.
 */
export async function settleSeed(database: Database) {
  if (database.kind !== 'postgres') return;
  await database.db.execute(sql`vacuum`);
  await database.db.execute(sql`checkpoint`);
}
