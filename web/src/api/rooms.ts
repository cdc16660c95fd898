import {
  paymentMethodPaths,
  rackPaths,
  stayPaths,
  type TCancelHoldBody,
  type TCheckinInput,
  type TEnableBody,
  type THoldBody,
  type TMaintenanceBody,
  type TOccupyInput,
  type TQuoteBody,
  type TRackRoom,
  type TRoomRef,
  type TVacateInput,
  type TVacateResponse,
  ZPaymentMethodPage,
  ZQuoteResponse,
  ZRoomActionResponse,
  ZRoomDetailResponse,
  ZRoomEmployeesResponse,
  ZRoomRatesResponse,
  ZVacateResponse,
} from '@posada/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, apiRequest } from '../lib/api';
import { accountKeys } from './account-list';
import { invoiceKeys } from './billing-summary';
import { refreshAfterPayment } from './cash-registers';
import { employeeKeys } from './employees';
import { paymentMethodKeys } from './payment-methods';
import { rackKeys } from './rack';

export { RACK_REFRESH_MS, rackKeys, seedRackFromEarlyRequest, useRack } from './rack';

export function useRoomEmployees(enabled: boolean) {
  return useQuery({
    queryKey: employeeKeys.forRooms(),
    queryFn: ({ signal }) => apiRequest(rackPaths.employees, { schema: ZRoomEmployeesResponse, signal }),
    enabled,
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

/** The body each room action sends, from its contract. */
export interface RoomActionBodies {
  reservar: THoldBody;
  anular_reserva: TCancelHoldBody;
  mantenimiento: TMaintenanceBody;
  anular_mantenimiento: TRoomRef;
  habilitar: TEnableBody;
  ocupar: TOccupyInput;
  checkin: TCheckinInput;
  desocupar: TVacateInput;
}

/** A room action as the room dialog runs it. */
export interface RoomActionCall {
  action: RackAction;
  body: RoomActionBodies[RackAction];
  /** Sent as the Idempotency-Key header (check-out). */
  idempotencyKey?: string;
}

/** A deposit (Ocupar, Check-in) or a check-out's settlement goes through the user's open register. */
function movesMoney(body: RoomActionCall['body']): boolean {
  if ('anticipo' in body && body.anticipo) return true;
  if ('liquidacion' in body && body.liquidacion) return true;
  return 'pagos' in body && Array.isArray(body.pagos) && body.pagos.length > 0;
}

/**
 * Runs a room action and puts the changed card into the rack at once. Check-out answers the
 * invoice it created (and the change for cash); it is sent with an idempotency key, so a retried
 * request gets the same invoice.
 */
export function useRoomAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      action,
      body,
      idempotencyKey,
    }: RoomActionCall): Promise<z.infer<typeof ZRoomActionResponse> | TVacateResponse> =>
      api
        .post(
          roomActionPaths[action],
          body,
          idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : {},
        )
        .then((answer) => (action === 'desocupar' ? ZVacateResponse : ZRoomActionResponse).parse(answer)),
    onSuccess: ({ data }, { action, body }) => {
      client.setQueryData(rackKeys.rooms(), (old: { data: TRackRoom[]; hoy: string } | undefined) =>
        old ? { ...old, data: old.data.map((room) => (room.id === data.id ? data : room)) } : old,
      );
      void client.invalidateQueries({ queryKey: rackKeys.all });
      // Check-out closes the account and issues an invoice: Detalle Cuentas and Facturas change.
      if (action === 'desocupar')
        for (const queryKey of [accountKeys.all, invoiceKeys.all])
          void client.invalidateQueries({ queryKey });
      // Money went through the user's open register: 'Total Caja' must show it.
      if (movesMoney(body)) void refreshAfterPayment(client);
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

/** The active payment methods as a Select's options (value: the id as text). */
export function usePaymentMethodOptions() {
  const methods = useActivePaymentMethods();
  return (methods.data?.data ?? []).map((m) => ({ value: String(m.id), label: m.nombre }));
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
