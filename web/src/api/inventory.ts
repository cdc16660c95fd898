import {
  catalogPaths,
  type ProductKind,
  productPaths,
  type TProduct,
  type TProductBody,
  type TRecipeLineBody,
  type TWarehouse,
  type TWarehouseBody,
  warehousePaths,
  ZDeleteResult,
  ZMeasurePage,
  ZProductCategories,
  ZProductData,
  ZProductOptions,
  ZProductPage,
  ZRecipeLinePage,
  ZWarehouseArray,
  ZWarehousePage,
} from '@posada/contracts';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ListParams, usePageQuery } from '../components/crud';
import { api } from '../lib/api';
import { queryKeys } from '../lib/query-keys';
import { resourceHooks } from '../lib/resource-hooks';
import { measures } from './catalogs';

export const warehouseKeys = queryKeys('bodegas');
export const productKeys = queryKeys('productos');
/** Stock, kardex and inventory documents: every movement refreshes them. */
export const stockKeys = queryKeys('inventario');
export const entryKeys = queryKeys('ingresos');

/**
 * After any stock movement: the stock report, the kardex, the entries, the products' stock and
 * the warehouses' value are read again wherever they show.
 */
export function refreshStock(client: QueryClient): Promise<unknown> {
  return Promise.all(
    [stockKeys.all, entryKeys.all, productKeys.all, warehouseKeys.all].map((queryKey) =>
      client.invalidateQueries({ queryKey }),
    ),
  );
}

export const warehouses = resourceHooks<TWarehouse, TWarehouseBody>({
  keys: warehouseKeys,
  list: (p, signal) => api.get(warehousePaths.list, { query: { ...p }, schema: ZWarehousePage, signal }),
  save: (body, id) => api.post(id ? warehousePaths.update(id) : warehousePaths.create, body),
  remove: (id) => api.post(warehousePaths.remove(id), undefined, { schema: ZDeleteResult }),
});

/** The filters of the product lists: one kind or all (''). */
export type ProductFilters = { tipo: ProductKind | '' };

export const products = resourceHooks<TProduct, TProductBody>({
  keys: productKeys,
  list: (p, signal) => {
    const { tipo, ...paging } = p as ListParams & Partial<ProductFilters>;
    return api.get(productPaths.list, {
      query: { ...paging, tipo: tipo || undefined },
      schema: ZProductPage,
      signal,
    });
  },
  save: (body, id) =>
    id
      ? api.post(productPaths.update, { ...body, id }, { schema: ZProductData })
      : api.post(productPaths.create, body, { schema: ZProductData }),
  remove: (id) => api.post(productPaths.remove(id), undefined, { schema: ZDeleteResult }),
});

/** Catalogs and lists change rarely while a form is open. */
const selectData = { staleTime: 60_000 };

/** Active warehouses as select options. */
export function useWarehouseOptions() {
  return useQuery({
    queryKey: warehouseKeys.of('opciones'),
    queryFn: ({ signal }) =>
      api
        .get(warehousePaths.array, { schema: ZWarehouseArray, signal })
        .then((a) => a.data.map((w) => ({ value: String(w.id), label: w.nombre }))),
    ...selectData,
  });
}

/** The hotel's active products (of some kinds), lean, for the line editors. */
export function useProductOptions(tipo?: ProductKind) {
  return useQuery({
    queryKey: productKeys.of('opciones', tipo ?? 'todos'),
    queryFn: ({ signal }) =>
      api.get(productPaths.all, { query: { tipo }, schema: ZProductOptions, signal }).then((a) => a.data),
    ...selectData,
  });
}

export function useCategories() {
  return useQuery({
    queryKey: productKeys.of('categorias'),
    queryFn: ({ signal }) =>
      api.get(productPaths.categories, { schema: ZProductCategories, signal }).then((a) => a.data),
    ...selectData,
  });
}

/** Active measures as select options (under the measures' keys: a change refreshes them). */
export function useMeasureOptions() {
  return useQuery({
    queryKey: measures.keys.of('opciones'),
    queryFn: ({ signal }) =>
      api
        .get(catalogPaths.measures.list, {
          query: { estado: true, per_page: 200 },
          schema: ZMeasurePage,
          signal,
        })
        .then((p) => p.data.map((m) => ({ value: String(m.id), label: m.nombre }))),
    staleTime: 10 * 60_000,
  });
}

/** The lines of a recipe, a page (10 by default, spec §9). */
export function useRecipeLines(recipeId: number, page: number) {
  return usePageQuery(productKeys.of('receta', recipeId, page), (signal) =>
    api.get(productPaths.recipe(recipeId), {
      query: { page, per_page: 10 },
      schema: ZRecipeLinePage,
      signal,
    }),
  );
}

function useProductMutation<V>(call: (value: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: productKeys.all }),
  });
}

export const useAddRecipeLine = () =>
  useProductMutation((body: TRecipeLineBody) => api.post(productPaths.addRecipeLine, body));
export const useRemoveRecipeLine = () =>
  useProductMutation((id: number) => api.post(productPaths.removeRecipeLine, { id }));
