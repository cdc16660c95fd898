import type { PermissionCode, TKardexReport, TStockReport } from '@posada/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { downloadReportPdf } from '../../components/report-pdf';
import { downloadWorkbook } from '../../components/report-workbook';
import { setSession } from '../../lib/session';
import { chooseOption } from '../../test/choose-option';
import { makeUser } from '../../test/factories';
import { productOption, stockRow } from '../../test/inventory.fixture';
import { fakeApi, renderScreen } from '../../test/render-app';

vi.mock('../../components/report-workbook', async (actual) => ({
  ...(await actual<typeof import('../../components/report-workbook')>()),
  downloadWorkbook: vi.fn(async () => {}),
}));
vi.mock('../../components/report-pdf', async (actual) => ({
  ...(await actual<typeof import('../../components/report-pdf')>()),
  downloadReportPdf: vi.fn(async () => {}),
}));

const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ');
const keeper: PermissionCode[] = ['inventario.ver', 'inventario.ajustar', 'reportes.kardex'];

const stock: TStockReport = {
  data: [
    stockRow({}),
    stockRow({ producto_id: 8, codigo: 'CERV', nombre: 'Cerveza', bajo_minimo: false, valor: '70000.00' }),
  ],
  current_page: 1,
  per_page: 20,
  total: 2,
  last_page: 1,
  totales: { valor: '114412.00', bajo_minimo: 1 },
};

function api(codes: PermissionCode[], extra: Parameters<typeof fakeApi>[0] = {}) {
  const result = fakeApi({
    'GET /api/getPermisosUsuario': {
      status: 200,
      body: { is_root: false, permisos: codes.map((code) => ({ code })) },
    },
    'GET /api/configurations': { status: 200, body: { data: null } },
    'GET /api/bodega/array': {
      status: 200,
      body: {
        data: [
          { id: 1, nombre: 'Bodega principal' },
          { id: 2, nombre: 'Minibar' },
        ],
      },
    },
    'POST /api/inventory/reportBy': { status: 200, body: stock },
    ...extra,
  });
  setSession('tok', makeUser(codes));
  return result;
}

describe('inventory (stock by warehouse and product)', () => {
  it('highlights what is below its minimum, totals the value, filters by warehouse and exports everything', async () => {
    const { calls } = api(keeper);
    renderScreen('inventory');
    const table = await screen.findByRole('table', { name: 'Existencias' });
    const low = (await within(table).findByText('Agua 600 ml')).closest('tr') as HTMLElement;
    expect(within(low).getByText('Bajo mínimo')).toBeTruthy();
    expect(plain(low.textContent)).toContain('24 Unidad');
    expect(plain(low.textContent)).toContain('$ 1.850,50');
    expect(plain(low.textContent)).toContain('$ 44.412');
    const fine = within(table).getByText('Cerveza').closest('tr') as HTMLElement;
    expect(within(fine).queryByText('Bajo mínimo')).toBeNull();
    expect(plain(screen.getByText(/Valor total/).textContent)).toContain('$ 114.412');

    await chooseOption('Bodega', 'Minibar');
    await waitFor(() =>
      expect(calls.filter((c) => c.url.startsWith('/api/inventory/reportBy')).at(-1)?.body).toMatchObject({
        warehouse_id: 2,
        product_id: null,
        bajo_minimo: false,
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Exportar Excel' }));
    await waitFor(() => expect(downloadWorkbook).toHaveBeenCalledOnce());
    const [doc] = vi.mocked(downloadWorkbook).mock.calls[0] ?? [];
    expect(doc?.fileName).toBe('inventario-existencias');
    expect(doc?.filters).toBe('Minibar');
    // The export asks for whole pages (200 rows), not the screen's page.
    expect(calls.filter((c) => c.url.startsWith('/api/inventory/reportBy')).at(-1)?.body).toMatchObject({
      per_page: 200,
    });
  });

  it('a transfer is checked as typed and shows the server’s refusal on the line', async () => {
    const { calls } = api(keeper, {
      'GET /api/product/all': {
        status: 200,
        body: {
          data: [productOption()],
        },
      },
      'GET /api/inventario/saldo/1/7': {
        status: 200,
        body: {
          data: {
            bodega_id: 1,
            producto_id: 7,
            cantidad: '6.000',
            costo_promedio: '1850.5000',
            valor: '11103.00',
          },
        },
      },
      'POST /api/trasladoInventarioCrear': {
        status: 422,
        body: {
          message:
            'No hay existencia suficiente de «Agua 600 ml» en «Bodega principal»: hay 6 y se necesitan 7',
          errors: {
            'lineas.0.cantidad': [
              'No hay existencia suficiente de «Agua 600 ml» en «Bodega principal»: hay 6 y se necesitan 7',
            ],
          },
        },
      },
    });
    renderScreen('inventory');
    fireEvent.click(await screen.findByRole('button', { name: 'Trasladar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Traslado entre bodegas' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Trasladar' }));
    expect(await within(dialog).findByText('Seleccione la bodega de origen')).toBeTruthy();

    await chooseOption('Bodega de origen', 'Bodega principal', dialog);
    await chooseOption('Bodega de destino', 'Minibar', dialog);
    await chooseOption('Producto 1', 'Agua 600 ml (AGUA) · Unidad', dialog);
    expect(await within(dialog).findByText('Disponible: 6')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Cantidad'), { target: { value: '7' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Trasladar' }));
    expect(await within(dialog).findAllByText(/hay 6 y se necesitan 7/)).toHaveLength(2);
    expect(calls.find((c) => c.url === '/api/trasladoInventarioCrear')?.body).toEqual({
      warehouse_id: 1,
      destino_id: 2,
      observaciones: null,
      lineas: [{ product_id: 7, cantidad: '7' }],
    });
  });
});

describe('admin/reports/kardex', () => {
  it('opens on the product and warehouse of the link, with the opening balance, and exports', async () => {
    const report: TKardexReport = {
      data: [
        {
          id: 11,
          fecha: '2026-01-15',
          tipo: 'ingreso',
          documento: 'II12',
          entrada: '24.000',
          salida: '0.000',
          saldo: '30.000',
          costo_unitario: '1850.5000',
          costo_promedio: '1830.4000',
          valor: '44412.00',
          saldo_valor: '54912.00',
          usuario: 'Álvaro Almacén',
        },
      ],
      current_page: 1,
      per_page: 50,
      total: 1,
      last_page: 1,
      producto: { id: 7, codigo: 'AGUA', nombre: 'Agua 600 ml', medida: 'Unidad' },
      bodega: { id: 1, nombre: 'Bodega principal' },
      desde: '2026-01-01',
      hasta: '2026-01-31',
      saldo_inicial: { cantidad: '6.000', costo_promedio: '1750.0000', valor: '10500.00' },
      saldo_final: { cantidad: '30.000', costo_promedio: '1830.4000', valor: '54912.00' },
    };
    const { calls } = api(['reportes.kardex'], {
      'GET /api/product/all': { status: 200, body: { data: [] } },
      'POST /api/kardex/reporte': { status: 200, body: report },
    });
    renderScreen('admin/reports/kardex?producto=7&bodega=1');
    const table = await screen.findByRole('table', { name: 'Movimientos del kardex' });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => plain(r.textContent));
    expect(rows[1]).toContain('Saldo inicial');
    expect(rows[1]).toContain('$ 10.500');
    expect(rows[2]).toContain('15/01/2026Ingreso de proveedorII1224');
    expect(rows.at(-1)).toContain('Saldo final');
    expect(calls.find((c) => c.url.startsWith('/api/kardex/reporte'))?.body).toMatchObject({
      product_id: 7,
      warehouse_id: 1,
      page: 1,
      per_page: 50,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Exportar PDF' }));
    await waitFor(() => expect(downloadReportPdf).toHaveBeenCalledOnce());
    expect(vi.mocked(downloadReportPdf).mock.calls[0]?.[0].title).toBe('Kardex: Agua 600 ml (AGUA)');
  });
});
