import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ListParams, type PageData, usePageQuery } from '../components/crud';
import type { QueryKeys } from './query-keys';

export interface ResourceCalls<T, Body> {
  /** The domain's query keys (`queryKeys(...)` in its `api/<domain>.ts`). */
  keys: QueryKeys;
  list: (params: ListParams, signal: AbortSignal) => Promise<PageData<T>>;
  /** Creates (id null) or updates the record. */
  save: (body: Body, id: number | null) => Promise<unknown>;
  remove?: (id: number) => Promise<unknown>;
  /** Keys of other domains that show this record too (rooms on the rack), refreshed with it. */
  refreshes?: readonly QueryKey[];
}

/**
 * The page hook and mutations of one administration resource; a change refreshes every query
 * of its domain (lists, selects, searches elsewhere) and the keys it `refreshes`.
 */
export function resourceHooks<T, Body>(calls: ResourceCalls<T, Body>) {
  const { keys } = calls;
  function useInvalidate() {
    const client = useQueryClient();
    return () =>
      Promise.all(
        [keys.all, ...(calls.refreshes ?? [])].map((queryKey) => client.invalidateQueries({ queryKey })),
      );
  }
  return {
    keys,
    usePage: (p: ListParams) => usePageQuery(keys.list(p), (signal) => calls.list(p, signal)),
    useSave() {
      return useMutation({
        mutationFn: ({ body, id }: { body: Body; id: number | null }) => calls.save(body, id),
        onSuccess: useInvalidate(),
      });
    },
    useRemove() {
      return useMutation({
        mutationFn: (id: number) =>
          calls.remove ? calls.remove(id) : Promise.reject(new Error('sin borrado')),
        onSuccess: useInvalidate(),
      });
    },
  };
}
