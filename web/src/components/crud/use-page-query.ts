import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import type { PageData } from './types';

/**
 * A list query that keeps showing the previous page while the next one loads, so paging and
 * typing in the search box do not flash an empty table.
 */
export function usePageQuery<P extends PageData<unknown>>(
  queryKey: QueryKey,
  fetchPage: (signal: AbortSignal) => Promise<P>,
) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchPage(signal),
    placeholderData: keepPreviousData,
  });
}
