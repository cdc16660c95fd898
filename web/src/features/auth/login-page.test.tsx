import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSession } from '../../lib/session';
import { TOKEN_KEY, USER_KEY } from '../../lib/storage-keys';
import { makeUser } from '../../test/factories';
import { fakeApi, renderApp } from '../../test/render-app';

function fillAndSubmit(email: string, password: string) {
  fireEvent.change(screen.getByLabelText(/Correo electrónico/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/Contraseña/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
}

describe('login page', () => {
  it('shows the title, the subtitle and Posada’s mark when no hotel has a logo', async () => {
    fakeApi({ 'GET /api/configuration/image': { status: 204 } });
    renderApp('/auth/login');
    expect(await screen.findByRole('heading', { name: 'Posada' })).toBeTruthy();
    expect(screen.getByText('Iniciar sesión')).toBeTruthy();
    // No logo uploaded: the server answers 204 and Posada's mark stands in, nothing logged.
    expect(await screen.findByRole('img', { name: 'Posada' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Logo del hotel' })).toBeNull();
  });

  it('shows the default hotel’s logo, asked for once', async () => {
    const { calls } = fakeApi({ 'GET /api/configuration/image': { status: 200, body: 'png' } });
    renderApp('/auth/login');
    const logo = await screen.findByRole('img', { name: 'Logo del hotel' });
    expect(logo.getAttribute('src')).toMatch(/^blob:/);
    expect(calls.filter((c) => c.url.startsWith('/api/configuration/image')).map((c) => c.url)).toEqual([
      '/api/configuration/image',
    ]);
  });

  it('validates with the contract and shows Spanish errors under the fields', async () => {
    const { calls } = fakeApi({});
    renderApp('/auth/login');
    await screen.findByRole('button', { name: 'Ingresar' });
    fillAndSubmit('no-es-correo', '');
    expect(await screen.findByText('Correo inválido')).toBeTruthy();
    expect(screen.getByText('La contraseña es obligatoria')).toBeTruthy();
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('stores the session and opens the rack on success', async () => {
    const usuario = makeUser(['rack.ver'], { theme: { mode: 'dark', fontSize: 16 } });
    const { calls } = fakeApi({
      'POST /api/login': { status: 200, body: { token: 'abc123', usuario } },
      'GET /api/getPermisosUsuario': { status: 200, body: { is_root: false, permisos: [] } },
    });
    const { router } = renderApp('/auth/login');
    await screen.findByRole('button', { name: 'Ingresar' });
    fillAndSubmit('  Ana@Posada.local ', 'secreto');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/dashboardRooms'));
    expect(calls.find((c) => c.url === '/api/login')?.body).toEqual({
      email: 'ana@posada.local',
      password: 'secreto',
    });
    expect(localStorage.getItem(TOKEN_KEY)).toBe('abc123');
    expect(JSON.parse(localStorage.getItem(USER_KEY) ?? '{}').name).toBe('Ana Recepción');
    // The user's theme applies at login: dark scheme and a 16 px root font.
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');
    expect(document.documentElement.style.fontSize).toBe('16px');
  });

  it("shows 'Información' / 'Correo o contraseña inválidos' when refused", async () => {
    fakeApi({ 'POST /api/login': { status: 401, body: { message: 'Credenciales inválidas' } } });
    const { router } = renderApp('/auth/login');
    await screen.findByRole('button', { name: 'Ingresar' });
    fillAndSubmit('ana@posada.local', 'mala');
    const dialog = await screen.findByRole('dialog', { name: 'Información' });
    expect(within(dialog).getByText('Correo o contraseña inválidos')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The password field has the focus, its text selected, to be typed again (not the page's body).
    const field = screen.getByLabelText(/Contraseña/) as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, 'mala'.length]);
    expect(getSession()).toBeNull();
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it('treats an answer without a token as refused', async () => {
    fakeApi({ 'POST /api/login': { status: 200, body: { message: 'Sin acceso' } } });
    renderApp('/auth/login');
    await screen.findByRole('button', { name: 'Ingresar' });
    fillAndSubmit('ana@posada.local', 'x');
    const dialog = await screen.findByRole('dialog', { name: 'Información' });
    expect(within(dialog).getByText('Correo o contraseña inválidos')).toBeTruthy();
  });

  it("shows the server's message on too many attempts", async () => {
    const message = 'Demasiados intentos. Intenta de nuevo en 5 minutos.';
    fakeApi({ 'POST /api/login': { status: 429, body: { message } } });
    renderApp('/auth/login');
    await screen.findByRole('button', { name: 'Ingresar' });
    fillAndSubmit('ana@posada.local', 'x');
    const dialog = await screen.findByRole('dialog', { name: 'Información' });
    expect(within(dialog).getByText(message)).toBeTruthy();
  });

  it('says so when the server cannot be reached', async () => {
    fakeApi({ 'POST /api/login': 'network-error' });
    renderApp('/auth/login');
    await screen.findByRole('button', { name: 'Ingresar' });
    fillAndSubmit('ana@posada.local', 'x');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('No se pudo conectar con el servidor')).toBeTruthy();
  });
});
