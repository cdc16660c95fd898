import { and, asc, eq, getTableColumns, inArray, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { backoffMs } from './backoff';

/** A column of the table `T` (a Drizzle column reference: renamed in the schema, it stops compiling here). */
export type ColumnOf<T extends PgTable> = T['_']['columns'][keyof T['_']['columns']];

/** A queue table: which of its columns hold the key, the try count, the next try and the lease. */
export interface OutboxDefinition<T extends PgTable> {
  table: T;
  /** The row's key (an integer column). */
  key: ColumnOf<T>;
  /** The rows that wait for a try, whatever its time (e.g. `estado = 'pendiente'`). */
  waiting: SQL;
  /** Tries so far: the claim adds one. */
  attempts: ColumnOf<T>;
  /** When the row is due (a try failed: the back-off puts it later). */
  nextAttempt: ColumnOf<T>;
  /**
   * Held by a claimer until then; past it another process may take the row. Without one, the
   * claim leases the row by moving `nextAttempt` (the TRA's queue).
   */
  lease?: ColumnOf<T>;
  /** Set to now() by every write of the queue. */
  updatedAt?: ColumnOf<T>;
  /** How long a claimed row is held: longer than a try can take. */
  leaseMs: number;
  /** Rows one claim takes. */
  batch: number;
  /** The longest wait between two tries. */
  backoffCapMs: number;
}

/**
 * A queue whose rows several processes work (the DIAN outbox, the e-mails to buyers, the TRA): a
 * claim takes the due rows nobody holds (`for update skip locked`) and leases them in the same
 * statement — it commits at once, and the work happens outside it; the worker settles each row
 * (sent, retried after the back-off, or stopped for good), giving the lease back. A process that
 * dies mid-try loses nothing: its rows are due again when their lease ends.
 */
export function defineOutbox<T extends PgTable>(def: OutboxDefinition<T>) {
  type Row = T['$inferSelect'];
  // Written through the table's base type: the row's own type is the caller's (`Row`).
  const table: PgTable = def.table;
  const key: PgColumn = def.key;
  const attempts: PgColumn = def.attempts;
  const nextAttempt: PgColumn = def.nextAttempt;
  const lease: PgColumn | undefined = def.lease;
  const columns = getTableColumns(table);
  /** The property Drizzle's `set` names a column by. */
  const field = (column: PgColumn) => {
    const found = Object.keys(columns).find((name) => columns[name] === column);
    if (!found) throw new Error(`La columna ${column.name} no es de la tabla de la cola`);
    return found;
  };
  const keyField = field(key);
  const touched = def.updatedAt ? { [field(def.updatedAt)]: sql`now()` } : {};
  const released = lease ? { [field(lease)]: null } : {};

  const retryAt = (now: Date, tries: number) => new Date(now.getTime() + backoffMs(tries, def.backoffCapMs));

  return {
    /**
     * Takes up to `batch` rows due at `now` (the server's clock) for `leaseMs`: rows another
     * process holds (locked, or leased), or that wait for their next try, are skipped. Each
     * claimed row's try count goes up by one. The rows come back in key order.
     */
    async claim(ex: Executor, now: Date): Promise<Row[]> {
      const free = lease ? or(isNull(lease), lt(lease, now)) : undefined;
      const due = ex
        .select({ key })
        .from(table)
        .where(and(def.waiting, lte(nextAttempt, now), free))
        .orderBy(asc(nextAttempt), asc(key))
        .limit(def.batch)
        .for('update', { skipLocked: true });
      const rows: Row[] = await ex
        .update(table)
        .set({
          [field(lease ?? nextAttempt)]: new Date(now.getTime() + def.leaseMs),
          [field(attempts)]: sql`${attempts} + 1`,
          ...touched,
        })
        .where(inArray(key, due))
        .returning();
      return rows.sort((a, b) => Number(a[keyField]) - Number(b[keyField]));
    },

    /**
     * The row's try is over: `values` written (its new state) and the lease given back; due again
     * at `next` when given (`retryAt` after a failed try, now for a row sent again by hand).
     */
    async settle(ex: Executor, id: number, values: Partial<Row>, next?: Date): Promise<void> {
      await ex
        .update(table)
        .set({
          ...values,
          ...released,
          ...(next ? { [field(nextAttempt)]: next } : {}),
          ...touched,
        })
        .where(eq(key, id));
    },

    /** When a row whose `tries`-th try failed is due again: the back-off, at most `backoffCapMs`. */
    retryAt,
  };
}

export type Outbox<T extends PgTable> = ReturnType<typeof defineOutbox<T>>;
