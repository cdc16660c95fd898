import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations, Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths';
import { listenPglite, listenPostgres, type NotificationHandlers, type StopListening } from './notifications';
import * as schema from './schema';

export type Schema = typeof schema;
/**
 * What both drivers' results share: node-postgres answers a `QueryResult`, PGlite a `Results`, and
 * both carry `rows`. Typing the database with it (instead of the bare PgQueryResultHKT, whose
 * results are `unknown`) keeps `db.execute<T>()` typed on either driver.
 */
export interface RowsQueryResultHKT extends PgQueryResultHKT {
  readonly type: QueryRows<this['row']>;
}
export interface QueryRows<Row> {
  rows: Row[];
}
export type Db = PgDatabase<RowsQueryResultHKT, Schema>;
export type Tx = PgTransaction<RowsQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories take either the database or the caller's transaction. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Runs start-up work (migrations, seeds) while no other server process does the same. On
   * PostgreSQL, an advisory lock held by a dedicated session: processes started together queue
   * there instead of racing on the same DDL. PGlite is held by one process (the data folder lock).
   */
  withSetupLock<T>(work: () => Promise<T>): Promise<T>;
  /**
   * LISTEN on a channel: PGlite hears its own commits in-process; PostgreSQL uses one dedicated
   * connection that reconnects by itself (db/notifications.ts).
   */
  listen(channel: string, handlers: NotificationHandlers): Promise<StopListening>;
  /**
   * PGlite only: a consistent gzip tarball of the data folder, taken inside the database's one
   * connection (it waits for the running transaction and holds the next ones for its time).
   */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

/** The advisory lock key of start-up work: 'Posada' in ASCII, so it never collides by chance. */
export const SETUP_LOCK_KEY = 0x506f73616461;

/** PGlite: one process holds the folder; setups started in it still run one after the other. */
function inProcessQueue(): Database['withSetupLock'] {
  let last: Promise<unknown> = Promise.resolve();
  return (work) => {
    const run = last.then(work);
    last = run.catch(() => undefined);
    return run;
  };
}

async function withAdvisoryLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  // Its own connection, not one of the pool's: the work itself needs the pool, and the lock must
  // stay on one session from lock to unlock.
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [SETUP_LOCK_KEY]);
    return await work();
  } finally {
    // Ending the session releases the lock too, even if the unlock is never reached.
    await client.end();
  }
}

export type DatabaseOptions = (
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob }
) & {
  /** Sees every statement drizzle sends (tests count them per request: test/helpers/statements.ts). */
  logger?: Logger;
};

export function openDatabase(options: DatabaseOptions): Database {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    let closing = false;
    // An idle connection the server drops (restart, failover) must not crash the process; the
    // pool replaces it on the next query.
    pool.on('error', (err) => {
      if (!closing) console.warn(`PostgreSQL cerró una conexión inactiva: ${err.message}`);
    });
    const db = drizzlePg(pool, { schema, ...(options.logger ? { logger: options.logger } : {}) });
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      withSetupLock: (work) => withAdvisoryLock(options.url, work),
      listen: (channel, handlers) => listenPostgres(options.url, channel, handlers),
      close: () => {
        closing = true;
        return pool.end();
      },
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite({
    // The exclusion constraints of rates and DIAN resolutions compare plain columns with `=`; the
    // lists' contains-search uses trigram indexes (migration 0025).
    extensions: { btree_gist, pg_trgm },
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema, ...(options.logger ? { logger: options.logger } : {}) });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    withSetupLock: inProcessQueue(),
    listen: (channel, handlers) => listenPglite(client, channel, handlers),
    dump: () => client.dumpDataDir('gzip'),
    close: () => client.close(),
  };
}
