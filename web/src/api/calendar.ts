import {
  reservationPaths,
  type TCalendarBody,
  type TReservationUpdateInput,
  ZCalendarData,
  ZReservationData,
} from '@posada/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../lib/api';
import { queryKeys } from '../lib/query-keys';

const keys = queryKeys('calendar');
/** The calendar's queries; live updates invalidate the whole `['calendar']` prefix. */
export const calendarKeys = {
  ...keys,
  window: (body: TCalendarBody) => keys.of('window', body),
};

/** The tape chart of the nights [desde, hasta): the previous window stays shown while the next loads. */
export function useCalendar(body: TCalendarBody) {
  return useQuery({
    queryKey: calendarKeys.window(body),
    queryFn: ({ signal }) =>
      apiRequest(reservationPaths.calendar, { method: 'POST', body, schema: ZCalendarData, signal }),
    placeholderData: (previous) => previous,
  });
}

/** A booking line moved on the chart: the server re-checks and re-prices it, or says why not. */
export function useMoveLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reservaId, body }: { reservaId: number; body: TReservationUpdateInput }) =>
      apiRequest(reservationPaths.update(reservaId), { method: 'POST', body, schema: ZReservationData }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys('rack').all }),
      ]),
  });
}
