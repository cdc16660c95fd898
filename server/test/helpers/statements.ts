import type { Logger } from 'drizzle-orm';

/** What a piece of work sent to the database: its statements, and the rows it locked, in order. */
export interface StatementTrace {
  statements: string[];
  /** The explicit locks, in the order taken: the table of each `… for update`/`for share`, advisory locks as such. */
  locks: string[];
}

/**
 * Counts the statements a request sends (issue 33): hand `logger` to the test database, then wrap
 * the request in `trace`. Every statement drizzle sends is counted — queries, prepared statements,
 * savepoints — except BEGIN, COMMIT and ROLLBACK, which drizzle sends itself on PostgreSQL but
 * PGlite sends unseen: without them the count is the same on both drivers.
 */
export function createStatementCounter() {
  let recording: string[] | null = null;
  const logger: Logger = {
    logQuery(query) {
      if (recording && !/^\s*(begin|commit|rollback)\b(?!\s+to)/i.test(query)) recording.push(query);
    },
  };
  async function trace<T>(work: () => Promise<T>): Promise<{ result: T } & StatementTrace> {
    if (recording) throw new Error('Ya se están contando sentencias');
    const statements: string[] = [];
    recording = statements;
    try {
      const result = await work();
      return { result, statements, locks: statements.flatMap(lockOf) };
    } finally {
      recording = null;
    }
  }
  return { logger, trace };
}

/** The lock a statement takes explicitly, if any: the table it selects `for update` or `for share`, or an advisory lock. */
function lockOf(statement: string): string[] {
  if (/pg_advisory_xact_lock/i.test(statement)) return ['advisory'];
  const mode = statement.match(/\bfor\s+(update|no\s+key\s+update|share|key\s+share)\b/i);
  if (!mode) return [];
  const table = statement.match(/\bfrom\s+"?([a-z_]+)"?/i)?.[1] ?? '?';
  return [`${table} (${mode[1]?.toLowerCase().replace(/\s+/g, ' ')})`];
}
