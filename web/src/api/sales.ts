import {
  activeOutletsQuery,
  outletPaths,
  salePaths,
  type TOutlet,
  type TOutletBody,
  type TSaleBody,
  type TSaleListBody,
  type TSaleQuote,
  type TSaleQuoteBody,
  ZOutletData,
  ZOutletPage,
  ZOutletProducts,
  ZSaleData,
  ZSaleListPage,
  ZSaleQuoteData,
  ZSaleRooms,
} from '@posada/contracts';
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { type ListParams, usePageQuery } from '../components/crud';
import { api, apiText, arrivedEarlyAnswer } from '../lib/api';
import { openDocument } from '../lib/open-document';
import { queryKeys } from '../lib/query-keys';
import { resourceHooks } from '../lib/resource-hooks';
import { accountKeys } from './account-list';
import { refreshAfterPayment } from './cash-registers';
import { rackKeys } from './rack';

const keys = queryKeys('ventas');
export const saleKeys = {
  ...keys,
  outlets: () => keys.of('puntos'),
  products: (outletId: number) => keys.of('productos', outletId),
  quote: (body: TSaleQuoteBody | null) => keys.of('cotizacion', body),
  rooms: () => keys.of('habitaciones'),
  qr: (saleId: number) => keys.of('qr', saleId),
};

/** The outlets' administration (puntoVentaListar/Crear/Actualizar); outlets are deactivated, not deleted. */
export const outlets = resourceHooks<TOutlet, TOutletBody>({
  keys,
  list: (p, signal) => api.post(outletPaths.list, {}, { query: { ...p }, schema: ZOutletPage, signal }),
  save: (body, id) =>
    api.post(id ? outletPaths.update(id) : outletPaths.create, body, { schema: ZOutletData }),
});

/**
 * The hotel's active outlets (the screen's picker). A first visit's page asked for them before the
 * app loaded (src/early.ts): when that answer is here, the first render shows the outlet.
 */
export function useOutlets() {
  return useQuery({
    queryKey: saleKeys.outlets(),
    initialData: () => arrivedEarlyAnswer(outletPaths.list, ZOutletPage, activeOutletsQuery)?.data,
    queryFn: ({ signal }) =>
      api.post(outletPaths.list, activeOutletsQuery, { schema: ZOutletPage, signal }).then((p) => p.data),
  });
}

/** What an outlet sells: the grid, searched and scanned in the browser. */
export function useOutletProducts(outletId: number | null) {
  return useQuery({
    queryKey: saleKeys.products(outletId ?? 0),
    queryFn: ({ signal }) =>
      api.get(outletPaths.products(outletId ?? 0), { schema: ZOutletProducts, signal }).then((p) => p.data),
    enabled: outletId !== null,
    staleTime: 60_000,
  });
}

/** The occupied rooms a sale or a room-service order is charged to, with the guest and departure. */
export function useSaleRooms(enabled = true) {
  return useQuery({
    queryKey: saleKeys.rooms(),
    queryFn: ({ signal }) => api.get(salePaths.rooms, { schema: ZSaleRooms, signal }).then((a) => a.data),
    enabled,
  });
}

/** The order priced by the server as it is typed (taxes by the outlet, the document it will issue). */
export function useSaleQuote(body: TSaleQuoteBody | null) {
  return useQuery({
    queryKey: saleKeys.quote(body),
    queryFn: async ({ signal }): Promise<TSaleQuote> =>
      (await api.post(salePaths.quote, body, { schema: ZSaleQuoteData, signal })).data,
    enabled: body !== null,
    retry: false,
    // The totals stay on screen while the next change is priced.
    placeholderData: keepPreviousData,
  });
}

/** ventaCrear with the order's idempotency key: a double tap or a retried request sells once. */
export const postSale = (key: string, body: TSaleBody) =>
  api.post(salePaths.create, body, { headers: { 'Idempotency-Key': key }, schema: ZSaleData });

/** After a sale: the lists, and the room's account and the rack, or the register's balance. */
export function refreshAfterSale(client: QueryClient, body: Pick<TSaleBody, 'habitacion_id'>) {
  void client.invalidateQueries({ queryKey: keys.all });
  if (body.habitacion_id) {
    for (const queryKey of [accountKeys.all, rackKeys.all]) void client.invalidateQueries({ queryKey });
  } else void refreshAfterPayment(client);
}

/** A sale with the order's idempotency key: a double tap or a retried request sells once. */
export function useSell() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ key, ...body }: TSaleBody & { key: string }) => postSale(key, body),
    onSuccess: (_answer, body) => refreshAfterSale(client, body),
  });
}

/** The sales list's filters as the screen holds them ('' = any; ids as select strings). */
export type SaleFilters = { punto_venta_id: string; desde: string; hasta: string; documento: string };

export function useSalePage(p: ListParams & SaleFilters) {
  const { page, per_page, search, ...f } = p;
  const body: Partial<TSaleListBody> = {
    ...(f.punto_venta_id ? { punto_venta_id: Number(f.punto_venta_id) } : {}),
    ...(f.desde ? { desde: f.desde } : {}),
    ...(f.hasta ? { hasta: f.hasta } : {}),
    ...(f.documento ? { documento: f.documento as TSaleListBody['documento'] } : {}),
  };
  return usePageQuery(keys.list(p), (signal) =>
    api.post(salePaths.list, body, { query: { page, per_page, search }, schema: ZSaleListPage, signal }),
  );
}

/** One sale with its lines and payments (the ticket reprinted). */
export function useSale(id: number | null) {
  return useQuery({
    queryKey: keys.one(id ?? 0),
    queryFn: async ({ signal }) =>
      (await api.get(salePaths.show(id ?? 0), { schema: ZSaleData, signal })).data,
    enabled: id !== null,
    retry: false,
  });
}

/** ventaAnular: the stock and the money come back; the register's balance is refreshed. */
export function useVoidSale() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, motivo }: { id: number; motivo: string }) =>
      api.post(salePaths.void(id), { motivo }, { schema: ZSaleData }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: keys.all });
      void refreshAfterPayment(client);
    },
  });
}

/** The sale's 80 mm ticket as a PDF, opened in a new tab (downloaded where tabs are blocked). */
export function openSalePdf(sale: { id: number; numero: string | null }) {
  return openDocument(salePaths.pdf(sale.id), `venta-${sale.numero ?? sale.id}.pdf`);
}

/**
 * DIAN's QR of an electronic tiquete POS as an image source (the server's SVG as a data URL: the
 * request carries the session, which an <img> alone could not, and a data URL prints as it is).
 */
export function useSaleQr(saleId: number, enabled: boolean) {
  return useQuery({
    queryKey: saleKeys.qr(saleId),
    queryFn: async () =>
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent(await apiText(salePaths.qr(saleId)))}`,
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
