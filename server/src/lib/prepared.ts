import type { Executor } from '../db/client';

/**
 * A statement prepared once per database and then reused: PostgreSQL plans a named statement once
 * per connection, which matters for queries that run on every request (planning the session lookup
 * took longer than running it). Repositories stay free of a connection: the statement is built the
 * first time it is asked for with a given executor.
 */
export function preparedOnce<T>(build: (ex: Executor) => T): (ex: Executor) => T {
  const built = new WeakMap<Executor, T>();
  return (ex) => {
    let statement = built.get(ex);
    if (statement === undefined) {
      statement = build(ex);
      built.set(ex, statement);
    }
    return statement;
  };
}
