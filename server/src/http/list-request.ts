import type { TPageBody, TPageQuery } from '@posada/contracts';

/**
 * The paging of a POST list call: the body wins over the query string (the specification sends
 * `per_page`, `page`, `search` as query parameters on some calls and in the body on others).
 */
export function pageRequest(
  query: TPageQuery,
  body: TPageBody | undefined | null,
): TPageQuery & { search: string | undefined } {
  const search = (body?.search ?? query.search)?.trim();
  return {
    page: body?.page ?? query.page,
    per_page: body?.per_page ?? query.per_page,
    search: search || undefined,
  };
}
