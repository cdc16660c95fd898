import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';

/**
 * Values remembered for the life of one transaction (keyed by its object, gone with it): what a
 * transaction read once stays true to its end, e.g. a row it locked. Outside a transaction nothing
 * is remembered, so a read on the database itself always asks again. A savepoint remembers for
 * itself (what it learnt may be rolled back), and `forget` reaches the transaction and all its
 * savepoints (a write inside a savepoint changes what the transaction had read too).
 */
export function transactionMemo<K, V>() {
  const byTransaction = new WeakMap<Executor, Map<K, V>>();
  /** Every memory of one connection's transaction and its savepoints (they share the session). */
  const bySession = new WeakMap<object, Map<K, V>[]>();
  return {
    get: (ex: Executor, key: K): V | undefined => byTransaction.get(ex)?.get(key),
    set(ex: Executor, key: K, value: V) {
      if (!(ex instanceof PgTransaction)) return;
      let mine = byTransaction.get(ex);
      if (!mine) {
        mine = new Map();
        byTransaction.set(ex, mine);
        const all = bySession.get(ex._.session) ?? [];
        all.push(mine);
        bySession.set(ex._.session, all);
      }
      mine.set(key, value);
    },
    forget(ex: Executor, key: K) {
      for (const memory of bySession.get(ex._.session) ?? []) memory.delete(key);
    },
  };
}
