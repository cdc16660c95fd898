import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ListParams, type PageData, usePageQuery } from '../components/crud';

export interface ResourceCalls<T, Body> {
  /** The first element of every query key of the resource. */
  key: string;
  list: (params: ListParams, signal: AbortSignal) => Promise<PageData<T>>;
  /** Creates (id null) or updates the record. */
  save: (body: Body, id: number | null) => Promise<unknown>;
  remove?: (id: number) => Promise<unknown>;
}

/**
 * Query keys and hooks of one administration resource: its page, and mutations that refresh
 * every list of the resource after a change.
 */
export function resourceHooks<T, Body>(calls: ResourceCalls<T, Body>) {
  const keys = {
    all: [calls.key] as const,
    list: (p: ListParams) => [calls.key, 'list', p] as const,
  };
  function useInvalidate() {
    const client = useQueryClient();
    return () => client.invalidateQueries({ queryKey: keys.all });
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
