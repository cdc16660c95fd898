import { clientPaths, type TClient, type TClientBody, ZClientPage, ZDeleteResult } from '@posada/contracts';
import { api } from '../../lib/api';
import { resourceHooks } from '../../lib/resource-hooks';

export const clients = resourceHooks<TClient, TClientBody>({
  key: 'clientes',
  list: (p, signal) =>
    api.post(clientPaths.list, undefined, { query: { ...p }, schema: ZClientPage, signal }),
  save: (body, id) =>
    id ? api.post(clientPaths.update, { ...body, id }) : api.post(clientPaths.create, body),
  remove: (id) => api.post(clientPaths.remove(id), undefined, { schema: ZDeleteResult }),
});
