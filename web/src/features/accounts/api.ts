// DRAFT: types and paths stand in for task A's contracts (contracts/src/accounts.ts) until they land.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ListParams, usePageQuery } from '../../components/crud';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { refreshAfterPayment } from '../cash-registers/api';
import { rackKeys } from '../rooms/rack-api';

export interface TAccountEntry {
  id: number;
  tipo: 'cargo' | 'pago' | 'descuento' | 'reverso';
  fecha: string;
  concepto: string;
  cantidad: string | null;
  valor_unitario: string | null;
  valor: string;
  impuesto: string;
  total: string;
  forma_pago: string | null;
  reversado: boolean;
  motivo: string | null;
  created_at: string;
}
export interface TAccount {
  id: number;
  tipo: 'estancia' | 'reserva' | 'empresa';
  titular: string;
  documento: string | null;
  habitacion_id: number | null;
  habitacion: string | null;
  estado: 'abierta' | 'cerrada';
  cargos: string;
  pagos: string;
  saldo: string;
  impuestos: { nombre: string; base: string; valor: string }[];
  movimientos: TAccountEntry[];
}
export interface TAccountListItem {
  id: number;
  tipo: TAccount['tipo'];
  titular: string;
  documento: string | null;
  habitacion: string | null;
  saldo: string;
}
export interface TChargeable {
  id: number;
  nombre: string;
  categoria: string;
  precio: string;
  impuestos: string;
}

const paths = {
  show: (id: number) => `/cuentaMostrar/${id}`,
  list: '/cuentaListar',
  create: '/cuentaCrear',
  pay: '/cuentaPago',
  reverse: '/cuentaReversar',
  transfer: '/cuentaTrasladar',
  charge: '/saveDetalleRoom',
  chargeables: '/gatProductosServicio',
};

const keys = queryKeys('cuentas');
export const accountKeys = { ...keys, chargeables: () => keys.of('consumibles') };

export interface AccountFilters {
  habitacion: string;
  huesped: string;
  empresa: string;
}
export const noAccountFilters: AccountFilters = { habitacion: '', huesped: '', empresa: '' };

export function useAccountPage(p: ListParams & AccountFilters) {
  return usePageQuery(keys.list(p), (signal) =>
    api.post<{
      data: TAccountListItem[];
      current_page: number;
      per_page: number;
      total: number;
      last_page: number;
    }>(paths.list, p, { signal }),
  );
}

export function useAccount(id: number | null) {
  return useQuery({
    queryKey: keys.one(id ?? 0),
    queryFn: ({ signal }) => api.get<{ data: TAccount }>(paths.show(id ?? 0), { signal }).then((a) => a.data),
    enabled: id !== null,
  });
}

export function useChargeables(enabled: boolean) {
  return useQuery({
    queryKey: accountKeys.chargeables(),
    queryFn: ({ signal }) =>
      api.get<{ data: TChargeable[] }>(paths.chargeables, { signal }).then((a) => a.data),
    enabled,
  });
}

/**
 * A change to an account: the account, the lists of accounts, and the rack's room detail (which
 * shows the stay's balance) are refreshed; a payment also refreshes 'Total Caja'.
 */
function useAccountChange<V, R = unknown>(call: (vars: V) => Promise<R>, payment = false) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: keys.all });
      void client.invalidateQueries({ queryKey: rackKeys.all });
      if (payment) void refreshAfterPayment(client);
    },
  });
}

export const useCharge = () =>
  useAccountChange((body: { habitacion_id: number; lineas: unknown[] }) => api.post(paths.charge, body));

export const usePayment = () =>
  useAccountChange(
    ({
      key,
      ...body
    }: {
      key: string;
      cuenta_id: number;
      forma_pago_id: number;
      monto: string;
      anticipo: boolean;
    }) => api.post(paths.pay, body, { headers: { 'Idempotency-Key': key } }),
    true,
  );

export const useReverse = () =>
  useAccountChange((body: { movimiento_id: number; motivo: string }) => api.post(paths.reverse, body));

export const useTransfer = () =>
  useAccountChange((body: { movimiento_id: number; cuenta_destino_id: number; monto: string }) =>
    api.post(paths.transfer, body),
  );

export const useCreateAccount = () =>
  useAccountChange((body: { cliente_id: number }) => api.post<{ data: { id: number } }>(paths.create, body));
