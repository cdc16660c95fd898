/** Every page of a paged list, one after the other (an export takes them all, or up to `limit` rows). */
export async function allPages<R extends { data: T[]; last_page: number }, T>(
  fetchPage: (page: number) => Promise<R>,
  limit = Number.POSITIVE_INFINITY,
): Promise<{ first: R; rows: T[] }> {
  const first = await fetchPage(1);
  const rows = [...first.data];
  for (let page = 2; page <= first.last_page && rows.length < limit; page++) {
    rows.push(...(await fetchPage(page)).data);
  }
  return { first, rows: rows.slice(0, limit) };
}
