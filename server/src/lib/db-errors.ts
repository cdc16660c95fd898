/** The PostgreSQL error itself (it carries a SQLSTATE `code`), looking through drizzle's wrapping `cause`s. */
function pgError(error: unknown): Record<string, unknown> | undefined {
  const seen = new Set<unknown>();
  let current = error as { code?: unknown; cause?: unknown } | undefined;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) {
      return current as Record<string, unknown>;
    }
    current = current.cause as typeof current;
  }
  return undefined;
}

/** A text field of the PostgreSQL error, if it has one. */
const field = (error: unknown, name: string) => {
  const value = pgError(error)?.[name];
  return typeof value === 'string' ? value : undefined;
};

/** The SQLSTATE of a PostgreSQL error, through the `cause`s. */
export const pgErrorCode = (error: unknown) => field(error, 'code');

/** A delete refused because other rows still point at the record (foreign_key_violation). */
export const isReferencedError = (error: unknown) => pgErrorCode(error) === '23503';

/** The constraint a PostgreSQL error names (unique, foreign key, check), through the `cause`s. */
export const pgConstraint = (error: unknown) => field(error, 'constraint');

/** The DETAIL of a PostgreSQL error (e.g. the night a trigger refused), through the `cause`s. */
export const pgDetail = (error: unknown) => field(error, 'detail');

/** The message of the PostgreSQL error itself (not drizzle's "Failed query"), through the `cause`s. */
export const pgMessage = (error: unknown) => field(error, 'message');
