import {
  inventoryPaths,
  type TAdjustmentBody,
  type TAnnulBody,
  type TConsumptionBody,
  type TEntryBody,
  type TKardexBody,
  type TKardexReport,
  type TStockReport,
  type TStockReportBody,
  type TTransferBody,
  ZEntryData,
  ZEntryPage,
  ZKardexReport,
  ZStockBalanceData,
  ZStockDocumentData,
  ZStockReport,
} from '@posada/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { entryKeys, refreshStock, stockKeys } from '../../api/inventory';
import { type ListParams, usePageQuery } from '../../components/crud';
import { api } from '../../lib/api';
import { allPages } from '../../lib/export/all-pages';

/** The filters of the entries list ('' = all). */
export type EntryFilters = { estado: '' | 'confirmado' | 'anulado' };

export function useEntryPage(p: ListParams & EntryFilters) {
  const { estado, ...paging } = p;
  return usePageQuery(entryKeys.list(p), (signal) =>
    api.post(
      inventoryPaths.entryList,
      { estado: estado || null },
      { query: { ...paging }, schema: ZEntryPage, signal },
    ),
  );
}

export function useEntry(id: number | null) {
  return useQuery({
    queryKey: entryKeys.one(id ?? 0),
    queryFn: ({ signal }) =>
      api.get(inventoryPaths.entryShow(id ?? 0), { schema: ZEntryData, signal }).then((a) => a.data),
    enabled: id !== null,
  });
}

export type StockFilters = Pick<TStockReportBody, 'warehouse_id' | 'product_id' | 'bajo_minimo'> & {
  search: string;
};

const fetchStock = (filters: StockFilters, page: number, perPage: number, signal?: AbortSignal) =>
  api.post(
    inventoryPaths.reportBy,
    { ...filters, search: filters.search || null, page, per_page: perPage },
    { schema: ZStockReport, ...(signal ? { signal } : {}) },
  );

export function useStockReport(filters: StockFilters, page: number, perPage = 20) {
  return useQuery({
    queryKey: stockKeys.of('existencias', filters, page, perPage),
    queryFn: ({ signal }) => fetchStock(filters, page, perPage, signal),
    placeholderData: keepPreviousData,
  });
}

/** The whole stock report for the filters, for the Excel file. */
export async function fetchWholeStock(filters: StockFilters): Promise<TStockReport> {
  const { first, rows } = await allPages<TStockReport, TStockReport['data'][number]>((page) =>
    fetchStock(filters, page, 200),
  );
  return { ...first, data: rows, current_page: 1, per_page: rows.length };
}

export function useBalance(warehouseId: number | null, productId: number | null) {
  return useQuery({
    queryKey: stockKeys.of('saldo', warehouseId, productId),
    queryFn: ({ signal }) =>
      api
        .get(inventoryPaths.balance(warehouseId ?? 0, productId ?? 0), { schema: ZStockBalanceData, signal })
        .then((a) => a.data),
    enabled: warehouseId !== null && productId !== null,
  });
}

export type KardexQuery = Pick<TKardexBody, 'product_id' | 'warehouse_id' | 'desde' | 'hasta'>;

const fetchKardex = (q: KardexQuery, page: number, perPage: number, signal?: AbortSignal) =>
  api.post(
    inventoryPaths.kardex,
    { ...q, page, per_page: perPage },
    { schema: ZKardexReport, ...(signal ? { signal } : {}) },
  );

export function useKardex(q: KardexQuery | null, page: number, perPage = 50) {
  return useQuery({
    queryKey: stockKeys.of('kardex', q, page, perPage),
    queryFn: ({ signal }) => fetchKardex(q as KardexQuery, page, perPage, signal),
    enabled: q !== null,
    placeholderData: keepPreviousData,
  });
}

export async function fetchWholeKardex(q: KardexQuery): Promise<TKardexReport> {
  const { first, rows } = await allPages<TKardexReport, TKardexReport['data'][number]>((page) =>
    fetchKardex(q, page, 200),
  );
  return { ...first, data: rows };
}

/** A mutation that moves stock: everything that shows stock is read again after it. */
function useStockMutation<V, R>(call: (value: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => refreshStock(client) });
}

export const useCreateEntry = () =>
  useStockMutation((body: TEntryBody) => api.post(inventoryPaths.entryCreate, body, { schema: ZEntryData }));
export const useAnnulEntry = () =>
  useStockMutation(({ id, body }: { id: number; body: TAnnulBody }) =>
    api.post(inventoryPaths.entryAnnul(id), body, { schema: ZEntryData }),
  );
export const useTransfer = () =>
  useStockMutation((body: TTransferBody) =>
    api.post(inventoryPaths.transfer, body, { schema: ZStockDocumentData }),
  );
export const useAdjustment = () =>
  useStockMutation((body: TAdjustmentBody) =>
    api.post(inventoryPaths.adjustment, body, { schema: ZStockDocumentData }),
  );
export const useConsumption = () =>
  useStockMutation((body: TConsumptionBody) =>
    api.post(inventoryPaths.consumption, body, { schema: ZStockDocumentData }),
  );
