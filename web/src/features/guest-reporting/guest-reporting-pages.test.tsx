import type { PermissionCode, TSireView, TTraPendingItem } from '@posada/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { downloadBlob } from '../../lib/export/download';
import { hotelDate } from '../../lib/format';
import { setSession } from '../../lib/session';
import { makeUser } from '../../test/factories';
import { fakeApi, renderScreen } from '../../test/render-app';

vi.mock('../../lib/export/download', () => ({ downloadBlob: vi.fn() }));

const both: PermissionCode[] = ['reporte_huespedes.ver', 'reporte_huespedes.enviar'];

const row = (cliente_id: number, names: string, movimiento: 'E' | 'S', reportado = false) => ({
  cliente_id,
  estancia_id: 9,
  movimiento,
  campos: [
    '41656895',
    '5001',
    '3',
    `P${cliente_id}`,
    '249',
    'WALKER',
    'SMITH',
    names,
    movimiento,
    '28/11/2026',
    '249',
    '5001',
    '14/03/1990',
  ],
  reportado,
});

const view: TSireView = {
  filas: [row(1, 'MARY ANN', 'E', true), row(2, 'PETER', 'E')],
  faltantes: [
    {
      quien: 'Huésped principal (Ivan Petrov)',
      campo: 'fecha_nacimiento',
      mensaje: 'Falta la fecha de nacimiento',
    },
  ],
  reportes: [
    {
      desde: '2026-11-27',
      hasta: '2026-11-28',
      filas: 1,
      usuario: 'Ana Recepción',
      fecha: '2026-11-28T20:00:00.000Z',
    },
  ],
};

function serveSire(codes: PermissionCode[]) {
  const api = fakeApi({
    'POST /api/sireMovimientos': { status: 200, body: { data: view } },
    'POST /api/sireArchivo': { status: 200, body: 'x' },
    'POST /api/sireMarcarReportado': {
      status: 200,
      body: { message: 'Período marcado como cargado en SIRE (2 movimientos)', data: view.reportes[0] },
    },
  });
  setSession('tok', makeUser(codes));
  renderScreen('admin/reports/sire');
  return api;
}

describe('Informes → SIRE', () => {
  it('asks for today, shows the rows, what is missing and what was uploaded, downloads and marks', async () => {
    const { calls } = serveSire(both);
    const table = await screen.findByRole('table', { name: 'Movimientos para SIRE' });
    const today = hotelDate();
    expect(calls.find((c) => c.url.endsWith('/api/sireMovimientos'))?.body).toEqual({
      desde: today,
      hasta: today,
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('Entrada');
    expect(rows[0]?.textContent).toContain('Pasaporte P1');
    expect(rows[0]?.textContent).toContain('Reportado');
    expect(rows[1]?.textContent).toContain('Por reportar');
    expect(screen.getByRole('list', { name: 'Datos que faltan para SIRE' }).textContent).toContain(
      'Huésped principal (Ivan Petrov): Falta la fecha de nacimiento',
    );
    expect(screen.getByRole('list', { name: 'Períodos cargados en SIRE' }).textContent).toContain(
      'por Ana Recepción',
    );
    expect(screen.getByText('2 movimientos · 1 sin reportar')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Descargar archivo' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/api/sireArchivo'))?.body).toEqual({
        desde: today,
        hasta: today,
      }),
    );
    const compact = today.replaceAll('-', '');
    await waitFor(() =>
      expect(vi.mocked(downloadBlob)).toHaveBeenCalledWith(
        expect.anything(),
        `SIRE_${compact}_${compact}.txt`,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Marcar como cargado' }));
    const confirm = await screen.findByRole('dialog', { name: 'Marcar como cargado en SIRE' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Marcar como cargado' }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/api/sireMarcarReportado'))).toBe(true));
  });

  it('refuses a period that ends before it starts, without asking the server', async () => {
    const { calls } = serveSire(both);
    await screen.findByRole('table', { name: 'Movimientos para SIRE' });
    const asked = calls.length;
    const hasta = screen.getByRole('textbox', { name: 'Hasta' });
    fireEvent.input(hasta, { target: { value: '01/01/2020' } });
    fireEvent.blur(hasta);
    expect(await screen.findByText('La fecha final es anterior a la inicial')).toBeTruthy();
    expect(calls.slice(asked).some((c) => c.url.endsWith('/api/sireMovimientos'))).toBe(false);
  });

  it('offers neither the file nor the marking to a user who may only see', async () => {
    serveSire(['reporte_huespedes.ver']);
    await screen.findByRole('table', { name: 'Movimientos para SIRE' });
    expect(screen.queryByRole('button', { name: 'Descargar archivo' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Marcar como cargado' })).toBeNull();
  });
});

const pending = (estancia_id: number, over: Partial<TTraPendingItem> = {}): TTraPendingItem => ({
  estancia_id,
  habitacion: String(200 + estancia_id),
  huesped: `Huésped ${estancia_id}`,
  llegada: '2026-11-28',
  estado: 'error',
  mensaje: 'MinCIT no respondió',
  intentos: 2,
  proximo_intento: null,
  ...over,
});

describe('Informes → TRA pendientes', () => {
  it('lists the page the server answers, asks the next one, and resends a stay', async () => {
    const { calls } = fakeApi({
      'POST /api/traPendientes': (call) => {
        const page = (call.body as { page: number }).page;
        return {
          status: 200,
          body: {
            data:
              page === 1
                ? [pending(1), pending(2, { estado: 'sin_datos', mensaje: 'Faltan datos' })]
                : [pending(3)],
            current_page: page,
            per_page: 20,
            total: 21,
            last_page: 2,
          },
        };
      },
      'POST /api/traReenviar/1': { status: 200, body: { message: 'En cola' } },
    });
    setSession('tok', makeUser(both));
    renderScreen('admin/reports/tra');
    expect(await screen.findByText('Huésped 1')).toBeTruthy();
    expect(screen.getByText('TRA: Sin datos')).toBeTruthy();
    expect(screen.getByText('21 estadías')).toBeTruthy();
    const first = screen.getByText('Huésped 1').closest('tr') as HTMLElement;
    fireEvent.click(within(first).getByRole('button', { name: 'Reenviar' }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/api/traReenviar/1'))).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByText('Huésped 3')).toBeTruthy();
    expect(calls.filter((c) => c.url.endsWith('/api/traPendientes')).map((c) => c.body)).toContainEqual({
      page: 2,
      per_page: 20,
    });
  });
});
