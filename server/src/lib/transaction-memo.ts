import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';

/**
 * Values remembered for the life of one transaction (keyed by its object, gone with it): what a
 * transaction read once stays true to its end, e.g. a row it locked. Outside a transaction nothing
 * is remembered, so a read on the database itself always asks again.
 */
export function transactionMemo<K, V>() {
  const byTransaction = new WeakMap<Executor, Map<K, V>>();
  return {
    get: (ex: Executor, key: K): V | undefined => byTransaction.get(ex)?.get(key),
    set(ex: Executor, key: K, value: V) {
      if (ex instanceof PgTransaction)
        byTransaction.set(ex, (byTransaction.get(ex) ?? new Map()).set(key, value));
    },
    forget: (ex: Executor, key: K) => byTransaction.get(ex)?.delete(key),
  };
}
