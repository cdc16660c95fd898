import {
  cashRegisterPaths as paths,
  type TCloseRegisterBody,
  type TOpenRegisterBody,
  type TWithdrawalBody,
  ZCloseRegisterResponse,
  ZLastAssignmentResponse,
  ZOpenRegisterResponse,
  ZUnassignedRegisters,
  ZWithdrawalResponse,
} from '@posada/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api';
import { cashKeys, refreshAfterPayment } from './cash-registers';

/** Opening, closing and a partial withdrawal: the queries and changes of the top bar's dialogs. */

/** Spec §2: 'Seleccione Caja' offers the registers nobody holds. */
export function useUnassignedRegisters(enabled: boolean) {
  return useQuery({
    queryKey: cashKeys.unassigned(),
    queryFn: ({ signal }) =>
      api.get(paths.unassigned, { schema: ZUnassignedRegisters, signal }).then((a) => a.data),
    enabled,
    staleTime: 0,
  });
}

export function useLastAssignment(cajaId: number | null) {
  return useQuery({
    queryKey: cashKeys.lastAssignment(cajaId ?? 0),
    queryFn: ({ signal }) =>
      api
        .post(paths.lastAssignment(cajaId ?? 0), undefined, { schema: ZLastAssignmentResponse, signal })
        .then((a) => a.data),
    enabled: cajaId !== null,
    staleTime: 0,
  });
}

/** A register mutation (money in or out): every register query reads again after it. */
function useCashMutation<Body, Answer>(call: (body: Body) => Promise<Answer>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => refreshAfterPayment(client),
  });
}

export const useOpenRegister = () =>
  useCashMutation((body: TOpenRegisterBody) => api.post(paths.open, body, { schema: ZOpenRegisterResponse }));

export const useCloseRegister = () =>
  useCashMutation((body: TCloseRegisterBody) =>
    api.post(paths.close, body, { schema: ZCloseRegisterResponse }),
  );

export const useWithdraw = () =>
  useCashMutation((body: TWithdrawalBody) => api.post(paths.withdraw, body, { schema: ZWithdrawalResponse }));
