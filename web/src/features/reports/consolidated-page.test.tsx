import type { TConsolidatedReport } from '@posada/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSession } from '../../lib/session';
import { makeUser } from '../../test/factories';
import { fakeApi, renderScreen } from '../../test/render-app';
import { occupancyFigures, plain } from './report-fixtures';

const amounts = (base: string, impuestos: string, total: string) => ({ base, impuestos, total });
const occupancy = occupancyFigures;
const report: TConsolidatedReport = {
  desde: '2026-03-10',
  hasta: '2026-03-11',
  por_dia: [
    {
      fecha: '2026-03-10',
      habitaciones: '0.00',
      alimentos_bebidas: '10000.00',
      otros: '0.00',
      total: '10000.00',
    },
    {
      fecha: '2026-03-11',
      habitaciones: '1180000.00',
      alimentos_bebidas: '0.00',
      otros: '0.00',
      total: '1180000.00',
    },
  ],
  por_departamento: [
    { departamento: 'habitaciones', ...amounts('1180000.00', '224200.00', '1404200.00') },
    { departamento: 'alimentos_bebidas', ...amounts('10000.00', '800.00', '10800.00') },
    { departamento: 'otros', ...amounts('0.00', '0.00', '0.00') },
  ],
  por_categoria: [{ categoria: 'Alojamiento', ...amounts('1180000.00', '224200.00', '1404200.00') }],
  por_producto: [
    {
      categoria: 'Alojamiento',
      producto: 'Alojamiento',
      ...amounts('1180000.00', '224200.00', '1404200.00'),
    },
    { categoria: 'Bebidas', producto: 'Cerveza', ...amounts('10000.00', '800.00', '10800.00') },
  ],
  penalidades: { cancelacion: '50000.00', no_show: '40000.00' },
  por_forma_pago: [{ forma_pago: 'Efectivo', monto: '70000.00' }],
  por_impuesto: [
    {
      tipo: 'IVA',
      nombre: 'IVA 19 %',
      porcentaje: '19.00',
      exento: false,
      base: '1180000.00',
      valor: '224200.00',
    },
  ],
  totales: amounts('1190000.00', '225000.00', '1415000.00'),
  facturas: { emitidas: 2, total_emitidas: '1415000.00', anuladas: 0, total_anuladas: '0.00' },
  notas_credito: { cantidad: 0, total: '0.00' },
  notas_debito: { cantidad: 0, total: '0.00' },
  cartera: { creada: { cantidad: 1, total: '261800.00' }, cobrada: { cantidad: 1, total: '100000.00' } },
  ocupacion: occupancy,
  comparacion: null,
};

describe('admin/reports (Consolidado)', () => {
  it('shows the chart and each table with its totals, money and percentages the Colombian way', async () => {
    setSession('tok', makeUser(['reportes.consolidado']));
    const { calls } = fakeApi({
      'GET /api/getPermisosUsuario': {
        status: 200,
        body: { is_root: false, permisos: [{ code: 'reportes.consolidado' }] },
      },
      'POST /api/reportes/consolidado': { status: 200, body: report },
    });
    renderScreen('admin/reports');
    const byDay = await screen.findByRole('table', { name: 'Ingresos por día' });
    expect(screen.getByTestId('grafico-ingresos')).toBeTruthy();
    const totals = within(byDay).getByTestId('fila-totales');
    expect(plain(totals.textContent)).toContain('$ 1.190.000');
    expect(plain(within(byDay).getAllByRole('row')[1]?.textContent)).toContain('10/03/2026');
    expect(plain(screen.getByText(/Ocupación:/).textContent)).toContain('44,44 %');
    const products = screen.getByRole('table', { name: 'Ingresos por producto' });
    expect(plain(within(products).getAllByRole('row')[2]?.textContent)).toContain('Cerveza');
    expect(plain(within(products).getByTestId('fila-totales').textContent)).toContain('$ 1.190.000');
    expect(plain(screen.getByText(/^Penalidades/).textContent)).toBe(
      'Penalidades (aparte de los ingresos): cancelación $ 50.000, no-show $ 40.000.',
    );
    const documents = screen.getByRole('table', { name: 'Documentos y cartera' });
    const rowText = (name: RegExp) => plain(within(documents).getByRole('row', { name }).textContent);
    expect(rowText(/Cartera creada/)).toBe('Cartera creada (facturas a crédito)1$ 261.800');
    expect(rowText(/Cartera cobrada/)).toBe('Cartera cobrada (abonos aplicados)1$ 100.000');
    const body = calls.find((c) => c.url.startsWith('/api/reportes/consolidado'))?.body;
    expect(body).toMatchObject({ comparar: null, desde: expect.stringMatching(/^\d{4}-\d{2}-01$/) });
  });
});
