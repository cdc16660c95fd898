import {
  catalogPaths,
  ratePaths,
  roomPaths,
  roomTypePaths,
  type TRate,
  type TRateBody,
  type TRoom,
  type TRoomBody,
  type TRoomType,
  type TRoomTypeBody,
  ZDeleteResult,
  ZRatePage,
  ZRoomPage,
  ZRoomTypeOptions,
  ZRoomTypePage,
  ZTaxPage,
} from '@posada/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ListParams } from '../../components/crud';
import { api } from '../../lib/api';
import { resourceHooks } from '../../lib/resource-hooks';

const TYPES_KEY = 'tipos-habitacion';

export const roomTypes = resourceHooks<TRoomType, TRoomTypeBody>({
  key: TYPES_KEY,
  list: (p, signal) =>
    api.post(roomTypePaths.list, undefined, { query: { ...p }, schema: ZRoomTypePage, signal }),
  save: (body, id) =>
    id ? api.post(roomTypePaths.update, { ...body, id }) : api.post(roomTypePaths.create, body),
  remove: (id) => api.post(roomTypePaths.remove(id), undefined, { schema: ZDeleteResult }),
});

/** The list filters of admin/rooms beyond the search ('' = all). */
export type RoomFilters = { piso: string; tipo_habitacion_id: string };

export const rooms = resourceHooks<TRoom, TRoomBody>({
  key: 'habitaciones',
  list: (p, signal) => {
    const { page, per_page, search, piso, tipo_habitacion_id } = p as ListParams & RoomFilters;
    const filters = {
      piso: piso === '' ? null : Number(piso),
      // The select holds text; the API takes ids only as JSON numbers.
      tipo_habitacion_id: tipo_habitacion_id ? Number(tipo_habitacion_id) : null,
    };
    return api.post(roomPaths.list, filters, {
      query: { page, per_page, search },
      schema: ZRoomPage,
      signal,
    });
  },
  save: (body, id) => (id ? api.post(roomPaths.update, { ...body, id }) : api.post(roomPaths.create, body)),
  remove: (id) => api.post(roomPaths.remove(id), undefined, { schema: ZDeleteResult }),
});

export const rates = resourceHooks<TRate, TRateBody>({
  key: 'tarifas',
  list: (p, signal) => api.post(ratePaths.list, undefined, { query: { ...p }, schema: ZRatePage, signal }),
  save: (body, id) => api.post(id ? ratePaths.update(id) : ratePaths.create, body),
  remove: (id) => api.post(ratePaths.remove(id), undefined, { schema: ZDeleteResult }),
});

/** The hotel's active room types as select options (`tipoHabitacionIdName`). */
export function useRoomTypeOptions() {
  return useQuery({
    // Under the types' key, so saving a type refreshes the selects too.
    queryKey: [TYPES_KEY, 'id-name'],
    queryFn: ({ signal }) =>
      api
        .post(roomTypePaths.idName, undefined, { schema: ZRoomTypeOptions, signal })
        .then((a) => a.data.map((t) => ({ value: String(t.id), label: t.name }))),
  });
}

/** Active taxes as select options "IVA 19 %" (`GET /impuesto`). */
export function useTaxOptions() {
  return useQuery({
    queryKey: ['catalogo:options', catalogPaths.taxes.list, 'opciones'],
    queryFn: ({ signal }) =>
      api
        .get(catalogPaths.taxes.list, { query: { estado: true, per_page: 200 }, schema: ZTaxPage, signal })
        .then((p) => p.data.map((t) => ({ value: String(t.id), label: t.nombre }))),
    staleTime: 10 * 60_000,
  });
}
