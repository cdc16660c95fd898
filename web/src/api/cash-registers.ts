import { cashRegisterPaths as paths } from '@posada/contracts';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useAfterFirstPaint } from '../lib/after-first-paint';
import { api, parseResponse } from '../lib/api';
import { logLoadFailure } from '../lib/cancelled';
import { usePermission } from '../lib/permissions';
import { queryKeys } from '../lib/query-keys';
import { useCurrentUser } from '../lib/session';

/**
 * The registers' keys and the top bar's balance: what the shell needs at start. The top bar's
 * dialogs' queries and changes are in shift-api.ts, loaded with the dialogs.
 */
const keys = queryKeys('cajas');
/** Every query of the registers starts with 'cajas', so a change can refresh them all at once. */
export const cashKeys = {
  ...keys,
  /** The user's open register for 'Total Caja'. */
  balance: (userId: number) => keys.of('saldo', userId),
  unassigned: () => keys.of('no-asignadas'),
  lastAssignment: (cajaId: number) => keys.of('ultima-asignacion', cajaId),
  options: () => keys.of('opciones'),
  shiftUsers: () => keys.of('usuarios'),
  closings: (filters: object, page: number) => keys.of('cierres', filters, page),
  withdrawals: (filters: object, page: number) => keys.of('retiros', filters, page),
  report: (filters: object) => keys.of('reporte', filters),
};

/**
 * After any call that takes or gives back money through the user's open register (a deposit on
 * the rack, a payment to an account, a sale): 'Total Caja' and every register list and report
 * read it again. Every such mutation calls this, so the top bar never shows an old balance.
 */
export function refreshAfterPayment(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: cashKeys.all });
}

export interface CashBalance {
  /** The open register's balance as a decimal string, or null when there is none to show. */
  saldo: string | null;
  abierta: boolean;
  nombre: string | null;
}

/**
 * The balance's schema comes in its own small script, loaded alongside the answer: the top bar
 * asks once the first screen is drawn, so the first script need not build it.
 */
const loadSchema = () =>
  import('@posada/contracts/cash-register-record').then((module) => module.ZCashRegisterNullableResponse);

/**
 * Whether the user can hold a register: only who may open, close or withdraw from one. Roles that
 * never hold one (almacén, ama de llaves, contabilidad) get no 'Total Caja' and no balance call.
 */
export function useHoldsRegister(): boolean {
  return usePermission('cajas.abrir', 'cajas.cerrar', 'cajas.retirar');
}

/** The balance of the user's open register for the top bar ('Total Caja'), GET /detalleCajaSaldo. */
export function useCashBalance(): CashBalance {
  const user = useCurrentUser();
  const holds = useHoldsRegister();
  // Asked for once the first screen is drawn: the bar shows '—' meanwhile.
  const started = useAfterFirstPaint();
  const { data } = useQuery({
    queryKey: cashKeys.balance(user?.id ?? 0),
    queryFn: async ({ signal }) => {
      try {
        const [schema, answer] = await Promise.all([loadSchema(), api.get(paths.balance, { signal })]);
        return parseResponse(schema, answer, paths.balance).data;
      } catch (error) {
        // A start-up load: only logged (spec §8); the bar shows no balance.
        logLoadFailure('No se pudo cargar el saldo de la caja', error, signal);
        throw error;
      }
    },
    enabled: user !== null && holds && started,
    refetchOnWindowFocus: true,
  });
  return data
    ? { saldo: data.saldo, abierta: data.isCajaAbierta, nombre: data.nombre }
    : { saldo: null, abierta: false, nombre: null };
}
