import {
  cashRegisterPaths as paths,
  type TCashRegister,
  type TCashRegisterBody,
  ZCashRegisterPage,
  ZCashReport,
  ZDeleteResult,
  ZShiftSummaryPage,
  ZShiftUsersResponse,
  ZWithdrawalPage,
} from '@posada/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { cashKeys } from '../../api/cash-registers';
import { api } from '../../lib/api';
import { dateRangeIsValid } from '../../lib/iso-date';
import { resourceHooks } from '../../lib/resource-hooks';

/** The registers CRUD (cajaListar, cajaCrear, cajaActualizar, cajaEliminar). */
export const registers = resourceHooks<TCashRegister, TCashRegisterBody>({
  keys: cashKeys,
  list: (p, signal) =>
    api.post(paths.list, undefined, { query: { ...p }, schema: ZCashRegisterPage, signal }),
  save: (body, id) => api.post(id ? paths.update(id) : paths.create, body),
  remove: (id) => api.post(paths.remove(id), undefined, { schema: ZDeleteResult }),
});

/** What the history screens filter by: hotel dates (aaaa-mm-dd), a register and a user. */
export interface ShiftFilters {
  desde: string;
  hasta: string;
  caja_id: string | null;
  usuario_id: string | null;
}

export const noFilters: ShiftFilters = { desde: '', hasta: '', caja_id: null, usuario_id: null };

const toQuery = (f: ShiftFilters) => ({
  desde: f.desde,
  hasta: f.hasta,
  caja_id: f.caja_id,
  usuario_id: f.usuario_id,
});

export function useRegisterOptions() {
  return useQuery({
    queryKey: cashKeys.options(),
    queryFn: ({ signal }) =>
      api
        .post(paths.list, undefined, { query: { per_page: 200 }, schema: ZCashRegisterPage, signal })
        .then((page) => page.data.map((r) => ({ value: String(r.id), label: r.nombre }))),
  });
}

export function useShiftUserOptions() {
  return useQuery({
    queryKey: cashKeys.shiftUsers(),
    queryFn: ({ signal }) =>
      api
        .get(paths.shiftUsers, { schema: ZShiftUsersResponse, signal })
        .then((a) => a.data.map((u) => ({ value: String(u.id), label: u.name }))),
  });
}

export function useClosings(filters: ShiftFilters, page: number) {
  return useQuery({
    queryKey: cashKeys.closings(filters, page),
    queryFn: ({ signal }) =>
      api.get(paths.closings, {
        query: { ...toQuery(filters), page, per_page: 10 },
        schema: ZShiftSummaryPage,
        signal,
      }),
    enabled: dateRangeIsValid(filters),
    placeholderData: keepPreviousData,
  });
}

export function useWithdrawals(filters: ShiftFilters, page: number) {
  return useQuery({
    queryKey: cashKeys.withdrawals(filters, page),
    queryFn: ({ signal }) =>
      api.get(paths.withdrawals, {
        query: { ...toQuery(filters), page, per_page: 10 },
        schema: ZWithdrawalPage,
        signal,
      }),
    enabled: dateRangeIsValid(filters),
    placeholderData: keepPreviousData,
  });
}

/** The report needs both dates; it is not asked for until they are there. */
export function useCashReport(filters: ShiftFilters) {
  return useQuery({
    queryKey: cashKeys.report(filters),
    queryFn: ({ signal }) => api.get(paths.report, { query: toQuery(filters), schema: ZCashReport, signal }),
    enabled: filters.desde !== '' && filters.hasta !== '' && dateRangeIsValid(filters),
    placeholderData: keepPreviousData,
  });
}
