import {
  orderPaths,
  outletPaths,
  type TOrderLineInput,
  type TOrderSplitBody,
  type TOrderTransferBody,
  type TStationsBody,
  type TTablesBody,
  ZOrderData,
  ZOrderPage,
  ZOrderPair,
  ZOrderSent,
  ZStations,
  ZTables,
} from '@posada/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api';
import { ordersDomain, queryKeys } from '../lib/query-keys';

/** The restaurant's tables and open orders: refreshed live (the stream's `ordenes`). */
const keys = queryKeys(ordersDomain);
export const orderKeys = {
  ...keys,
  tables: (outletId: number) => keys.of('mesas', outletId),
  ofPlace: (outletId: number, place: OrderPlace) => keys.of(place.kind, outletId, place.id),
  roomOrders: (outletId: number) => keys.of('habitaciones', outletId),
};

/** Where an order is served: a table of the outlet, or a room (room service, charged to its stay). */
export type OrderPlace =
  | { kind: 'mesa'; id: number; nombre: string }
  | { kind: 'habitacion'; id: number; nombre: string; huesped: string | null; salida: string | null };

/** ordenCrear's and ordenListar's field naming the place. */
export const placeField = (place: OrderPlace) =>
  place.kind === 'mesa' ? { mesa_id: place.id } : { habitacion_id: place.id };

/** An outlet's tables with their open orders' count and total (none: the outlet has no tables). */
export function useTables(outletId: number | null) {
  return useQuery({
    queryKey: orderKeys.tables(outletId ?? 0),
    queryFn: ({ signal }) =>
      api.get(outletPaths.tables(outletId ?? 0), { schema: ZTables, signal }).then((a) => a.data),
    enabled: outletId !== null,
  });
}

/** An outlet's kitchen and bar stations with the categories each prepares. */
export function useStations(outletId: number) {
  return useQuery({
    queryKey: keys.of('estaciones', outletId),
    queryFn: ({ signal }) =>
      api.get(outletPaths.stations(outletId), { schema: ZStations, signal }).then((a) => a.data),
  });
}

/** Saves an outlet's tables and stations (Administración → Puntos de venta). */
export function useSaveFloor(outletId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      mesas,
      estaciones,
    }: {
      mesas: TTablesBody['mesas'];
      estaciones: TStationsBody['estaciones'];
    }) => {
      await api.post(outletPaths.saveTables(outletId), { mesas }, { schema: ZTables });
      return api.post(outletPaths.saveStations(outletId), { estaciones }, { schema: ZStations });
    },
    onSuccess: () => void client.invalidateQueries({ queryKey: keys.all }),
  });
}

/**
 * The open orders of a table or a room, each with its lines (a table may hold several bills after
 * a split).
 */
export function usePlaceOrders(outletId: number, place: OrderPlace) {
  return useQuery({
    queryKey: orderKeys.ofPlace(outletId, place),
    queryFn: async ({ signal }) => {
      const page = await api.post(
        orderPaths.list,
        { punto_venta_id: outletId, ...placeField(place), per_page: 50 },
        { schema: ZOrderPage, signal },
      );
      return Promise.all(
        page.data
          .slice()
          .reverse()
          .map((o) => api.get(orderPaths.show(o.id), { schema: ZOrderData, signal }).then((a) => a.data)),
      );
    },
  });
}

/** The outlet's open room-service orders (the Mesas view's rooms). */
export function useRoomOrders(outletId: number | null) {
  return useQuery({
    queryKey: orderKeys.roomOrders(outletId ?? 0),
    queryFn: ({ signal }) =>
      api
        .post(
          orderPaths.list,
          { punto_venta_id: outletId, habitaciones: true, per_page: 100 },
          { schema: ZOrderPage, signal },
        )
        .then((p) => p.data),
    enabled: outletId !== null,
  });
}

/** Every open order of the outlet (the merge's choices). */
export function useOpenOrders(outletId: number) {
  return useQuery({
    queryKey: keys.of('abiertas', outletId),
    queryFn: ({ signal }) =>
      api
        .post(orderPaths.list, { punto_venta_id: outletId, per_page: 200 }, { schema: ZOrderPage, signal })
        .then((p) => p.data),
  });
}

/** The order calls; each refreshes the tables (the other tablets hear it through the stream). */
export function useOrderActions() {
  const client = useQueryClient();
  const done = () => void client.invalidateQueries({ queryKey: keys.all });
  const opts = { onSuccess: done };
  return {
    create: useMutation({
      mutationFn: (body: {
        punto_venta_id: number;
        mesa_id?: number;
        habitacion_id?: number;
        lineas?: TOrderLineInput[];
        motivo?: string | null;
      }) => api.post(orderPaths.create, body, { schema: ZOrderData }),
      ...opts,
    }),
    save: useMutation({
      mutationFn: ({ id, ...body }: { id: number; lineas: TOrderLineInput[]; motivo?: string | null }) =>
        api.post(orderPaths.update(id), body, { schema: ZOrderData }),
      ...opts,
    }),
    send: useMutation({
      mutationFn: (id: number) => api.post(orderPaths.sendToKitchen(id), {}, { schema: ZOrderSent }),
      ...opts,
    }),
    split: useMutation({
      mutationFn: ({ id, ...body }: TOrderSplitBody & { id: number }) =>
        api.post(orderPaths.split(id), body, { schema: ZOrderPair }),
      ...opts,
    }),
    transfer: useMutation({
      mutationFn: ({ id, ...body }: TOrderTransferBody & { id: number }) =>
        api.post(orderPaths.transfer(id), body, { schema: ZOrderPair }),
      ...opts,
    }),
    merge: useMutation({
      mutationFn: ({ id, orden_id }: { id: number; orden_id: number }) =>
        api.post(orderPaths.merge(id), { orden_id }, { schema: ZOrderPair }),
      ...opts,
    }),
  };
}
