import type { TUser } from '@posada/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSession } from '../../lib/session';
import { makeUser } from '../../test/factories';
import { fakeApi, renderApp } from '../../test/render-app';

const loaded = { timeout: 15_000 };
const codes = ['usuarios.ver', 'usuarios.crear', 'usuarios.editar'] as const;
const page = (data: unknown[]) => ({ data, current_page: 1, per_page: 10, total: data.length, last_page: 1 });
const marta: TUser = {
  id: 12,
  name: 'Marta Cajera',
  email: 'marta@posada.local',
  rol_id: 3,
  rol: 'Cajero',
  rol_is_root: false,
  estado: true,
  hoteles: [{ id: 3, nombre: 'Hotel Central', estado: true }],
};
const role = (id: number, nombre: string, is_root = false) => ({
  id,
  nombre,
  descripcion: '',
  estado: true,
  is_root,
  usuarios: 0,
  permisos: 0,
});

function start(hotels: { id: number; nombre: string }[]) {
  const sessionHotels = hotels.map((h) => ({ ...h, zona_horaria: 'America/Bogota' }));
  const api = fakeApi({
    'GET /api/getPermisosUsuario': {
      status: 200,
      body: { is_root: false, permisos: codes.map((code) => ({ code })) },
    },
    'GET /api/configurations': { status: 200, body: { data: null } },
    'POST /api/usuariosListar': { status: 200, body: page([marta]) },
    'POST /api/rolListar': { status: 200, body: page([role(1, 'Administrador', true), role(3, 'Cajero')]) },
    'GET /api/usuarioMostrar/12': { status: 200, body: { data: marta } },
    'POST /api/usuariosCrear': { status: 200, body: { data: { ...marta, id: 13 } } },
    'POST /api/usuariosActualizar': { status: 200, body: { data: marta } },
    'POST /api/usuariosHotelActualizar': { status: 200, body: { data: [] } },
  });
  setSession('tok', { ...makeUser([...codes]), datalle_hoteles: sessionHotels });
  renderApp('/dashboard/admin/users');
  return api;
}

async function fillNewUser(dialog: HTMLElement) {
  fireEvent.change(within(dialog).getByRole('textbox', { name: /^Nombre/ }), { target: { value: 'Luis' } });
  fireEvent.change(within(dialog).getByRole('textbox', { name: /^Correo/ }), {
    target: { value: 'luis@posada.local' },
  });
  fireEvent.change(within(dialog).getByLabelText(/^Contraseña/), { target: { value: 'Clave1234' } });
  const rol = within(dialog).getByRole('textbox', { name: /^Rol/ });
  fireEvent.click(rol);
  fireEvent.click(await screen.findByRole('option', { name: 'Cajero', hidden: true }, loaded));
}

describe('the user form and its hotels', () => {
  it('preselects the only hotel the signed-in user has and sends it', async () => {
    const { calls } = start([{ id: 3, nombre: 'Hotel Central' }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Nuevo' }, loaded));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo usuario' });
    expect(within(dialog).getByText('Hotel Central')).toBeTruthy();
    await fillNewUser(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/api/usuariosCrear')?.body).toMatchObject({
        rol_id: 3,
        hoteles: [3],
      }),
    );
  });

  it('refuses a user without a hotel', async () => {
    const { calls } = start([
      { id: 3, nombre: 'Hotel Central' },
      { id: 4, nombre: 'Hotel Playa' },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Nuevo' }, loaded));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo usuario' });
    await fillNewUser(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Seleccione al menos un hotel')).toBeTruthy();
    expect(calls.some((c) => c.url === '/api/usuariosCrear')).toBe(false);
  });

  it('shows the user’s hotels when editing and saves the list changed', async () => {
    const { calls } = start([
      { id: 3, nombre: 'Hotel Central' },
      { id: 4, nombre: 'Hotel Playa' },
    ]);
    const row = (await screen.findByText('Marta Cajera', {}, loaded)).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar usuario «Marta Cajera»' }, loaded);
    await within(dialog).findByText('Hotel Central');
    const hoteles = within(dialog).getByRole('textbox', { name: /^Hoteles/ });
    fireEvent.click(hoteles);
    // The options of this field's own list: the menu's hotel switch lists the same hotels.
    const list = await waitFor(() => {
      const id = hoteles.getAttribute('aria-controls');
      const found = id ? document.getElementById(id) : null;
      if (!found) throw new Error('la lista de hoteles no se abrió');
      return found;
    });
    fireEvent.click(await within(list).findByRole('option', { name: 'Hotel Playa', hidden: true }, loaded));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/api/usuariosActualizar')?.body).toMatchObject({
        id: 12,
        rol_id: 3,
        hoteles: [3, 4],
      }),
    );
    expect(calls.some((c) => c.url === '/api/usuariosHotelActualizar')).toBe(false);
  });
});
