import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../lib/session';
import { makeUser } from '../test/factories';
import { fakeApi, renderApp } from '../test/render-app';
import { isChunkLoadError } from './route-error-page';

// A screen whose code cannot be fetched any more (the server was upgraded under an open page):
// React.lazy throws the browser's import error where the screen renders.
vi.mock('../features/roles/roles-page', () => ({
  RolesPage: () => {
    throw new TypeError(
      'Failed to fetch dynamically imported module: http://posada.lan/assets/roles-1a2b.js',
    );
  },
}));

// A screen that breaks while rendering, the first time only (a retry then works).
let usersPageFails = true;
vi.mock('../features/users/users-page', () => ({
  UsersPage: () => {
    if (usersPageFails) throw new Error('crypto.randomUUID is not a function');
    return <h2>Usuarios listos</h2>;
  },
}));

// Outside the dashboard (the login screen) only the root's error page is there to catch.
vi.mock('../features/auth/login-page', () => ({
  LoginPage: () => {
    throw new Error('fallo del formulario');
  },
}));

const quietApi = () =>
  fakeApi({
    'GET /api/getPermisosUsuario': { status: 200, body: { is_root: true, permisos: [] } },
    'GET /api/configurations': { status: 200, body: { data: null } },
  });

describe('the Spanish error page', () => {
  afterEach(() => {
    usersPageFails = true;
  });

  it('shows a broken screen inside the layout, in Spanish, and Reintentar renders it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    quietApi();
    setSession('tok', makeUser([], { root: true }));
    const { router } = renderApp('/dashboard/admin/users');
    expect(await screen.findByRole('heading', { name: 'Algo salió mal' })).toBeTruthy();
    expect(screen.queryByText(/Unexpected Application Error/)).toBeNull();
    expect(screen.getByText('crypto.randomUUID is not a function')).toBeTruthy();
    // The menu and the top bar are still there.
    expect(screen.getByRole('link', { name: 'Rack Habitaciones' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeTruthy();

    usersPageFails = false;
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Usuarios listos' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard/admin/users');
  });

  it('Volver al inicio leaves the broken screen for the dashboard', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    quietApi();
    setSession('tok', makeUser([], { root: true }));
    const { router } = renderApp('/dashboard/admin/users');
    fireEvent.click(await screen.findByRole('link', { name: 'Volver al inicio' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/dashboardRooms'));
    expect(screen.queryByRole('heading', { name: 'Algo salió mal' })).toBeNull();
  });

  it('says the application was updated when a screen’s code fails to load, and reloads', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    quietApi();
    setSession('tok', makeUser([], { root: true }));
    renderApp('/dashboard/admin/roles');
    expect(await screen.findByRole('heading', { name: 'La aplicación se actualizó' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Rack Habitaciones' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Recargar la página' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe('the root error page', () => {
  it('catches what breaks outside the dashboard, in Spanish', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    quietApi();
    renderApp('/auth/login');
    expect(await screen.findByRole('heading', { name: 'Algo salió mal' })).toBeTruthy();
    expect(screen.getByText('fallo del formulario')).toBeTruthy();
    expect(screen.queryByText(/Unexpected Application Error/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toBeTruthy();
  });
});

describe('isChunkLoadError', () => {
  it('knows the messages of Chromium, Firefox, Safari and Vite', () => {
    const failures = [
      'Failed to fetch dynamically imported module: http://h/assets/a.js',
      'error loading dynamically imported module: http://h/assets/a.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/a.css',
    ];
    for (const message of failures) expect(isChunkLoadError(new TypeError(message))).toBe(true);
    expect(isChunkLoadError(new TypeError('x is not a function'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
