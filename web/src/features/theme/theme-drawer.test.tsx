import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSession, setSession } from '../../lib/session';
import { makeUser } from '../../test/factories';
import { type FakeCall, fakeApi, renderApp } from '../../test/render-app';
import { renderWithProviders } from '../../test/render-with-providers';
import { setDesktop } from '../../test/viewport';
import { ThemeDrawer } from './theme-drawer';

function serve() {
  const api = fakeApi({
    'GET /api/getPermisosUsuario': { status: 200, body: { is_root: true, permisos: [] } },
    'GET /api/configurations': { status: 200, body: { data: null } },
    'POST /api/update-theme/7': (call: FakeCall) => ({
      status: 200,
      body: { data: (call.body as { theme_config: unknown }).theme_config },
    }),
  });
  setSession('tok', makeUser([], { root: true }));
  return api;
}

/** The drawer alone, inside the app's providers (which apply the theme): no screen behind it. */
function startDrawer() {
  const api = serve();
  renderWithProviders(<ThemeDrawer opened onClose={() => {}} />);
  return api;
}

/** The whole app, for what the theme changes in the layout (the menu). */
function start() {
  const api = serve();
  renderApp('/dashboard/dashboardRooms');
  return api;
}

const themeSaves = (calls: FakeCall[]) =>
  calls.filter((c) => c.url === '/api/update-theme/7').map((c) => c.body);

async function openDrawer() {
  fireEvent.click(await screen.findByRole('button', { name: 'Configurar tema' }));
  return screen.findByRole('dialog', { name: 'Configurar tema' });
}

describe('theme drawer', () => {
  it('switches to dark mode at once and saves it for the next login', async () => {
    const { calls } = startDrawer();
    const drawer = await screen.findByRole('dialog', { name: 'Configurar tema' });
    const dark = within(drawer).getByRole('button', { name: 'Oscuro' });
    expect(dark.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(dark);
    expect(dark.getAttribute('aria-pressed')).toBe('true');
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');
    await waitFor(() =>
      expect(themeSaves(calls)).toEqual([
        { theme_config: { theme: 'indigo', mode: 'dark', fontSize: 14, menuMode: 'static' } },
      ]),
    );
    expect(getSession()?.user.theme_config.mode).toBe('dark');
  });

  it('changes the accent colour and the font size within 12 to 20', async () => {
    const { calls } = startDrawer();
    const drawer = await screen.findByRole('dialog', { name: 'Configurar tema' });
    for (const color of ['Índigo', 'Azul', 'Verde azulado', 'Verde', 'Naranja', 'Morado']) {
      expect(within(drawer).getByRole('button', { name: color })).toBeTruthy();
    }
    fireEvent.click(within(drawer).getByRole('button', { name: 'Verde azulado' }));
    expect(within(drawer).getByRole('button', { name: 'Verde azulado' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    const bigger = within(drawer).getByRole('button', { name: 'Aumentar tamaño de fuente' });
    for (let i = 0; i < 8; i += 1) fireEvent.click(bigger);
    expect(document.documentElement.style.fontSize).toBe('20px');
    expect(within(drawer).getByText('20')).toBeTruthy();
    expect((bigger as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(themeSaves(calls)).toHaveLength(7));
    expect(getSession()?.user.theme_config).toEqual({
      theme: 'teal',
      mode: 'light',
      fontSize: 20,
      menuMode: 'static',
    });
  });

  it('turns the docked menu into an overlay opened from the burger', async () => {
    start();
    await screen.findByRole('navigation', { name: 'Menú principal' });
    const drawer = await openDrawer();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Superpuesto' }));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Menú principal' })).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar u ocultar el menú' }));
    const menu = await screen.findByRole('dialog', { name: 'Menú' });
    expect(within(menu).getByRole('link', { name: 'Rack Habitaciones' })).toBeTruthy();
  });

  it('always uses the overlay menu on a narrow screen', async () => {
    setDesktop(false);
    start();
    await screen.findByRole('button', { name: 'Configurar tema' });
    expect(screen.queryByRole('navigation', { name: 'Menú principal' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar u ocultar el menú' }));
    const menu = await screen.findByRole('dialog', { name: 'Menú' });
    fireEvent.click(within(menu).getByRole('link', { name: 'Calendario' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menú' })).toBeNull());
    expect(await screen.findByRole('heading', { name: 'Calendario' })).toBeTruthy();
  });
});
