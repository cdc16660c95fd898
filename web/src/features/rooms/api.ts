import {
  clientPaths,
  paymentMethodPaths,
  rackPaths,
  stayPaths,
  type TQuoteBody,
  type TRackRoom,
  ZClientPage,
  ZPaymentMethodPage,
  ZQuoteResponse,
  ZRackResponse,
  ZRoomActionResponse,
  ZRoomDetailResponse,
  ZRoomEmployeesResponse,
  ZRoomRatesResponse,
} from '@posada/contracts';
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, apiRequest, apiUrl } from '../../lib/api';
import { chosenHotelId } from '../../lib/current-hotel';
import { takeArrivedEarlyRequest } from '../../lib/early-requests';
import { queryKeys } from '../../lib/query-keys';
import { getToken } from '../../lib/session';
import { refreshAfterPayment } from '../cash-registers/api';
import { clientKeys } from '../clients/api';
import { employeeKeys } from '../employees/api';
import { paymentMethodKeys } from '../payment-methods/api';

const keys = queryKeys('rack');
/** The rack's own queries; the clients, employees and payment methods it offers are theirs. */
export const rackKeys = {
  ...keys,
  rooms: () => keys.of('rooms'),
  detail: (roomId: number) => keys.of('detail', roomId),
  rates: (roomId: number) => keys.of('rates', roomId),
  quote: (body: TQuoteBody) => keys.of('quote', body),
};

/** How often the rack asks for changes made by other users. */
export const RACK_REFRESH_MS = 15_000;

/**
 * Puts the rack asked for by the page's first script into the cache when it has already arrived,
 * so the first render of the home screen shows the rooms (else the query takes it when it comes).
 */
export function seedRackFromEarlyRequest(queryClient: QueryClient): void {
  const answer = takeArrivedEarlyRequest(apiUrl(rackPaths.rack), getToken(), chosenHotelId());
  if (answer?.status !== 200) return;
  const parsed = ZRackResponse.safeParse(answer.body);
  if (parsed.success) queryClient.setQueryData(rackKeys.rooms(), parsed.data);
}

export function useRack() {
  return useQuery({
    queryKey: rackKeys.rooms(),
    queryFn: ({ signal }) => apiRequest(rackPaths.rack, { schema: ZRackResponse, signal }),
    refetchInterval: RACK_REFRESH_MS,
  });
}

export function useRoomEmployees(enabled: boolean) {
  return useQuery({
    queryKey: employeeKeys.forRooms(),
    queryFn: ({ signal }) => apiRequest(rackPaths.employees, { schema: ZRoomEmployeesResponse, signal }),
    enabled,
  });
}

export function useClientSearch(search: string, enabled: boolean) {
  return useQuery({
    queryKey: clientKeys.search(search),
    queryFn: ({ signal }) =>
      apiRequest(clientPaths.list, {
        method: 'POST',
        query: { search: search || undefined, per_page: 20, estado: true },
        schema: ZClientPage,
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** The POST path of each room action the rack offers. */
export const roomActionPaths = {
  reservar: rackPaths.hold,
  anular_reserva: rackPaths.cancelHold,
  mantenimiento: rackPaths.maintenance,
  anular_mantenimiento: rackPaths.cancelMaintenance,
  habilitar: rackPaths.enable,
  ocupar: stayPaths.occupy,
  checkin: stayPaths.checkin,
  desocupar: stayPaths.vacate,
} as const;
export type RackAction = keyof typeof roomActionPaths;

/** Runs a room action and puts the changed card into the rack at once. */
export function useRoomAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, body }: { action: RackAction; body: Record<string, unknown> }) =>
      api.post(roomActionPaths[action], body).then((answer) => ZRoomActionResponse.parse(answer)),
    onSuccess: ({ data }, { body }) => {
      client.setQueryData(rackKeys.rooms(), (old: { data: TRackRoom[]; hoy: string } | undefined) =>
        old ? { ...old, data: old.data.map((room) => (room.id === data.id ? data : room)) } : old,
      );
      void client.invalidateQueries({ queryKey: rackKeys.all });
      // A deposit (Ocupar, Check-in) or a check-out's settlement went through the user's open
      // register: 'Total Caja' must show it.
      if (body.anticipo || body.liquidacion) void refreshAfterPayment(client);
    },
  });
}

export function useRoomDetail(roomId: number, enabled: boolean) {
  return useQuery({
    queryKey: rackKeys.detail(roomId),
    queryFn: ({ signal }) =>
      apiRequest(stayPaths.roomDetail(roomId), { schema: ZRoomDetailResponse, signal }),
    enabled,
  });
}

export function useRoomRates(roomId: number) {
  return useQuery({
    queryKey: rackKeys.rates(roomId),
    queryFn: ({ signal }) => apiRequest(stayPaths.roomRates(roomId), { schema: ZRoomRatesResponse, signal }),
  });
}

/** The price of the stay being typed, night by night (null until the form is complete). */
export function useStayQuote(body: TQuoteBody | null) {
  return useQuery({
    queryKey: rackKeys.quote(body as TQuoteBody),
    queryFn: ({ signal }) =>
      apiRequest(stayPaths.quote, { method: 'POST', body, schema: ZQuoteResponse, signal }),
    enabled: body !== null,
    retry: false,
    placeholderData: keepPreviousData,
  });
}

export function useActivePaymentMethods() {
  return useQuery({
    queryKey: paymentMethodKeys.active(),
    queryFn: ({ signal }) =>
      apiRequest(paymentMethodPaths.list, {
        method: 'POST',
        query: { estado: true },
        schema: ZPaymentMethodPage,
        signal,
      }),
  });
}
