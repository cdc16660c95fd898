import {
  clientBalancePaths as paths,
  type TClientBalanceRefundInput,
  ZClientBalanceData,
  ZClientBalancePage,
  ZClientBalanceRefunded,
} from '@posada/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ListParams, usePageQuery } from '../components/crud';
import { api } from '../lib/api';
import { queryKeys } from '../lib/query-keys';
import { refreshAfterPayment } from './cash-registers';

/** Every query of the balances in favour starts with 'saldos-favor': a credit note refreshes them all. */
export const clientBalanceKeys = queryKeys('saldos-favor');

/** The hotel's clients with a balance in favour (POST /saldoFavorListar), paged by the server. */
export function useClientBalancePage(p: ListParams) {
  const { page, per_page, search } = p;
  return usePageQuery(clientBalanceKeys.list(p), (signal) =>
    api.post(paths.list, {}, { query: { page, per_page, search }, schema: ZClientBalancePage, signal }),
  );
}

/** One client's balance in favour (zero when it never had one); off while `clienteId` is null. */
export function useClientBalance(clienteId: number | null, enabled = true) {
  return useQuery({
    queryKey: clientBalanceKeys.one(clienteId ?? 0),
    queryFn: ({ signal }) =>
      api.get(paths.show(clienteId ?? 0), { schema: ZClientBalanceData, signal }).then((a) => a.data),
    enabled: clienteId !== null && enabled,
  });
}

/**
 * A refund of a balance in favour through the user's open register, under the form's idempotency
 * key: the balances and 'Total Caja' change.
 */
export function useRefundBalance() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ key, body }: { key: string; body: TClientBalanceRefundInput }) =>
      api.post(paths.refund, body, { headers: { 'Idempotency-Key': key }, schema: ZClientBalanceRefunded }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: clientBalanceKeys.all });
      void refreshAfterPayment(client);
    },
  });
}
