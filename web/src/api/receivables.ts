import {
  receivablePaths as paths,
  statementReceiptsPerPage,
  type TInstallmentInput,
  type TReceiptAnnulBody,
  type TReceiptInput,
  type TReceiptListBody,
  type TReceivablesListBody,
  ZClientStatement,
  ZInstallmentPlanData,
  ZReceiptData,
  ZReceiptPage,
  ZReceivablesPage,
} from '@posada/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ListParams, usePageQuery } from '../components/crud';
import { api } from '../lib/api';
import { queryKeys } from '../lib/query-keys';
import { refreshAfterPayment } from './cash-registers';

/** Every query of the receivables starts with 'cartera': a payment refreshes them all. */
export const receivableKeys = queryKeys('cartera');

/** The list's filters as the screen holds them ('' = any date). */
export type ReceivableFilters = { desde: string; hasta: string; vencidas: boolean };
export const noReceivableFilters: ReceivableFilters = { desde: '', hasta: '', vencidas: false };

/** The body of POST /cuentasPorCobrarListar: an empty filter is not sent. */
function listBody({ desde, hasta, vencidas }: ReceivableFilters): Partial<TReceivablesListBody> {
  return { ...(desde ? { desde } : {}), ...(hasta ? { hasta } : {}), ...(vencidas ? { vencidas } : {}) };
}

/** Receivables by client with their aging (POST /cuentasPorCobrarListar), paged by the server. */
export function useReceivablesPage(p: ListParams & ReceivableFilters) {
  const { page, per_page, search, ...filters } = p;
  return usePageQuery(receivableKeys.list(p), (signal) =>
    api.post(paths.list, listBody(filters), {
      query: { page, per_page, search },
      schema: ZReceivablesPage,
      signal,
    }),
  );
}

/** The receipts list's filters as the screen holds them ('' = any date or state). */
export type ReceiptFilters = { desde: string; hasta: string; estado: '' | 'vigente' | 'anulado' };
export const noReceiptFilters: ReceiptFilters = { desde: '', hasta: '', estado: '' };

/** The receipts (recibos de caja), latest first (POST /abonoListar), paged by the server. */
export function useReceiptsPage(p: ListParams & ReceiptFilters) {
  const { page, per_page, search, desde, hasta, estado } = p;
  const body: Partial<TReceiptListBody> = {
    ...(desde ? { desde } : {}),
    ...(hasta ? { hasta } : {}),
    ...(estado ? { estado } : {}),
  };
  return usePageQuery(receivableKeys.of('recibos', p), (signal) =>
    api.post(paths.receipts, body, { query: { page, per_page, search }, schema: ZReceiptPage, signal }),
  );
}

/**
 * A page of a client's receipts past the first (POST /abonoListar with `cliente_id`): the first
 * comes with the statement, so page 1 asks nothing.
 */
export function useClientReceipts(clienteId: number, page: number) {
  return useQuery({
    queryKey: receivableKeys.of('recibos-cliente', { clienteId, page }),
    queryFn: ({ signal }) =>
      api.post(
        paths.receipts,
        { cliente_id: clienteId },
        { query: { page, per_page: statementReceiptsPerPage }, schema: ZReceiptPage, signal },
      ),
    enabled: page > 1,
    placeholderData: keepPreviousData,
  });
}

/** A client's statement (estado de cuenta); off while `clienteId` is null. */
export function useClientStatement(clienteId: number | null) {
  return useQuery({
    queryKey: receivableKeys.one(clienteId ?? 0),
    queryFn: ({ signal }) =>
      api.get(paths.statement(clienteId ?? 0), { schema: ZClientStatement, signal }).then((a) => a.data),
    enabled: clienteId !== null,
  });
}

/** After a payment or its annulment: the receivables and 'Total Caja' change. */
function useRefresh() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: receivableKeys.all });
    void refreshAfterPayment(client);
  };
}

/** A payment (abono) under the form's idempotency key: a double click pays once. */
export function usePayReceivables() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ key, body }: { key: string; body: TReceiptInput }) =>
      api.post(paths.pay, body, { headers: { 'Idempotency-Key': key }, schema: ZReceiptData }),
    onSuccess: refresh,
  });
}

export function useAnnulReceipt() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TReceiptAnnulBody }) =>
      api.post(paths.annul(id), body, { schema: ZReceiptData }),
    onSuccess: refresh,
  });
}

/** An installment plan over a client's invoices (replaces the plan of those invoices while unpaid). */
export function useCreateInstallments() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TInstallmentInput) =>
      api.post(paths.installments, body, { schema: ZInstallmentPlanData }),
    onSuccess: () => client.invalidateQueries({ queryKey: receivableKeys.all }),
  });
}
