import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSession } from '../../lib/session';
import { makeUser, pageOf } from '../../test/factories';
import { fakeApi, renderScreen } from '../../test/render-app';
import { invoice } from './invoice.fixture';

const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ');

function serve(codes: Parameters<typeof makeUser>[0]) {
  let current = invoice();
  const api = fakeApi({
    'POST /api/facturaListar': () => ({ status: 200, body: pageOf([current]) }),
    'GET /api/facturaMostrar/7': () => ({ status: 200, body: { data: current } }),
    'POST /api/medioPagoListar': { status: 200, body: pageOf([]) },
    'GET /api/impuesto': {
      status: 200,
      body: pageOf([{ id: 1, nombre: 'IVA 19 %', tipo: 'IVA', porcentaje: '19.00', estado: true }]),
    },
    'POST /api/notaDebitoCrear': () => {
      const nd = { id: 4, numero: 'ND1', fecha: '2026-01-06', motivo: 'Toalla dañada', total: '35700.00' };
      current = invoice({ notas_debito: [nd], total_debitos: '35700.00', saldo: '35700.00' });
      const data = {
        ...nd,
        factura_id: 7,
        factura_numero: current.numero,
        base: '30000.00',
        total_impuestos: '5700.00',
        lineas: [],
      };
      return { status: 200, body: { message: 'Nota débito ND1 creada', data } };
    },
    'POST /api/notaCreditoCrear': () => {
      current = invoice({
        estado: 'anulada',
        total_notas: current.total,
        notas_credito: [
          { id: 1, numero: 'NC1', fecha: '2026-01-06', motivo: 'Error de datos', total: current.total },
        ],
      });
      return {
        status: 200,
        body: {
          message: 'Nota crédito NC1 creada',
          data: {
            id: 1,
            numero: 'NC1',
            factura_id: 7,
            factura_numero: current.numero,
            fecha: '2026-01-06',
            motivo: 'Error de datos',
            base: current.total,
            total_impuestos: '0.00',
            total: current.total,
            devuelto: current.total,
            lineas: [],
          },
        },
      };
    },
  });
  setSession('tok', makeUser(codes));
  renderScreen('invoice');
  return api;
}

describe('Facturas', () => {
  it('lists the invoices and sends the filters and the search to the server', async () => {
    const { calls } = serve(['facturas.ver']);
    const table = await screen.findByRole('table');
    expect(plain((await within(table).findByText('SETP990000001')).closest('tr')?.textContent)).toContain(
      '$ 194.500',
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Buscar' }), { target: { value: 'SETP99' } });
    await waitFor(() => expect(calls.at(-1)?.url).toContain('search=SETP99'));
  });

  it('opens an invoice with its lines and totals, and no annulment without facturas.anular', async () => {
    serve(['facturas.ver']);
    fireEvent.click(await screen.findByRole('button', { name: 'Ver la factura SETP990000001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Factura SETP990000001' });
    expect(within(dialog).getByRole('table', { name: 'Líneas de la factura' }).textContent).toContain(
      'Cerveza nacional',
    );
    expect(plain(within(dialog).getByTestId('total-factura').textContent)).toBe('Total $ 194.500,00');
    expect(
      within(dialog).getByRole('button', { name: 'PDF carta de la factura SETP990000001' }),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Anular con nota crédito' })).toBeNull();
  });

  it('annuls the whole invoice with a credit note and shows it annulled', async () => {
    const { calls } = serve(['facturas.ver', 'facturas.anular']);
    fireEvent.click(await screen.findByRole('button', { name: 'Ver la factura SETP990000001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Factura SETP990000001' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anular con nota crédito' }));
    const send = within(dialog).getByRole('button', { name: 'Crear nota crédito' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Motivo' }), {
      target: { value: 'Error de datos' },
    });
    fireEvent.click(send);
    await within(dialog).findByTestId('nota-credito');
    expect(calls.find((c) => c.url === '/api/notaCreditoCrear')?.body).toEqual({
      factura_id: 7,
      motivo: 'Error de datos',
    });
    expect(within(dialog).getAllByText('Anulada').length).toBeGreaterThan(0);
  });

  it('adds a debit note typed the Colombian way, then lists it with its PDF and the balance owed', async () => {
    const { calls } = serve(['facturas.ver', 'facturas.debito']);
    fireEvent.click(await screen.findByRole('button', { name: 'Ver la factura SETP990000001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Factura SETP990000001' });
    expect(within(dialog).queryByRole('button', { name: 'Anular con nota crédito' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Nota débito' }));
    const send = within(dialog).getByRole('button', { name: 'Crear nota débito' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Concepto de la línea 1' }), {
      target: { value: 'Toalla dañada' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Precio unitario de la línea 1' }), {
      target: { value: '$ 30.000,00' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Motivo' }), {
      target: { value: 'Daño en la habitación' },
    });
    fireEvent.click(send);
    await within(dialog).findByTestId('nota-debito');
    expect(calls.find((c) => c.url === '/api/notaDebitoCrear')?.body).toEqual({
      factura_id: 7,
      motivo: 'Daño en la habitación',
      lineas: [{ concepto: 'Toalla dañada', cantidad: '1', precio_unitario: '30000.00', impuesto_id: null }],
    });
    expect(plain(within(dialog).getByTestId('saldo-factura').textContent)).toBe(
      'Saldo por cobrar $ 35.700,00',
    );
    expect(within(dialog).getByRole('button', { name: 'PDF carta de la nota débito ND1' })).toBeTruthy();
  });
});
