import {
  reservationPaths as paths,
  stayPaths,
  type TAvailabilityBody,
  type TCheckinBody,
  type TReservationBody,
  type TReservationCancelBody,
  type TReservationDepositBody,
  type TReservationListBody,
  type TReservationReinstateBody,
  type TReservationUpdateInput,
  ZArrivals,
  ZAvailabilityData,
  ZDepartures,
  ZReservationData,
  ZReservationPage,
  ZRoomActionResponse,
} from '@posada/contracts';
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { type ListParams, usePageQuery } from '../components/crud';
import { api } from '../lib/api';
import { queryKeys } from '../lib/query-keys';
import { refreshAfterPayment } from './cash-registers';
import { rackKeys } from './rack';

const keys = queryKeys('reservations');
/**
 * Every query of the bookings starts with 'reservations': the live-update hook invalidates that
 * prefix when anyone changes a booking, and every mutation here does after its own change.
 */
export const reservationKeys = {
  ...keys,
  availability: (body: TAvailabilityBody) => keys.of('disponibilidad', body),
  arrivals: (fecha: string) => keys.of('llegadas', fecha),
  departures: (fecha: string) => keys.of('salidas', fecha),
};

/** The list's filters as the screen holds them ('' = any). */
export type ReservationFilters = {
  desde: string;
  hasta: string;
  estado: string;
  canal: string;
  tipo_habitacion_id: string;
};

export const noFilters: ReservationFilters = {
  desde: '',
  hasta: '',
  estado: '',
  canal: '',
  tipo_habitacion_id: '',
};

/** The body of POST /reservaListar for the filters: an empty filter is not sent. */
export function listBody(filters: ReservationFilters): Partial<TReservationListBody> {
  const body: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value !== '') body[key] = key === 'tipo_habitacion_id' ? Number(value) : value;
  }
  return body as Partial<TReservationListBody>;
}

export function useReservationPage(p: ListParams & ReservationFilters) {
  const { page, per_page, search, ...filters } = p;
  return usePageQuery(keys.list(p), (signal) =>
    api.post(paths.list, listBody(filters), {
      query: { page, per_page, search },
      schema: ZReservationPage,
      signal,
    }),
  );
}

export function useReservation(id: number | null) {
  return useQuery({
    queryKey: keys.one(id ?? 0),
    queryFn: ({ signal }) =>
      api.get(paths.show(id ?? 0), { schema: ZReservationData, signal }).then((a) => a.data),
    enabled: id !== null,
    retry: false,
  });
}

/** Free rooms per type and night, prices per rate, assignable rooms; null until it can be asked. */
const availabilityQuery = (body: TAvailabilityBody | null) =>
  queryOptions({
    queryKey: reservationKeys.availability(body as TAvailabilityBody),
    queryFn: ({ signal }) =>
      api.post(paths.availability, body, { schema: ZAvailabilityData, signal }).then((a) => a.data),
    enabled: body !== null,
    retry: false,
    staleTime: 5_000,
  });

export function useAvailability(body: TAvailabilityBody | null) {
  return useQuery({ ...availabilityQuery(body), placeholderData: keepPreviousData });
}

/** The availability of each line of a form (lines with the same dates and persons share one). */
export function useLinesAvailability(bodies: (TAvailabilityBody | null)[]) {
  return useQueries({ queries: bodies.map(availabilityQuery) });
}

export function useArrivals(fecha: string) {
  return useQuery({
    queryKey: reservationKeys.arrivals(fecha),
    queryFn: ({ signal }) => api.get(paths.arrivals, { query: { fecha }, schema: ZArrivals, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useDepartures(fecha: string) {
  return useQuery({
    queryKey: reservationKeys.departures(fecha),
    queryFn: ({ signal }) => api.get(paths.departures, { query: { fecha }, schema: ZDepartures, signal }),
    placeholderData: keepPreviousData,
  });
}

/** A booking changed: every list and detail of bookings, and the rack (its holds and marks). */
function refreshBookings(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: keys.all }),
    client.invalidateQueries({ queryKey: rackKeys.all }),
  ]);
}

/** Creates a booking with the form's `Idempotency-Key`: a double click answers the same booking. */
export function useCreateReservation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: TReservationBody; key: string }) =>
      api.post(paths.create, body, { headers: { 'Idempotency-Key': key }, schema: ZReservationData }),
    onSuccess: async (_answer, { body }) => {
      await refreshBookings(client);
      // The deposit went into the user's open register: 'Total Caja' shows it.
      if (body.anticipo) await refreshAfterPayment(client);
    },
  });
}

export function useUpdateReservationLine(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TReservationUpdateInput) =>
      api.post(paths.update(id), body, { schema: ZReservationData }),
    onSuccess: () => refreshBookings(client),
  });
}

/** Cancels; a refund of the deposits goes with the dialog's `Idempotency-Key`. */
export function useCancelReservation(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: TReservationCancelBody; key: string }) =>
      api.post(paths.cancel(id), body, { headers: { 'Idempotency-Key': key }, schema: ZReservationData }),
    onSuccess: async (_answer, { body }) => {
      await refreshBookings(client);
      if (body.devolucion) await refreshAfterPayment(client);
    },
  });
}

export function useReinstateReservation(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TReservationReinstateBody) =>
      api.post(paths.reinstate(id), body, { schema: ZReservationData }),
    onSuccess: () => refreshBookings(client),
  });
}

/** A later deposit, with the dialog's `Idempotency-Key`: a double click takes it once. */
export function useAddDeposit(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: TReservationDepositBody; key: string }) =>
      api.post(paths.deposit(id), body, { headers: { 'Idempotency-Key': key }, schema: ZReservationData }),
    onSuccess: async () => {
      await refreshBookings(client);
      await refreshAfterPayment(client);
    },
  });
}

/** Checks a booking line in (`/checkinReserva`): the stay opens, the rack and the lists change. */
export function useCheckinLine() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TCheckinBody) => api.post(stayPaths.checkin, body, { schema: ZRoomActionResponse }),
    onSuccess: () => refreshBookings(client),
  });
}
