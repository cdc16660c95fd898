import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSession } from '../lib/session';
import { makeUser } from '../test/factories';
import { fakeApi, renderApp } from '../test/render-app';
import { screenRoutes } from './route-table';

const quietApi = () =>
  fakeApi({
    'GET /api/getPermisosUsuario': { status: 200, body: { is_root: false, permisos: [] } },
    'GET /api/configurations': { status: 200, body: { data: null } },
  });

describe('routes', () => {
  it('sends the root to the login screen', async () => {
    quietApi();
    const { router } = renderApp('/');
    expect(await screen.findByRole('button', { name: 'Ingresar' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it('keeps visitors out of the dashboard', async () => {
    quietApi();
    const { router } = renderApp('/dashboard/admin/users');
    await screen.findByLabelText(/Correo electrónico/);
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it('sends a stored user from /auth to the rack', async () => {
    quietApi();
    setSession('tok', makeUser([], { root: true }));
    const { router } = renderApp('/auth/login');
    expect(await screen.findByRole('heading', { name: 'Rack Habitaciones' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard/dashboardRooms');
  });

  it.each([
    ['after login (the rack the login and /auth send to)', '/dashboard/dashboardRooms'],
    ['at /dashboard', '/dashboard'],
    ['from /auth with a stored user', '/auth/login'],
  ])('lands a user without the rack on their first allowed screen %s', async (_when, path) => {
    quietApi();
    setSession('tok', makeUser(['proveedores.ver', 'inventario.ver']));
    const { router } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/supplier'));
    expect(screen.queryByRole('heading', { name: 'Acceso denegado' })).toBeNull();
  });

  it('opens the rack as the default dashboard child', async () => {
    quietApi();
    setSession('tok', makeUser([], { root: true }));
    const { router } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Rack Habitaciones' });
    expect(router.state.location.pathname).toBe('/dashboard/dashboardRooms');
  });

  it('has a route for every screen of the specification', () => {
    // The 33 of the specification and its menu, Capacitaciones (reached from Soporte) and the
    // registers list (admin/cash-registers, under Administración → Cajas), and the housekeeper's
    // list (housekeeping, Operación → Ama de llaves), the booking form and a booking's detail,
    // the audit log (admin/auditoria, Administración → Auditoría, issue 32), the outlets
    // (admin/puntos-venta, Administración → Puntos de venta, issue 31) and the manager's
    // Tablero (Informes → Tablero, issue 29), and the guest reports (Informes → TRA pendientes and
    // SIRE, issue 30).
    expect(screenRoutes).toHaveLength(44);
    expect(new Set(screenRoutes.map((r) => r.path)).size).toBe(44);
  });

  it('shows a clear page when the permission is missing', async () => {
    quietApi();
    setSession('tok', makeUser(['rack.ver']));
    renderApp('/dashboard/admin/users');
    expect(await screen.findByRole('heading', { name: 'Acceso denegado' })).toBeTruthy();
    expect(screen.getByText('No tiene permiso para ver esta página.')).toBeTruthy();
  });

  it('sends unknown paths to the not-found page, whose button goes back to the root', async () => {
    quietApi();
    setSession('tok', makeUser(['rack.ver']));
    const { router } = renderApp('/dashboard/no-existe');
    expect(await screen.findByRole('heading', { name: 'UPPPSSSSS' })).toBeTruthy();
    expect(screen.getByText('Parece que la página a la que intentas acceder no existe')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/notfound');
    fireEvent.click(screen.getByRole('button', { name: 'Volver' }));
    // The root goes to /auth, which sends a stored user on to the rack.
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/dashboardRooms'));
  });

  it('sends other unknown paths to the not-found page', async () => {
    quietApi();
    const { router } = renderApp('/cualquier/cosa');
    await screen.findByRole('heading', { name: 'UPPPSSSSS' });
    expect(router.state.location.pathname).toBe('/notfound');
  });
});
