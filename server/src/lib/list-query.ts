import { normalizeSearch, type TPageQuery } from '@posada/contracts';
import { type AnyColumn, or, type SQL, sql } from 'drizzle-orm';
import { likePattern, type Page, pageOffset, toPage } from './paging';

/**
 * The one search condition of the app's lists: some column contains the term, accents and case
 * ignored (`posada_normaliza(col) LIKE %term%`, served by the trigram indexes of the tables that
 * grow), or nothing when there is no term.
 */
export function searchAny(term: string | null | undefined, columns: (AnyColumn | SQL)[]): SQL | undefined {
  const trimmed = term?.trim();
  if (!trimmed) return undefined;
  const pattern = likePattern(normalizeSearch(trimmed));
  return or(...columns.map((column) => sql`posada_normaliza(${column}) like ${pattern}`));
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
