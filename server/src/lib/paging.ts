import type { TPageQuery } from '@posada/contracts';

export interface Page<T> {
  data: T[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}

/** Rows to skip for a page; lists are always paged in SQL (`limit`/`offset`), never in memory. */
export const pageOffset = (q: Pick<TPageQuery, 'page' | 'per_page'>) => (q.page - 1) * q.per_page;

/** The Laravel-style page of the original API from one page of rows and the total count. */
export function toPage<T>(rows: T[], total: number, q: Pick<TPageQuery, 'page' | 'per_page'>): Page<T> {
  return {
    data: rows,
    current_page: q.page,
    per_page: q.per_page,
    total,
    last_page: Math.max(1, Math.ceil(total / q.per_page)),
  };
}

/** `%term%` for ILIKE, with the wildcard characters of the term escaped. */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
