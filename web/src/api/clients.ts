import { clientPaths, type TClient, type TClientBody, ZClientPage, ZDeleteResult } from '@posada/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';
import { queryKeys } from '../lib/query-keys';
import { resourceHooks } from '../lib/resource-hooks';

const keys = queryKeys('clientes');
/** Every client query, the rack's client search included: a client's change refreshes them all. */
export const clientKeys = { ...keys, search: (text: string) => keys.of('search', text) };

export const clients = resourceHooks<TClient, TClientBody>({
  keys: clientKeys,
  list: (p, signal) =>
    api.post(clientPaths.list, undefined, { query: { ...p }, schema: ZClientPage, signal }),
  save: (body, id) =>
    id ? api.post(clientPaths.update, { ...body, id }) : api.post(clientPaths.create, body),
  remove: (id) => api.post(clientPaths.remove(id), undefined, { schema: ZDeleteResult }),
});

/** The client pickers' search: the first 20 active clients matching the text. */
export function useClientSearch(search: string, enabled: boolean) {
  return useQuery({
    queryKey: clientKeys.search(search),
    queryFn: ({ signal }) =>
      api.post(clientPaths.list, undefined, {
        query: { search: search || undefined, per_page: 20, estado: true },
        schema: ZClientPage,
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}
