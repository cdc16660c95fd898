import type { TEInvoicingState } from '@posada/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSession } from '../../lib/session';
import { makeConfiguration, makeUser } from '../../test/factories';
import { fakeApi, renderApp } from '../../test/render-app';

const codes = ['configuraciones.ver', 'configuraciones.editar'] as const;

const configured = (over: Partial<TEInvoicingState> = {}): TEInvoicingState => ({
  clave_servidor: true,
  configuracion: {
    ambiente: 'pruebas',
    software_id: '56f2ae4e-9812-4fad-9255-08fcfcd5ccb0',
    tiene_pin: true,
    test_set_id: 'c4c2b6f3-set',
    tipo_organizacion: '1',
    responsabilidades: ['O-13'],
    tributo: '01',
    emitir: true,
    contingencia: false,
  },
  certificado: {
    sujeto: 'CN=Hotel Posada Demo',
    emisor: 'CN=AC',
    serie: '01',
    desde: '2026-11-01T00:00:00.000Z',
    hasta: '2027-11-01T00:00:00.000Z',
    dias_restantes: 338,
    aviso: null,
  },
  cola: {
    pendientes: 2,
    pendiente_desde: '2026-11-28T15:00:00.000Z',
    rechazados: 1,
    con_error: 0,
    en_contingencia: 0,
  },
  set_pruebas: [],
  ...over,
});

function serve(state: TEInvoicingState) {
  let current = state;
  const api = fakeApi({
    'GET /api/getPermisosUsuario': {
      status: 200,
      body: { is_root: false, permisos: codes.map((code) => ({ code })) },
    },
    'GET /api/configurations': { status: 200, body: { data: makeConfiguration() } },
    'GET /api/configurations/lodging-products': { status: 200, body: { data: [] } },
    'GET /api/facturacionElectronica/estado': () => ({ status: 200, body: { data: current } }),
    'POST /api/facturacionElectronica/setPruebas': () => {
      current = {
        ...current,
        set_pruebas: [
          {
            clase: 'factura',
            numero: 'SETP990000001',
            estado: 'aceptado',
            mensajes: [],
            fecha: '2026-11-28T15:00:00.000Z',
          },
          {
            clase: 'nota_credito',
            numero: 'NC990000001',
            estado: 'rechazado',
            mensajes: ['Regla: CAD06, Rechazo: CUDE no corresponde'],
            fecha: '2026-11-28T15:00:00.000Z',
          },
        ],
      };
      return { status: 200, body: { data: current } };
    },
  });
  setSession('tok', makeUser([...codes]));
  renderApp('/dashboard/admin/configurations');
  return api;
}

describe('Configuración → Facturación electrónica', () => {
  it('sends the test set with the counts typed and lists DIAN’s verdicts', async () => {
    const { calls } = serve(configured());
    fireEvent.click(await screen.findByRole('tab', { name: 'Facturación electrónica' }));
    expect(await screen.findByText(/2 por enviar desde 28\/11\/2026/)).toBeTruthy();
    expect(screen.getByText(/1 rechazados por la DIAN/)).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Facturas' }), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar el set de pruebas' }));
    const table = await screen.findByRole('table', { name: 'Documentos del set de pruebas' });
    await waitFor(() => expect(within(table).getByText('SETP990000001')).toBeTruthy());
    expect(within(table).getByText(/CAD06/)).toBeTruthy();
    const sent = calls.find((c) => c.url.endsWith('/api/facturacionElectronica/setPruebas'));
    expect(sent?.body).toEqual({ facturas: 10, notas_credito: 1, notas_debito: 1 });
  });

  it('keeps the RUT data and the switch when the settings are saved again', async () => {
    const { calls } = serve(configured());
    fireEvent.click(await screen.findByRole('tab', { name: 'Facturación electrónica' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/api/facturacionElectronica/configurar'))?.body).toMatchObject(
        {
          tipo_organizacion: '1',
          responsabilidades: ['O-13'],
          tributo: '01',
          emitir: true,
        },
      ),
    );
  });

  /** The screen with the stored certificate `dias_restantes` from its expiry, and the server's warning. */
  async function openWithCertificate(dias_restantes: number, aviso: string) {
    const stored = configured().certificado;
    if (!stored) throw new Error('fixture');
    serve(configured({ certificado: { ...stored, dias_restantes, aviso } }));
    fireEvent.click(await screen.findByRole('tab', { name: 'Facturación electrónica' }));
    return screen.findByRole('table', { name: 'Certificado actual' });
  }

  it('shows the certificate’s holder, issuer and validity, and warns 30 days before it expires', async () => {
    const table = await openWithCertificate(
      12,
      'El certificado vence el 01/11/2027 (en 12 días): renuévelo y cárguelo antes de esa fecha',
    );
    expect(within(table).getByText('CN=Hotel Posada Demo')).toBeTruthy();
    expect(within(table).getByText('CN=AC')).toBeTruthy();
    expect(within(table).getByText(/^\d{2}\/1[01]\/2026 al \d{2}\/1[01]\/2027$/)).toBeTruthy();
    expect(screen.getByText('Certificado por vencer')).toBeTruthy();
    expect(screen.getByText(/en 12 días\): renuévelo/)).toBeTruthy();
  });

  it('says an expired certificate is expired', async () => {
    await openWithCertificate(
      -3,
      'El certificado venció el 01/11/2027: cargue uno vigente para seguir facturando',
    );
    expect(screen.getByText('Certificado vencido')).toBeTruthy();
    expect(screen.queryByText('Certificado por vencer')).toBeNull();
    expect(screen.getByText(/cargue uno vigente/)).toBeTruthy();
  });
});
