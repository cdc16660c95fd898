import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSession } from '../../lib/session';
import { makeConfiguration, makeUser } from '../../test/factories';
import { fakeApi, renderApp, renderScreen } from '../../test/render-app';

const codes = ['configuraciones.ver', 'configuraciones.editar'] as const;

describe('configurations screen', () => {
  it('uploads the logo as multipart and the top bar shows the new version at once', async () => {
    let version: string | null = null;
    const { calls } = fakeApi({
      'GET /api/getPermisosUsuario': {
        status: 200,
        body: { is_root: false, permisos: codes.map((code) => ({ code })) },
      },
      'GET /api/configurations': () => ({
        status: 200,
        body: { data: makeConfiguration({ tiene_logo: version !== null, logo_version: version }) },
      }),
      'GET /api/configurations/lodging-products': { status: 200, body: { data: [] } },
      'GET /api/configuration/image': { status: 200, body: 'png' },
      'POST /api/configurations/upload-image': () => {
        version = '1700000000000';
        return {
          status: 200,
          body: { data: makeConfiguration({ tiene_logo: true, logo_version: version }) },
        };
      },
    });
    setSession('tok', makeUser([...codes]));
    const { container } = renderApp('/dashboard/admin/configurations');
    fireEvent.click(await screen.findByRole('tab', { name: 'Logo' }));
    expect(await screen.findByText('El hotel aún no tiene logo.')).toBeTruthy();

    const input = container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });

    await waitFor(() => expect(calls.some((c) => c.url === '/api/configurations/upload-image')).toBe(true));
    await waitFor(() => {
      const logos = screen.getAllByRole('img', { name: 'Logo del hotel' }) as HTMLImageElement[];
      expect(logos.length).toBeGreaterThanOrEqual(2);
    });
    // The new version is asked for once, shared by the top bar and the preview.
    expect(calls.filter((c) => c.url.startsWith('/api/configuration/image')).map((c) => c.url)).toEqual([
      '/api/configuration/image?h=3&v=1700000000000',
    ]);
  });

  it('shows the server’s field errors on the settings form', async () => {
    fakeApi({
      'GET /api/getPermisosUsuario': {
        status: 200,
        body: { is_root: false, permisos: codes.map((code) => ({ code })) },
      },
      'GET /api/configurations': { status: 200, body: { data: makeConfiguration() } },
      'GET /api/configurations/lodging-products': { status: 200, body: { data: [] } },
      'POST /api/configurations/save': {
        status: 400,
        body: {
          message: 'Los datos enviados no son válidos',
          errors: { producto_alojamiento_id: ['Elija un servicio activo de este hotel'] },
        },
      },
    });
    setSession('tok', makeUser([...codes]));
    renderScreen('admin/configurations');
    fireEvent.click(await screen.findByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Elija un servicio activo de este hotel')).toBeTruthy();
  });

  it('saves the close hour, the cancellation policy and its penalty', async () => {
    const { calls } = fakeApi({
      'GET /api/getPermisosUsuario': {
        status: 200,
        body: { is_root: false, permisos: codes.map((code) => ({ code })) },
      },
      'GET /api/configurations': {
        status: 200,
        body: {
          data: makeConfiguration({
            politica_cancelacion: 'Sin costo hasta 48 h antes.',
            penalidad_cancelacion_tipo: 'porcentaje',
            penalidad_cancelacion_valor: '50.00',
          }),
        },
      },
      'GET /api/configurations/lodging-products': { status: 200, body: { data: [] } },
      'POST /api/configurations/save': { status: 200, body: { data: makeConfiguration() } },
    });
    setSession('tok', makeUser([...codes]));
    renderScreen('admin/configurations');
    const close = (await screen.findByLabelText(/Hora de cierre del día/)) as HTMLInputElement;
    expect(close.value).toBe('03:00');
    fireEvent.change(close, { target: { value: '04:30' } });
    const policy = screen.getByLabelText('Política de cancelación') as HTMLTextAreaElement;
    expect(policy.value).toBe('Sin costo hasta 48 h antes.');
    expect((screen.getByLabelText('Porcentaje de la primera noche') as HTMLInputElement).value).toBe('50 %');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/configurations/save')).toBe(true));
    const sent = calls.find((c) => c.url === '/api/configurations/save')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      hora_cierre_dia: '04:30',
      politica_cancelacion: 'Sin costo hasta 48 h antes.',
      penalidad_cancelacion_tipo: 'porcentaje',
      penalidad_cancelacion_valor: '50.00',
    });
  });

  it('lists the scheduled jobs with their state, last and next pass, result and error', async () => {
    fakeApi({
      'GET /api/getPermisosUsuario': {
        status: 200,
        body: { is_root: false, permisos: codes.map((code) => ({ code })) },
      },
      'GET /api/configurations': { status: 200, body: { data: makeConfiguration() } },
      'GET /api/configurations/lodging-products': { status: 200, body: { data: [] } },
      'GET /api/trabajos': {
        status: 200,
        body: {
          data: [
            {
              nombre: 'cierre-del-dia',
              descripcion: 'Cierre del día y vencimiento de reservas pendientes',
              intervalo_segundos: 60,
              estado: 'ok',
              ultima_ejecucion: '2026-11-28T15:00:00.000Z',
              ultimo_exito: '2026-11-28T15:00:00.000Z',
              ultimo_resultado: 'Cierre del día 2026-11-27 del hotel 1: 0 no-show, 12 noches cargadas',
              ultimo_error: null,
              proxima_ejecucion: '2026-11-28T15:01:00.000Z',
              proceso: 'recepcion:4242',
            },
            {
              nombre: 'respaldo-diario',
              descripcion: 'Respaldo diario de la base embebida',
              intervalo_segundos: 30,
              estado: 'error',
              ultima_ejecucion: '2026-11-28T08:00:00.000Z',
              ultimo_exito: null,
              ultimo_resultado: null,
              ultimo_error: { mensaje: 'la carpeta no permite escribir', fecha: '2026-11-28T08:00:00.000Z' },
              proxima_ejecucion: '2026-11-28T08:01:00.000Z',
              proceso: 'recepcion:4242',
            },
          ],
        },
      },
    });
    setSession('tok', makeUser([...codes]));
    renderApp('/dashboard/admin/configurations');
    fireEvent.click(await screen.findByRole('tab', { name: 'Tareas' }));
    const table = await screen.findByRole('table', { name: 'Tareas programadas' });
    expect(table.textContent).toContain('Al día');
    expect(table.textContent).toContain('28/11/2026 10:00');
    expect(table.textContent).toContain('12 noches cargadas');
    expect(table.textContent).toContain('Falló');
    expect(table.textContent).toContain('28/11/2026 03:00: la carpeta no permite escribir');
    // Intervals in minutes, or in seconds under a minute.
    expect(table.textContent).toContain('Cada 1 min · recepcion:4242');
    expect(table.textContent).toContain('Cada 30 s · recepcion:4242');
  });
});
