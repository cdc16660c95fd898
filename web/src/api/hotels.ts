import {
  HOTEL_REFRESH_PER_PAGE,
  hotelPaths,
  type THotelBody,
  ZDeleteResult,
  ZHotelData,
  ZHotelPage,
} from '@posada/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ListParams, usePageQuery } from '../components/crud';
import { api } from '../lib/api';
import { queryKeys } from '../lib/query-keys';
import { updateStoredUser } from '../lib/session';
import { withoutHotel, withSavedHotel } from '../lib/session-hotels';

export const hotelKeys = queryKeys('hoteles');

/** POST /hotelListar with `per_page`, `page`, `search` in the query string, as the specification calls it. */
export function useHotelPage(p: ListParams) {
  return usePageQuery(hotelKeys.list(p), (signal) =>
    api.post(hotelPaths.list, undefined, { query: { ...p }, schema: ZHotelPage, signal }),
  );
}

export function useHotel(id: number | null) {
  return useQuery({
    queryKey: hotelKeys.one(id ?? 0),
    queryFn: ({ signal }) =>
      api.get(hotelPaths.show(id ?? 0), { schema: ZHotelData, signal }).then((a) => a.data),
    enabled: id !== null,
    staleTime: 0,
  });
}

/** Spec §9: the list refreshes with 30 per page after a change (the screen's own page size). */
export const HOTELS_PER_PAGE = HOTEL_REFRESH_PER_PAGE;

function useInvalidateHotels() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: hotelKeys.all });
}

export function useSaveHotel() {
  const invalidate = useInvalidateHotels();
  return useMutation({
    mutationFn: ({ id, ...body }: THotelBody & { id?: number | undefined }) =>
      id
        ? api.post(hotelPaths.update, { ...body, id }, { schema: ZHotelData })
        : api.post(hotelPaths.create, body, { schema: ZHotelData }),
    onSuccess: (answer, { id }) => {
      updateStoredUser((user) => withSavedHotel(user, answer.data, id === undefined));
      return invalidate();
    },
  });
}

export function useDeleteHotel() {
  const invalidate = useInvalidateHotels();
  return useMutation({
    mutationFn: (id: number) => api.post(hotelPaths.remove, { id }, { schema: ZDeleteResult }),
    onSuccess: (_answer, id) => {
      updateStoredUser((user) => withoutHotel(user, id));
      return invalidate();
    },
  });
}
