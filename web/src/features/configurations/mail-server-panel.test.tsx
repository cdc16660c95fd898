import type { TEInvoicingState } from '@posada/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSession } from '../../lib/session';
import { makeConfiguration, makeUser } from '../../test/factories';
import { fakeApi, renderApp } from '../../test/render-app';

const codes = ['configuraciones.ver', 'configuraciones.editar'] as const;

const state: TEInvoicingState = {
  clave_servidor: true,
  configuracion: null,
  certificado: null,
  cola: { pendientes: 0, pendiente_desde: null, rechazados: 0, con_error: 0, en_contingencia: 0 },
  set_pruebas: [],
};
const stored = {
  host: 'smtp.hotel.test',
  puerto: 587,
  seguridad: 'starttls',
  usuario: 'facturas@hotel.test',
  tiene_clave: true,
  remitente: 'facturas@hotel.test',
  responder_a: null,
};

function serve() {
  let current: typeof stored | null = stored;
  const api = fakeApi({
    'GET /api/getPermisosUsuario': {
      status: 200,
      body: { is_root: false, permisos: codes.map((code) => ({ code })) },
    },
    'GET /api/configurations': { status: 200, body: { data: makeConfiguration() } },
    'GET /api/configurations/lodging-products': { status: 200, body: { data: [] } },
    'GET /api/facturacionElectronica/estado': { status: 200, body: { data: state } },
    'GET /api/facturacionElectronica/correo': () => ({ status: 200, body: { data: current } }),
    'POST /api/facturacionElectronica/correo': (call) => {
      const body = call.body as typeof stored & { clave?: string };
      current = { ...stored, ...body, tiene_clave: true };
      return { status: 200, body: { data: current } };
    },
  });
  setSession('tok', makeUser([...codes]));
  renderApp('/dashboard/admin/configurations');
  return api;
}

describe('Configuración → Facturación electrónica → Correo a los compradores', () => {
  it('shows the stored server without its password, checks the sender and keeps the password when left empty', async () => {
    const { calls } = serve();
    fireEvent.click(await screen.findByRole('tab', { name: 'Facturación electrónica' }));
    const host = await screen.findByRole('textbox', { name: 'Servidor (SMTP)' });
    expect((host as HTMLInputElement).value).toBe('smtp.hotel.test');
    expect(screen.getByText('Guardada. Escriba una nueva solo para cambiarla.')).toBeTruthy();
    expect((screen.getByLabelText('Contraseña') as HTMLInputElement).value).toBe('');

    const sender = screen.getByRole('textbox', { name: 'Remitente' });
    fireEvent.change(sender, { target: { value: 'no-es-correo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar correo' }));
    expect(await screen.findByText('Correo inválido')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/facturacionElectronica/correo'))).toBe(
      false,
    );

    fireEvent.change(sender, { target: { value: 'Reservas@Hotel.test' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Responder a' }), {
      target: { value: 'recepcion@hotel.test' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar correo' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/facturacionElectronica/correo'))).toBe(
        true,
      ),
    );
    const sent = calls.find((c) => c.method === 'POST' && c.url.endsWith('/facturacionElectronica/correo'));
    expect(sent?.body).toMatchObject({
      host: 'smtp.hotel.test',
      puerto: 587,
      seguridad: 'starttls',
      usuario: 'facturas@hotel.test',
      remitente: 'reservas@hotel.test',
      responder_a: 'recepcion@hotel.test',
    });
    // An empty password box keeps the stored one: nothing typed is sent.
    expect((sent?.body as { clave?: string }).clave ?? '').toBe('');
  });
});
