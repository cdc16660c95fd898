import { accountPaths, type TAccountListBody, ZAccountPage } from '@posada/contracts';
import { type ListParams, usePageQuery } from '../components/crud';
import { api } from '../lib/api';
import { queryKeys } from '../lib/query-keys';

/*
 * The accounts' list (Detalle Cuentas, the account pickers) and the domain's query keys, apart
 * from the account's reads and actions (accounts.ts) so a first visit to a list loads and builds
 * only the list's schema (contracts' account-record.ts), not the account's forms.
 */

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
