import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSession } from '../../lib/session';
import { makeUser } from '../../test/factories';
import { type FakeCall, fakeApi, renderScreen } from '../../test/render-app';

const catalog = [
  {
    modulo: 'rack',
    nombre: 'Rack de habitaciones',
    permisos: [
      { code: 'rack.ver', modulo: 'rack', descripcion: 'Ver el rack de habitaciones' },
      { code: 'rack.reservar', modulo: 'rack', descripcion: 'Reservar y anular reservas de habitación' },
    ],
  },
  {
    modulo: 'ventas',
    nombre: 'Ventas',
    permisos: [{ code: 'ventas.ver', modulo: 'ventas', descripcion: 'Ver ventas' }],
  },
];
const role = {
  id: 5,
  nombre: 'Botones',
  descripcion: '',
  estado: true,
  is_root: false,
  usuarios: 0,
  permisos: 1,
};
const page = (data: unknown[]) => ({
  data,
  current_page: 1,
  per_page: 200,
  total: data.length,
  last_page: 1,
});

function start(codes: Parameters<typeof makeUser>[0]) {
  const api = fakeApi({
    'GET /api/getPermisosUsuario': {
      status: 200,
      body: { is_root: false, permisos: codes.map((code) => ({ code })) },
    },
    'GET /api/configurations': { status: 200, body: { data: null } },
    'POST /api/rolListar': { status: 200, body: page([role]) },
    'GET /api/permisosListar': { status: 200, body: { data: catalog } },
    'GET /api/getPermisosByRol/5': {
      status: 200,
      body: { data: { rol_id: 5, is_root: false, permisos: [catalog[0]?.permisos[0]] } },
    },
    'POST /api/cratePermisoByRol': (call: FakeCall) => ({
      status: 200,
      body: { data: { rol_id: 5, is_root: false, permisos: [] }, echo: call.body },
    }),
  });
  setSession('tok', makeUser(codes));
  renderScreen('admin/permissions?rol=5');
  return api;
}

describe('permissions screen', () => {
  it('shows the role’s codes by module, selects a whole module and saves the full list', async () => {
    const { calls } = start(['roles.ver', 'roles.editar']);
    const ver = (await screen.findByRole('checkbox', {
      name: /Ver el rack de habitaciones/,
    })) as HTMLInputElement;
    expect(ver.checked).toBe(true);
    const all = screen.getByRole('checkbox', {
      name: 'Seleccionar todo: Rack de habitaciones',
    }) as HTMLInputElement;
    expect(all.indeterminate).toBe(true);
    fireEvent.click(all);
    expect((screen.getByRole('checkbox', { name: /Reservar y anular/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/api/cratePermisoByRol')?.body).toEqual({
        rol_id: 5,
        permiso_for: ['rack.ver', 'rack.reservar'],
      }),
    );
    expect(await screen.findByText('Permisos guardados')).toBeTruthy();
  });

  it('is read-only without roles.editar', async () => {
    start(['roles.ver']);
    const ver = (await screen.findByRole('checkbox', {
      name: /Ver el rack de habitaciones/,
    })) as HTMLInputElement;
    expect(ver.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Guardar' })).toBeNull();
  });
});
