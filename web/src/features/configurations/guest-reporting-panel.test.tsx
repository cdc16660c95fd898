import type { PermissionCode, TGuestReportingState } from '@posada/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSession } from '../../lib/session';
import { makeConfiguration, makeUser } from '../../test/factories';
import { fakeApi, renderApp } from '../../test/render-app';

const admin: PermissionCode[] = [
  'configuraciones.ver',
  'configuraciones.editar',
  'reporte_huespedes.configurar',
];

const initial: TGuestReportingState = {
  clave_servidor: true,
  tra_activo: false,
  tiene_token: false,
  tipo_acomodacion: null,
  sire_codigo: null,
  rnt: '45678',
  ciudad: 'Medellín (Antioquia)',
};

function serve(codes: PermissionCode[], state = initial) {
  let current = state;
  const api = fakeApi({
    'GET /api/getPermisosUsuario': {
      status: 200,
      body: { is_root: false, permisos: codes.map((code) => ({ code })) },
    },
    'GET /api/configurations': { status: 200, body: { data: makeConfiguration() } },
    'GET /api/configurations/lodging-products': { status: 200, body: { data: [] } },
    'GET /api/reporteHuespedes/estado': () => ({ status: 200, body: { data: current } }),
    'POST /api/reporteHuespedes/configurar': (call) => {
      const body = call.body as { tra_activo: boolean; tra_token?: string; sire_codigo: string | null };
      current = {
        ...current,
        tra_activo: body.tra_activo,
        tiene_token: current.tiene_token || Boolean(body.tra_token),
        sire_codigo: body.sire_codigo,
      };
      return { status: 200, body: { data: current } };
    },
  });
  setSession('tok', makeUser(codes));
  renderApp('/dashboard/admin/configurations');
  return api;
}

const TOKEN = 'tok-3f9a1c2e-7b4d-4e8f-9a6b-5c1d2e3f4a5b';

describe('Configuración → Reporte de huéspedes', () => {
  it('saves the token, the switch and the SIRE code, and never shows the token back', async () => {
    const { calls } = serve(admin);
    fireEvent.click(await screen.findByRole('tab', { name: 'Reporte de huéspedes' }));
    expect(await screen.findByText('45678')).toBeTruthy();
    expect(screen.getByText('Medellín (Antioquia)')).toBeTruthy();
    expect(screen.getByText(/No hay token guardado/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Token de la TRA'), { target: { value: TOKEN } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Código del hotel en SIRE' }), {
      target: { value: '41656895' },
    });
    fireEvent.click(screen.getByRole('switch', { name: 'Enviar la TRA de cada check-in' }));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/api/reporteHuespedes/configurar'))?.body).toEqual({
        tra_activo: true,
        tra_token: TOKEN,
        tipo_acomodacion: 'Hotel',
        sire_codigo: '41656895',
      }),
    );
    expect(await screen.findByText(/Hay un token guardado/)).toBeTruthy();
    expect((screen.getByLabelText('Token de la TRA') as HTMLInputElement).value).toBe('');
    expect(document.body.textContent).not.toContain(TOKEN);
  });

  it('refuses a token too short before sending it', async () => {
    const { calls } = serve(admin);
    fireEvent.click(await screen.findByRole('tab', { name: 'Reporte de huéspedes' }));
    fireEvent.change(await screen.findByLabelText('Token de la TRA'), { target: { value: 'corto' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El token de la TRA tiene al menos 20 caracteres')).toBeTruthy();
    expect(calls.some((c) => c.url.endsWith('/api/reporteHuespedes/configurar'))).toBe(false);
  });

  it('is no tab for a user without reporte_huespedes.configurar', async () => {
    const { calls } = serve(['configuraciones.ver', 'configuraciones.editar']);
    expect(await screen.findByRole('tab', { name: 'General' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Reporte de huéspedes' })).toBeNull();
    expect(calls.some((c) => c.url.includes('reporteHuespedes'))).toBe(false);
  });
});
