import { geoPaths, ZCiudadList, ZDepartamentoList, ZPaisList } from '@posada/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';
import { queryKeys } from '../lib/query-keys';

/** The geo catalogs never change while the app runs: fetched once per session. */
const forever = { staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY };

const keys = queryKeys('geo');
export const geoKeys = {
  ...keys,
  countries: () => keys.of('paises'),
  departments: (paisId: number) => keys.of('departamentos', paisId),
  cities: (departamentoId: number) => keys.of('ciudades', departamentoId),
  /** Every municipality of the country, for searchable city selects. */
  allCities: () => keys.of('municipios'),
};

export function useCountries() {
  return useQuery({
    queryKey: geoKeys.countries(),
    queryFn: ({ signal }) =>
      api.post(geoPaths.countries, {}, { schema: ZPaisList, signal }).then((a) => a.data),
    ...forever,
  });
}

export function useDepartments(paisId: number | null) {
  return useQuery({
    queryKey: geoKeys.departments(paisId ?? 0),
    queryFn: ({ signal }) =>
      api
        .post(geoPaths.departments, { id: paisId }, { schema: ZDepartamentoList, signal })
        .then((a) => a.data),
    enabled: paisId !== null,
    ...forever,
  });
}

export function useCities(departamentoId: number | null) {
  return useQuery({
    queryKey: geoKeys.cities(departamentoId ?? 0),
    queryFn: ({ signal }) =>
      api.post(geoPaths.cities, { id: departamentoId }, { schema: ZCiudadList, signal }).then((a) => a.data),
    enabled: departamentoId !== null,
    ...forever,
  });
}
