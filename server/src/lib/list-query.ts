import type { TPageQuery } from '@posada/contracts';
import { type AnyColumn, ilike, or, type SQL } from 'drizzle-orm';
import { likePattern, type Page, pageOffset, toPage } from './paging';

/** `col1 ILIKE %term% OR col2 ILIKE …`, or nothing when there is no term. */
export function searchAny(term: string | undefined, columns: (AnyColumn | SQL)[]): SQL | undefined {
  if (!term) return undefined;
  const pattern = likePattern(term);
  return or(...columns.map((column) => ilike(column, pattern)));
}

/**
 * One page of a list, paged in SQL: the rows with limit/offset and the total with the same
 * filter, then the Laravel page of the original API.
 */
export async function paginate<T>(
  q: Pick<TPageQuery, 'page' | 'per_page'>,
  query: { rows: (limit: number, offset: number) => Promise<T[]>; total: () => Promise<{ total: number }[]> },
): Promise<Page<T>> {
  const [rows, [counted]] = await Promise.all([query.rows(q.per_page, pageOffset(q)), query.total()]);
  return toPage(rows, Number(counted?.total ?? 0), q);
}
