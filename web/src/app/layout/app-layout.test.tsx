import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { showInfoDialog } from '../../components/info-dialog';
import { getSession, setSession } from '../../lib/session';
import { makeConfiguration, makeUser } from '../../test/factories';
import { fakeApi, renderApp } from '../../test/render-app';
import { setDesktop } from '../../test/viewport';

const SUPPORT = 'https://wa.me/573001112233';

function api(permisos: string[], extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /api/getPermisosUsuario': {
      status: 200,
      body: { is_root: false, permisos: permisos.map((code) => ({ code })) },
    },
    'GET /api/configurations': { status: 200, body: { data: makeConfiguration({ soporte_url: SUPPORT }) } },
    'POST /api/logout': { status: 204 },
    ...extra,
  });
}

describe('side menu', () => {
  it('shows only what the permissions allow, in named links', async () => {
    api(['rack.ver', 'cajas.ver']);
    setSession('tok', makeUser(['rack.ver', 'cajas.ver']));
    renderApp('/dashboard/dashboardRooms');
    const nav = await screen.findByRole('navigation', { name: 'Menú principal' });
    const rack = within(nav).getByRole('link', { name: 'Rack Habitaciones' });
    expect(rack.getAttribute('href')).toBe('/dashboard/dashboardRooms');
    expect(within(nav).getByRole('button', { name: 'Cajas' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Cierres de caja' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Medios de pago' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Usuarios' })).toBeNull();
    expect(within(nav).queryByText('Informes')).toBeNull();
    expect(within(nav).getByText('Soporte')).toBeTruthy();
    const support = await within(nav).findByRole('link', { name: 'Chat de soporte' });
    await waitFor(() => expect(support.getAttribute('href')).toBe(SUPPORT));
    expect(support.getAttribute('target')).toBe('_blank');
    expect(support.getAttribute('rel')).toContain('noopener');
    expect(within(nav).getByRole('button', { name: 'Cerrar Sesión' })).toBeTruthy();
  });

  it('falls back to the default support link and only logs the failure', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    api(['rack.ver'], { 'GET /api/configurations': { status: 500, body: { message: 'Falla' } } });
    setSession('tok', makeUser(['rack.ver']));
    renderApp('/dashboard/dashboardRooms');
    await waitFor(() => expect(logged).toHaveBeenCalled());
    const footer = screen.getByRole('link', { name: 'Soporte' });
    expect(footer.getAttribute('href')).toBe('https://wa.me/573000000000');
  });

  it('refreshes the permissions of a non-root user at startup', async () => {
    const { calls } = api(['rack.ver', 'usuarios.ver']);
    setSession('tok', makeUser(['rack.ver']));
    renderApp('/dashboard/dashboardRooms');
    expect(await screen.findByRole('link', { name: 'Usuarios' })).toBeTruthy();
    expect(calls.find((c) => c.url === '/api/getPermisosUsuario')?.authorization).toBe('Bearer tok');
    expect(getSession()?.user.permisos.map((p) => p.code)).toContain('usuarios.ver');
  });

  it('draws no closed menu drawer, dialog nor empty toast stacks into a first visit on a phone', async () => {
    setDesktop(false);
    api(['rack.ver']);
    setSession('tok', makeUser(['rack.ver']));
    renderApp('/dashboard/dashboardRooms');
    const burger = await screen.findByRole('button', { name: 'Mostrar u ocultar el menú' });
    expect(document.querySelector('.mantine-Drawer-root')).toBeNull();
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();
    expect(document.querySelector('.mantine-Modal-root')).toBeNull();
    fireEvent.click(burger);
    const menu = await screen.findByRole('dialog', { name: 'Menú' });
    expect(within(menu).getByRole('link', { name: 'Rack Habitaciones' })).toBeTruthy();
    act(() => {
      notifications.show({ message: 'Reserva guardada' });
    });
    expect(await screen.findByText('Reserva guardada')).toBeTruthy();
    act(() => {
      showInfoDialog({ title: 'Información', message: 'Caja abierta correctamente' });
    });
    expect(await screen.findByRole('dialog', { name: 'Información' })).toBeTruthy();
  });

  it('ends the session when the server refuses the token', async () => {
    api([], {
      'GET /api/getPermisosUsuario': { status: 401, body: { message: 'Sesión vencida' } },
    });
    setSession('tok', makeUser(['rack.ver']));
    const { router } = renderApp('/dashboard/dashboardRooms');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(getSession()).toBeNull();
  });
});

describe('top bar', () => {
  it('shows the hotel logo, the user, the role and no invented balance', async () => {
    const { calls } = api(['rack.ver', 'cajas.abrir'], {
      'GET /api/configurations': {
        status: 200,
        body: { data: makeConfiguration({ tiene_logo: true, logo_version: '17' }) },
      },
      'GET /api/configuration/image': { status: 200, body: 'png' },
    });
    setSession('tok', makeUser(['rack.ver', 'cajas.abrir']));
    renderApp('/dashboard/dashboardRooms');
    const logo = await screen.findByRole('img', { name: 'Logo del hotel' });
    expect(logo.getAttribute('src')).toMatch(/^blob:/);
    // Asked for once, once the settings say which version to ask for.
    expect(calls.filter((c) => c.url.startsWith('/api/configuration/image')).map((c) => c.url)).toEqual([
      '/api/configuration/image?h=3&v=17',
    ]);
    expect(screen.getByText('Ana Recepción')).toBeTruthy();
    expect(screen.getByText('Recepción')).toBeTruthy();
    expect(screen.getByText('Total Caja')).toBeTruthy();
    expect(screen.getByTestId('total-caja').textContent).toBe('—');
  });

  it("hides 'Total Caja' from roles that never hold a register, and never asks for its balance", async () => {
    const { calls } = api(['rack.ver', 'cajas.ver', 'reportes.cajas']);
    setSession('tok', makeUser(['rack.ver', 'cajas.ver', 'reportes.cajas']));
    renderApp('/dashboard/dashboardRooms');
    expect(await screen.findByText('Ana Recepción')).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.url === '/api/configurations')).toBe(true));
    expect(screen.queryByText('Total Caja')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Abrir Caja' })).toBeNull();
    expect(calls.some((c) => c.url.startsWith('/api/detalleCajaSaldo'))).toBe(false);
  });

  it('shows Posada’s mark without asking for a logo the hotel does not have', async () => {
    const { calls } = api(['rack.ver']);
    setSession('tok', makeUser(['rack.ver']));
    renderApp('/dashboard/dashboardRooms');
    expect(await screen.findByRole('img', { name: 'Posada' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Logo del hotel' })).toBeNull();
    expect(calls.some((c) => c.url.startsWith('/api/configuration/image'))).toBe(false);
  });

  it("offers 'Abrir Caja' (not 'Retiro Parcial') to a cashier with a closed register", async () => {
    api(['rack.ver', 'cajas.abrir', 'cajas.retirar']);
    setSession('tok', makeUser(['rack.ver', 'cajas.abrir', 'cajas.retirar']));
    renderApp('/dashboard/dashboardRooms');
    fireEvent.click(await screen.findByRole('button', { name: 'Abrir Caja' }));
    const dialog = await screen.findByRole('dialog', { name: 'Abrir Caja' });
    expect(within(dialog).getByLabelText(/Seleccione Caja/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retiro Parcial' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cerrar Caja' })).toBeNull();
  });

  it('logs out: revokes the token and forgets the session', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // jsdom cannot reload the page
    const { calls } = api(['rack.ver']);
    setSession('tok', makeUser(['rack.ver']));
    sessionStorage.setItem('borrador', '1');
    renderApp('/dashboard/dashboardRooms');
    fireEvent.click(await screen.findByRole('button', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(getSession()).toBeNull());
    expect(calls.some((c) => c.method === 'POST' && c.url === '/api/logout')).toBe(true);
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    // The page reloads onto the login page; the screen does not route there first.
    await expect(screen.findByRole('button', { name: 'Ingresar' }, { timeout: 500 })).rejects.toThrow();
  });
});

describe('hotel switch', () => {
  const bogota = { id: 3, nombre: 'Hotel Central', zona_horaria: 'America/Bogota' };
  const madrid = { id: 8, nombre: 'Hotel Madrid', zona_horaria: 'Europe/Madrid' };
  // 23:00 UTC on 5 January: 18:00 in Bogotá, already 6 January in Madrid.
  const withdrawal = (hotel: typeof bogota) => ({
    id: hotel.id,
    fecha: '2026-01-05T23:00:00.000Z',
    turno_id: 1,
    caja_id: 1,
    caja: `Caja de ${hotel.nombre}`,
    usuario_id: 5,
    usuario: 'Ana',
    monto: '50000.00',
    motivo: 'Consignación',
  });
  const page = (hotel: typeof bogota) => ({
    data: [withdrawal(hotel)],
    current_page: 1,
    per_page: 10,
    total: 1,
    last_page: 1,
  });

  it('is offered to a user of several hotels: the data and the dates follow the chosen one', async () => {
    const { calls } = api(['cajas.ver'], {
      'GET /api/caja/historial-retiros': (call) => ({
        status: 200,
        body: page(call.hotel === String(madrid.id) ? madrid : bogota),
      }),
      'POST /api/cajaListar': { status: 200, body: { ...page(bogota), data: [] } },
      'GET /api/caja/usuarios': { status: 200, body: { data: [] } },
    });
    setSession('tok', { ...makeUser(['cajas.ver']), datalle_hoteles: [bogota, madrid] });
    renderApp('/dashboard/admin/cash-register-partial-withdrawal');
    const first = (await screen.findByText('Caja de Hotel Central')).closest('tr') as HTMLElement;
    expect(first.textContent).toContain('05/01/2026 18:00');
    // Until the user chooses, the server picks the first hotel as the web does.
    expect(calls.every((c) => c.hotel === null)).toBe(true);

    fireEvent.change(screen.getByLabelText('Hotel'), { target: { value: String(madrid.id) } });
    const other = (await screen.findByText('Caja de Hotel Madrid')).closest('tr') as HTMLElement;
    expect(other.textContent).toContain('06/01/2026 00:00');
    expect(calls.at(-1)?.hotel).toBe(String(madrid.id));
  });

  it('is not shown to a user of one hotel', async () => {
    api(['rack.ver']);
    setSession('tok', makeUser(['rack.ver']));
    renderApp('/dashboard/dashboardRooms');
    await screen.findByRole('navigation', { name: 'Menú principal' });
    expect(screen.queryByLabelText('Hotel')).toBeNull();
  });
});
