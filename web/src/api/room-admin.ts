import {
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
} from '@posada/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ListParams } from '../components/crud';
import { api } from '../lib/api';
import { queryKeys } from '../lib/query-keys';
import { resourceHooks } from '../lib/resource-hooks';
import { rackKeys } from './rooms';

export const roomTypeKeys = queryKeys('tipos-habitacion');
export const roomKeys = queryKeys('habitaciones');
export const rateKeys = queryKeys('tarifas');

export const roomTypes = resourceHooks<TRoomType, TRoomTypeBody>({
  keys: roomTypeKeys,
  // The rack's cards name each room's type.
  list: (p, signal) =>
    api.post(roomTypePaths.list, undefined, { query: { ...p }, schema: ZRoomTypePage, signal }),
  save: (body, id) =>
    id ? api.post(roomTypePaths.update, { ...body, id }) : api.post(roomTypePaths.create, body),
  remove: (id) => api.post(roomTypePaths.remove(id), undefined, { schema: ZDeleteResult }),
  refreshes: [rackKeys.all],
});

/** The list filters of admin/rooms beyond the search ('' = all). */
export type RoomFilters = { piso: string; tipo_habitacion_id: string };

export const rooms = resourceHooks<TRoom, TRoomBody>({
  keys: roomKeys,
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
  refreshes: [rackKeys.all],
});

export const rates = resourceHooks<TRate, TRateBody>({
  keys: rateKeys,
  list: (p, signal) => api.post(ratePaths.list, undefined, { query: { ...p }, schema: ZRatePage, signal }),
  save: (body, id) => api.post(id ? ratePaths.update(id) : ratePaths.create, body),
  remove: (id) => api.post(ratePaths.remove(id), undefined, { schema: ZDeleteResult }),
  // The stay dialog prices nights from the rates.
  refreshes: [rackKeys.all],
});

/** The hotel's active room types as select options (`tipoHabitacionIdName`). */
export function useRoomTypeOptions() {
  return useQuery({
    // Under the types' keys, so saving a type refreshes the selects too.
    queryKey: roomTypeKeys.of('id-name'),
    queryFn: ({ signal }) =>
      api
        .post(roomTypePaths.idName, undefined, { schema: ZRoomTypeOptions, signal })
        .then((a) => a.data.map((t) => ({ value: String(t.id), label: t.name }))),
  });
}
