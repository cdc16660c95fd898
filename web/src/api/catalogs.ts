import {
  type CatalogResourcePaths,
  catalogPaths,
  type TCatalogQuery,
  type TDocumentType,
  type TDocumentTypeBody,
  type TMeasure,
  type TMeasureBody,
  type TProductType,
  type TProductTypeBody,
  type TTax,
  type TTaxBody,
  ZCityOptions,
  ZDocumentTypePage,
  ZMeasurePage,
  ZProductTypePage,
  ZTaxPage,
} from '@posada/contracts';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PageData } from '../components/crud';
import { api } from '../lib/api';
import { queryKeys } from '../lib/query-keys';
import { resourceHooks } from '../lib/resource-hooks';
import { geoKeys } from './geo';

/**
 * A national catalog in the style of the specification's warehouses: `GET /impuesto`,
 * `POST /impuesto`, `POST /impuesto/update/{id}`.
 */
function catalogResource<T, Body>(domain: string, paths: CatalogResourcePaths, page: z.ZodType<PageData<T>>) {
  return resourceHooks<T, Body>({
    keys: queryKeys(domain),
    list: (p, signal) => api.get(paths.list, { query: { ...p }, schema: page, signal }),
    save: (body, id) => api.post(id ? paths.update(id) : paths.create, body),
  });
}

export const taxes = catalogResource<TTax, TTaxBody>('impuestos', catalogPaths.taxes, ZTaxPage);
export const measures = catalogResource<TMeasure, TMeasureBody>(
  'medidas',
  catalogPaths.measures,
  ZMeasurePage,
);
export const productTypes = catalogResource<TProductType, TProductTypeBody>(
  'tipos-producto',
  catalogPaths.productTypes,
  ZProductTypePage,
);
export const documentTypes = catalogResource<TDocumentType, TDocumentTypeBody>(
  'tipos-documento',
  catalogPaths.documentTypes,
  ZDocumentTypePage,
);

/** Catalogs change rarely: the selects of other forms keep them for the session. */
const longLived = { staleTime: 10 * 60_000 };
const activeOnly: Partial<TCatalogQuery> = { estado: true, per_page: 200 };

/** Active taxes as select options "IVA 19 %" (under the taxes' keys: a change refreshes them). */
export function useTaxOptions() {
  return useQuery({
    queryKey: taxes.keys.of('opciones'),
    queryFn: ({ signal }) =>
      api
        .get(catalogPaths.taxes.list, { query: activeOnly, schema: ZTaxPage, signal })
        .then((p) => p.data.map((t) => ({ value: String(t.id), label: t.nombre }))),
    ...longLived,
  });
}

/** Active document types for the selects of the client form. */
export function useDocumentTypeOptions() {
  return useQuery({
    queryKey: documentTypes.keys.of('opciones'),
    queryFn: ({ signal }) =>
      api
        .get(catalogPaths.documentTypes.list, { query: activeOnly, schema: ZDocumentTypePage, signal })
        .then((p) => p.data),
    ...longLived,
  });
}

/** Every municipality, as options "Medellín (Antioquia)" of a searchable select. */
export function useCityOptions() {
  return useQuery({
    queryKey: geoKeys.allCities(),
    queryFn: ({ signal }) =>
      api
        .get(catalogPaths.cities, { schema: ZCityOptions, signal })
        .then((a) => a.data.map((c) => ({ value: String(c.id), label: `${c.nombre} (${c.departamento})` }))),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
