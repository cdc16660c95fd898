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
import { getToken } from '../../lib/session';

export const rackKeys = {
  all: ['rack'] as const,
  rooms: () => [...rackKeys.all, 'rooms'] as const,
  employees: () => [...rackKeys.all, 'employees'] as const,
  clients: (search: string) => ['clients', 'search', search] as const,
  detail: (roomId: number) => [...rackKeys.all, 'detail', roomId] as const,
  rates: (roomId: number) => [...rackKeys.all, 'rates', roomId] as const,
  quote: (body: TQuoteBody) => [...rackKeys.all, 'quote', body] as const,
  paymentMethods: () => ['payment-methods', 'active'] as const,
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
    queryKey: rackKeys.employees(),
    queryFn: ({ signal }) => apiRequest(rackPaths.employees, { schema: ZRoomEmployeesResponse, signal }),
    enabled,
  });
}

export function useClientSearch(search: string, enabled: boolean) {
  return useQuery({
    queryKey: rackKeys.clients(search),
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
    onSuccess: ({ data }) => {
      client.setQueryData(rackKeys.rooms(), (old: { data: TRackRoom[]; hoy: string } | undefined) =>
        old ? { ...old, data: old.data.map((room) => (room.id === data.id ? data : room)) } : old,
      );
      void client.invalidateQueries({ queryKey: rackKeys.all });
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
    queryKey: rackKeys.paymentMethods(),
    queryFn: ({ signal }) =>
      apiRequest(paymentMethodPaths.list, {
        method: 'POST',
        query: { estado: true },
        schema: ZPaymentMethodPage,
        signal,
      }),
  });
}
