/** The SQLSTATE of a PostgreSQL error, looking through drizzle's wrapping `cause`s. */
export function pgErrorCode(error: unknown): string | undefined {
  const seen = new Set<unknown>();
  let current = error as { code?: unknown; cause?: unknown } | undefined;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current.code;
    current = current.cause as typeof current;
  }
  return undefined;
}

/** A delete refused because other rows still point at the record (foreign_key_violation). */
export const isReferencedError = (error: unknown) => pgErrorCode(error) === '23503';

/** The constraint a PostgreSQL error names (unique, foreign key, check), through the `cause`s. */
export function pgConstraint(error: unknown): string | undefined {
  const seen = new Set<unknown>();
  let current = error as { constraint?: unknown; cause?: unknown } | undefined;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    if (typeof current.constraint === 'string') return current.constraint;
    current = current.cause as typeof current;
  }
  return undefined;
}

/** The DETAIL of a PostgreSQL error (e.g. the night a trigger refused), through the `cause`s. */
export function pgDetail(error: unknown): string | undefined {
  const seen = new Set<unknown>();
  let current = error as { detail?: unknown; cause?: unknown } | undefined;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    if (typeof current.detail === 'string') return current.detail;
    current = current.cause as typeof current;
  }
  return undefined;
}
