import {
  accountPaths,
  type TAccountCreateBody,
  type TAccountDiscountBody,
  type TAccountPaymentBody,
  type TAccountReversalBody,
  type TAccountTransferBody,
  type TRoomChargeBody,
  ZAccountActionResponse,
  ZAccountResponse,
  ZChargeableProducts,
} from '@posada/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api';
import { accountKeys } from './account-list';
import { invoiceKeys } from './billing-summary';
import { refreshAfterPayment } from './cash-registers';
import { rackKeys } from './rack';

/** An account with its entries, its chargeable products and the actions on it (the account's dialog). */

export function useAccount(id: number | null) {
  return useQuery({
    queryKey: accountKeys.one(id ?? 0),
    queryFn: ({ signal }) =>
      api.get(accountPaths.show(id ?? 0), { schema: ZAccountResponse, signal }).then((a) => a.data),
    enabled: id !== null,
    retry: false,
  });
}

export function useChargeables(enabled: boolean) {
  return useQuery({
    queryKey: accountKeys.chargeables(),
    queryFn: ({ signal }) =>
      api.get(accountPaths.products, { schema: ZChargeableProducts, signal }).then((a) => a.data),
    enabled,
    staleTime: 60_000,
  });
}

/**
 * A change to an account: the accounts, the rack's room detail (the stay's balance) and the
 * billing summary are refreshed; a payment also refreshes 'Total Caja'.
 */
function useAccountChange<V, R>(call: (vars: V) => Promise<R>, payment = false) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      for (const queryKey of [accountKeys.all, rackKeys.all, invoiceKeys.summary()])
        void client.invalidateQueries({ queryKey });
      if (payment) void refreshAfterPayment(client);
    },
  });
}

export const useCharge = () =>
  useAccountChange((body: TRoomChargeBody) =>
    api.post(accountPaths.charge, body, { schema: ZAccountActionResponse }),
  );

/** A payment with its idempotency key: a double click or a retry records it once. */
export const usePayment = () =>
  useAccountChange(
    ({ key, ...body }: Omit<TAccountPaymentBody, 'referencia'> & { key: string }) =>
      api.post(accountPaths.payment, body, {
        headers: { 'Idempotency-Key': key },
        schema: ZAccountActionResponse,
      }),
    true,
  );

export const useDiscount = () =>
  useAccountChange((body: TAccountDiscountBody) =>
    api.post(accountPaths.discount, body, { schema: ZAccountActionResponse }),
  );

export const useReverse = () =>
  useAccountChange((body: TAccountReversalBody) =>
    api.post(accountPaths.reverse, body, { schema: ZAccountActionResponse }),
  );

export const useTransfer = () =>
  useAccountChange((body: Partial<TAccountTransferBody> & Pick<TAccountTransferBody, 'cuenta_destino_id'>) =>
    api.post(accountPaths.transfer, body, { schema: ZAccountActionResponse }),
  );

export const useCreateAccount = () =>
  useAccountChange((body: Pick<TAccountCreateBody, 'tipo' | 'cliente_id'>) =>
    api.post(accountPaths.create, body, { schema: ZAccountResponse }),
  );
