import type { TCashRegister, TLastAssignment } from '@posada/contracts';
import { createElement } from 'react';
import { TopBar } from '../app/layout/top-bar';
import { setSession } from '../lib/session';
import { makeUser } from './factories';
import { type FakeCall, fakeApi } from './render-app';
import { renderWithProviders } from './render-with-providers';

/** Shared by the register dialog tests: a cashier, a fake server and its fixtures. */
export const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ');
export const codes = ['rack.ver', 'cajas.abrir', 'cajas.cerrar', 'cajas.retirar'] as const;

export const register = (saldo: string): TCashRegister => ({
  id: 4,
  name: 'Caja Recepción',
  nombre: 'Caja Recepción',
  estado: true,
  saldo,
  isCajaAbierta: true,
  turno_id: 9,
  usuario: 'Ana Recepción',
  abierta_desde: '2026-01-05T13:00:00.000Z',
});

export const last: TLastAssignment = {
  fecha: '2026-01-04T23:30:00.000Z',
  usuario: 'Camila Cajera',
  estado: 'Cerrada',
  closing_balance_cash: '350000.00',
  closing_balance_card: '20000.00',
  closing_balance_transfer: null,
  user_name: 'cajero@posada.demo',
};

/** A server where the register opens only with `password`, then reports a balance. */
export function server(
  options: { lastAssignment?: TLastAssignment | null; open?: boolean } = {},
  extra: Parameters<typeof fakeApi>[0] = {},
) {
  let open = options.open ?? false;
  const api = fakeApi({
    'GET /api/getPermisosUsuario': {
      status: 200,
      body: { is_root: false, permisos: codes.map((code) => ({ code })) },
    },
    'GET /api/configurations': { status: 200, body: { data: null } },
    'GET /api/detalleCajaSaldo': () => ({ status: 200, body: { data: open ? register('1250000.5') : null } }),
    'GET /api/cajasNoAsignadas': {
      status: 200,
      body: { data: [{ id: 4, name: 'Caja Recepción', nombre: 'Caja Recepción' }] },
    },
    'POST /api/cajaUltimaAsignacion/4': { status: 200, body: { data: options.lastAssignment ?? null } },
    'POST /api/cajaAbrir': (call: FakeCall) => {
      const body = call.body as { password: string };
      if (body.password !== 'clave-de-camila' && body.password !== 'AUTOAPROBACION') {
        return { status: 422, body: { message: 'La contrasena no coincide' } };
      }
      open = true;
      return { status: 200, body: { message: 'Caja abierta correctamente', data: register('370000') } };
    },
    ...extra,
  });
  setSession('tok', makeUser([...codes]));
  renderTopBar();
  return api;
}

/** The top bar alone, where 'Total Caja' and the register buttons live: no screen behind it. */
export function renderTopBar() {
  const noop = () => {};
  return renderWithProviders(
    createElement(TopBar, { menuOpened: false, onToggleMenu: noop, onOpenTheme: noop }),
  );
}
