import type { TCashReport, TShiftSummary } from '@posada/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { downloadReportPdf } from '../../components/report-pdf';
import { downloadWorkbook } from '../../components/report-workbook';
import { printElement } from '../../lib/print';
import { setSession } from '../../lib/session';
import { makeUser } from '../../test/factories';
import { fakeApi, renderScreen } from '../../test/render-app';

vi.mock('../../lib/print', () => ({ printElement: vi.fn() }));

const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ');
const page = <T,>(data: T[]) => ({ data, current_page: 1, per_page: 10, total: data.length, last_page: 1 });

const line = (
  grupo: 'efectivo' | 'tarjetas' | 'transferencia',
  esperado: string,
  contado: string,
  diferencia: string,
) => ({
  grupo,
  apertura: '0.00',
  reportado: null,
  entrega: null,
  ingresos: esperado,
  devoluciones: '0.00',
  retiros: '0.00',
  esperado,
  contado,
  diferencia,
  resultado: diferencia.startsWith('-') ? ('faltante' as const) : ('cuadrada' as const),
});

const closing: TShiftSummary = {
  turno_id: 3,
  caja_id: 2,
  caja: 'Caja Restaurante',
  usuario_id: 5,
  usuario: 'Camila Cajera',
  estado: 'Cerrada',
  abierto_at: '2026-01-05T13:00:00.000Z',
  cerrado_at: '2026-01-05T23:00:00.000Z',
  aprobado_por: null,
  observaciones_apertura: null,
  observaciones_cierre: 'Faltan monedas',
  grupos: [
    line('efectivo', '100000.00', '99500.00', '-500.00'),
    line('tarjetas', '0.00', '0.00', '0.00'),
    line('transferencia', '0.00', '0.00', '0.00'),
  ],
  total: {
    apertura: '0.00',
    entrega: null,
    ingresos: '100000.00',
    devoluciones: '0.00',
    retiros: '0.00',
    esperado: '100000.00',
    contado: '99500.00',
    diferencia: '-500.00',
    resultado: 'faltante',
  },
};

function api(codes: Parameters<typeof makeUser>[0], extra: Parameters<typeof fakeApi>[0]) {
  const result = fakeApi({
    'GET /api/getPermisosUsuario': {
      status: 200,
      body: { is_root: false, permisos: codes.map((code) => ({ code })) },
    },
    'GET /api/detalleCajaSaldo': { status: 200, body: { data: null } },
    'GET /api/configurations': { status: 200, body: { data: null } },
    'POST /api/cajaListar': { status: 200, body: page([]) },
    'GET /api/caja/usuarios': { status: 200, body: { data: [{ id: 5, name: 'Camila Cajera' }] } },
    ...extra,
  });
  setSession('tok', makeUser(codes));
  return result;
}

vi.mock('../../components/report-workbook', async (actual) => ({
  ...(await actual<typeof import('../../components/report-workbook')>()),
  downloadWorkbook: vi.fn(async () => {}),
}));
vi.mock('../../components/report-pdf', async (actual) => ({
  ...(await actual<typeof import('../../components/report-pdf')>()),
  downloadReportPdf: vi.fn(async () => {}),
}));

describe('admin/cash-register-close', () => {
  it('lists closings with their difference, filters by date and opens the detail', async () => {
    const { calls } = api(['cajas.ver'], { 'GET /api/caja/cierres': { status: 200, body: page([closing]) } });
    renderScreen('admin/cash-register-close');
    expect(await screen.findByRole('heading', { name: 'Cierres de caja' })).toBeTruthy();
    const row = (await screen.findByText('Caja Restaurante')).closest('tr') as HTMLElement;
    expect(plain(row.textContent)).toContain('-$ 500');
    expect(within(row).getByText('Faltante')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '01/01/2026' } });
    await waitFor(() => expect(calls.at(-1)?.url).toContain('desde=2026-01-01'));
    fireEvent.click(within(row).getByRole('button', { name: 'Ver detalle' }));
    const detail = await screen.findByRole('dialog', { name: 'Detalle del cierre' });
    expect(within(detail).getByText('Observaciones: Faltan monedas')).toBeTruthy();
    expect(within(detail).getByRole('button', { name: 'Imprimir comprobante' })).toBeTruthy();
  });

  it('reprints the slip of a closing from its row', async () => {
    api(['cajas.ver'], { 'GET /api/caja/cierres': { status: 200, body: page([closing]) } });
    renderScreen('admin/cash-register-close');
    const row = (await screen.findByText('Caja Restaurante')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Reimprimir' }));
    await waitFor(() => expect(printElement).toHaveBeenCalledOnce());
    const [slip, title] = vi.mocked(printElement).mock.calls[0] ?? [];
    expect(title).toBe('Cierre de caja');
    expect(plain(slip?.textContent)).toContain('Cierre de caja · Caja Restaurante');
    expect(plain(slip?.textContent)).toContain('Observaciones: Faltan monedas');
    expect(plain(slip?.textContent)).toContain('-$ 500');
    // Printed without opening the detail.
    expect(screen.queryByRole('dialog', { name: 'Detalle del cierre' })).toBeNull();
  });
});

describe('admin/cash-register-partial-withdrawal', () => {
  it('lists withdrawals, and says so when there are none', async () => {
    const withdrawal = {
      id: 1,
      fecha: '2026-01-05T15:00:00.000Z',
      turno_id: 3,
      caja_id: 2,
      caja: 'Caja Restaurante',
      usuario_id: 5,
      usuario: 'Camila Cajera',
      monto: '40000.00',
      motivo: 'Pago a proveedor',
    };
    api(['cajas.ver'], {
      'GET /api/caja/historial-retiros': (call) => ({
        status: 200,
        body: page(call.url.includes('usuario_id') ? [] : [withdrawal]),
      }),
    });
    renderScreen('admin/cash-register-partial-withdrawal');
    const row = (await screen.findByText('Pago a proveedor')).closest('tr') as HTMLElement;
    expect(plain(row.textContent)).toContain('$ 40.000');
    fireEvent.click(screen.getByRole('textbox', { name: 'Usuario' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Camila Cajera', hidden: true }));
    expect(await screen.findByText('No hay registros')).toBeTruthy();
  });
});

/** A file's bytes as Latin-1 text (jsdom's Blob has no arrayBuffer()). */

/** A cash-only shift of the report (cards and transfers at zero). */
function cashShift(
  turno_id: number,
  usuario: string,
  cash: { apertura: string; entrega: string | null; ingresos: string; esperado: string; contado: string },
): TShiftSummary {
  const cuadrada = { diferencia: '0.00', resultado: 'cuadrada' as const };
  const zero = (grupo: 'tarjetas' | 'transferencia') => ({
    ...line(grupo, '0.00', '0.00', '0.00'),
    entrega: null,
  });
  const efectivo = { ...line('efectivo', cash.esperado, cash.contado, '0.00'), ...cash, ...cuadrada };
  return {
    ...closing,
    turno_id,
    caja: 'Caja Recepción',
    usuario,
    grupos: [efectivo, zero('tarjetas'), zero('transferencia')],
    total: { ...efectivo, devoluciones: '0.00', retiros: '0.00' },
  };
}

describe('admin/reports/cash', () => {
  // Issue 10 item 15: A opens 100.000 and takes 100.000; B receives A's 200.000 and takes 295.000.
  // The drawer holds 495.000; summing the shifts said apertura 300.000 and esperado 695.000.
  const a = cashShift(1, 'Ana', {
    apertura: '100000.00',
    entrega: null,
    ingresos: '100000.00',
    esperado: '200000.00',
    contado: '200000.00',
  });
  const b = cashShift(2, 'Beto', {
    apertura: '200000.00',
    entrega: '0.00',
    ingresos: '295000.00',
    esperado: '495000.00',
    contado: '495000.00',
  });
  const totals = {
    saldo_inicial: '100000.00',
    ingresos: '395000.00',
    devoluciones: '0.00',
    retiros: '0.00',
    esperado: '495000.00',
    contado: '495000.00',
    diferencia: '0.00',
    resultado: 'cuadrada' as const,
    diferencia_entrega: '0.00',
    diferencia_cierre: '0.00',
  };
  const zeros = {
    ...totals,
    saldo_inicial: '0.00',
    ingresos: '0.00',
    esperado: '0.00',
    contado: '0.00',
  };
  const report: TCashReport = {
    desde: '2026-01-01',
    hasta: '2026-01-31',
    data: [a, b],
    totales: {
      grupos: [
        { grupo: 'efectivo', ...totals },
        { grupo: 'tarjetas', ...zeros },
        { grupo: 'transferencia', ...zeros },
      ],
      total: totals,
    },
  };

  it('shows the shifts, then the range’s totals as the server defines them, and exports both', async () => {
    const { calls } = api(['reportes.cajas'], { 'GET /api/caja/reporte': { status: 200, body: report } });
    renderScreen('admin/reports/cash');
    const table = await screen.findByRole('table', { name: 'Turnos' });
    await within(table).findByText('Beto');
    expect(calls.find((c) => c.url.startsWith('/api/caja/reporte'))?.url).toMatch(
      /desde=\d{4}-\d{2}-01&hasta=/,
    );
    // One row per shift and no column sums: apertura and esperado do not add up over shifts.
    const shiftRows = within(table).getAllByRole('row');
    expect(shiftRows).toHaveLength(3);
    expect(plain(table.textContent)).not.toContain('Total');
    expect(within(table).getByRole('columnheader', { name: 'Dif. entrega' })).toBeTruthy();

    const totalsTable = screen.getByRole('table', { name: 'Totales del rango' });
    const headers = within(totalsTable)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Grupo',
      'Saldo inicial',
      'Ingresos',
      'Devoluciones',
      'Retiros',
      'Saldo esperado',
      'Saldo contado',
      'Diferencia',
      'Dif. en entregas',
      'Dif. en cierres',
      'Resultado',
    ]);
    const cells = (name: string) =>
      within(within(totalsTable).getByText(name).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((c) => plain(c.textContent));
    const cashLine = ['$ 100.000', '$ 395.000', '$ 0', '$ 0', '$ 495.000', '$ 495.000', '$ 0', '$ 0', '$ 0'];
    expect(cells('Efectivo')).toEqual(['Efectivo', ...cashLine, 'Cuadrada']);
    expect(cells('Total')).toEqual(['Total', ...cashLine, 'Cuadrada']);
    expect(plain(document.body.textContent)).not.toContain('695.000');
    expect(
      screen.getByText(/El dinero que un turno entrega al siguiente se cuenta una sola vez/),
    ).toBeTruthy();

    // Both files are written from one document: the shifts, then the totals in the order they add up.
    fireEvent.click(screen.getByRole('button', { name: 'Exportar Excel' }));
    await waitFor(() => expect(downloadWorkbook).toHaveBeenCalledOnce());
    fireEvent.click(screen.getByRole('button', { name: 'Exportar PDF' }));
    await waitFor(() => expect(downloadReportPdf).toHaveBeenCalledOnce());
    const [excel] = vi.mocked(downloadWorkbook).mock.calls[0] ?? [];
    const [pdf] = vi.mocked(downloadReportPdf).mock.calls[0] ?? [];
    expect(pdf).toEqual(excel);
    expect(excel?.parts.map((p) => p.title)).toEqual(['Turnos', 'Totales del rango']);
    const totalsPart = excel?.parts[1];
    expect(totalsPart?.rows.at(-1)?.cells.slice(0, 6)).toEqual([
      'Total',
      '100000.00',
      '395000.00',
      '0.00',
      '0.00',
      '495000.00',
    ]);
    expect(JSON.stringify(excel)).not.toContain('695000');
  });
});

describe('admin/cash-registers', () => {
  it('lists the registers with who holds them, and creates one', async () => {
    const open = {
      id: 1,
      name: 'Caja Recepción',
      nombre: 'Caja Recepción',
      estado: true,
      saldo: '150000.00',
      isCajaAbierta: true,
      turno_id: 4,
      usuario: 'Camila Cajera',
      abierta_desde: '2026-01-05T13:00:00.000Z',
    };
    const { calls } = api(['cajas.ver', 'cajas.crear'], {
      'POST /api/cajaListar': { status: 200, body: page([open]) },
      'POST /api/cajaCrear': {
        status: 200,
        body: { data: { ...open, id: 2, nombre: 'Caja Bar', isCajaAbierta: false } },
      },
    });
    renderScreen('admin/cash-registers');
    const row = (await screen.findByText('Caja Recepción')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Abierta · Camila Cajera')).toBeTruthy();
    expect(plain(row.textContent)).toContain('$ 150.000');
    fireEvent.click(screen.getByRole('button', { name: 'Nuevo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva caja' });
    fireEvent.change(within(dialog).getByLabelText(/Nombre/), { target: { value: 'Caja Bar' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/api/cajaCrear')?.body).toEqual({
        nombre: 'Caja Bar',
        estado: true,
      }),
    );
  });
});
