import {
  accountPaths,
  type TAccountCreateBody,
  type TAccountDiscountBody,
  type TAccountListBody,
  type TAccountPaymentBody,
  type TAccountReversalBody,
  type TAccountTransferBody,
  type TRoomChargeBody,
  ZAccountActionResponse,
  ZAccountPage,
  ZAccountResponse,
  ZChargeableProducts,
} from '@posada/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ListParams, usePageQuery } from '../components/crud';
import { api } from '../lib/api';
import { queryKeys } from '../lib/query-keys';
import { refreshAfterPayment } from './cash-registers';
import { invoiceKeys } from './invoices';
import { rackKeys } from './rack';

const keys = queryKeys('cuentas');
export const accountKeys = { ...keys, chargeables: () => keys.of('consumibles') };

/** The list's filters as the screen holds them ('' = any; ids as select strings). */
export type AccountFilters = { habitacion_id: string; cliente_id: string; tipo: string; con_saldo: boolean };
export const noAccountFilters: AccountFilters = {
  habitacion_id: '',
  cliente_id: '',
  tipo: '',
  con_saldo: true,
};

/** The body of POST /cuentaListar: open accounts, an empty filter not sent. */
export function accountListBody(f: AccountFilters): Partial<TAccountListBody> {
  return {
    estado: 'abierta',
    ...(f.habitacion_id ? { habitacion_id: Number(f.habitacion_id) } : {}),
    ...(f.cliente_id ? { cliente_id: Number(f.cliente_id) } : {}),
    ...(f.tipo ? { tipo: f.tipo as TAccountListBody['tipo'] } : {}),
    ...(f.con_saldo ? { con_saldo: true } : {}),
  };
}

export function useAccountPage(p: ListParams & AccountFilters) {
  const { page, per_page, search, ...filters } = p;
  return usePageQuery(keys.list(p), (signal) =>
    api.post(accountPaths.list, accountListBody(filters), {
      query: { page, per_page, search },
      schema: ZAccountPage,
      signal,
    }),
  );
}

export function useAccount(id: number | null) {
  return useQuery({
    queryKey: keys.one(id ?? 0),
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
      for (const queryKey of [keys.all, rackKeys.all, invoiceKeys.summary()])
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
