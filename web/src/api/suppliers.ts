import {
  supplierPaths,
  type TSupplier,
  type TSupplierBody,
  ZDeleteResult,
  ZSupplierPage,
} from '@posada/contracts';
import { api } from '../lib/api';
import { queryKeys } from '../lib/query-keys';
import { resourceHooks } from '../lib/resource-hooks';

export const supplierKeys = queryKeys('proveedores');

export const suppliers = resourceHooks<TSupplier, TSupplierBody>({
  keys: supplierKeys,
  list: (p, signal) =>
    api.post(supplierPaths.list, undefined, { query: { ...p }, schema: ZSupplierPage, signal }),
  save: (body, id) =>
    id ? api.post(supplierPaths.update, { ...body, id }) : api.post(supplierPaths.create, body),
  remove: (id) => api.post(supplierPaths.remove(id), undefined, { schema: ZDeleteResult }),
});
