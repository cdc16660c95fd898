import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseOption } from '../../test/choose-option';
import { openStatement, plain, receipt, serve, statement, type } from './receivables.fixture';

/** The receivables screen: the list by client, the statement, installments and the receipts. */
describe('Cuentas por cobrar', () => {
  it('lists what each client owes by age with the totals, and filters the overdue ones on the server', async () => {
    const { calls } = serve(['facturas.cartera']);
    const table = await screen.findByRole('table');
    const line = plain((await within(table).findByText('Viajes Andinos S.A.S.')).closest('tr')?.textContent);
    expect(line).toContain('$ 100.000');
    expect(line).toContain('$ 161.800');
    expect(plain(screen.getByTestId('aging-saldo').textContent)).toBe('$ 261.800');
    fireEvent.click(screen.getByRole('switch', { name: 'Solo vencidas' }));
    await waitFor(() => expect(calls.at(-1)?.body).toEqual({ vencidas: true }));
    // Without facturas.abonar the statement has no payment button.
    fireEvent.click(screen.getByRole('button', { name: 'Estado de cuenta de Viajes Andinos S.A.S.' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('FE3')).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: 'Registrar abono' })).toBeNull();
  });

  it('splits the balance into two monthly installments the user may change, and sends the plan', async () => {
    const { calls } = serve(['facturas.cartera', 'facturas.abonar']);
    const drawer = await openStatement();
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Plan de cuotas' }));
    expect(plain(within(drawer).getByText(/^Cuotas:/).textContent)).toBe(
      'Cuotas: $ 161.800,00 de $ 161.800,00',
    );
    type(within(drawer).getByRole('textbox', { name: 'Valor cuota 1' }), '100.000');
    expect(plain(within(drawer).getByText(/^Cuotas:/).textContent)).toBe(
      'Cuotas: $ 180.900,00 de $ 161.800,00',
    );
    expect(within(drawer).getByRole('button', { name: 'Guardar plan' })).toHaveProperty('disabled', true);
    type(within(drawer).getByRole('textbox', { name: 'Valor cuota 2' }), '61.800');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Guardar plan' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/cuotasCrear')).toBe(true));
    expect(calls.find((c) => c.url === '/api/cuotasCrear')?.body).toEqual({
      factura_ids: [3],
      cuotas: [
        { fecha: '2027-01-20', monto: '100000' },
        { fecha: '2027-02-20', monto: '61800' },
      ],
    });
  });

  it('lists the receipts with what was collected, filters them by state and opens one to annul it', async () => {
    const { calls } = serve(['facturas.cartera', 'facturas.anular_abono']);
    fireEvent.click(await screen.findByRole('tab', { name: 'Recibos de caja' }));
    const rc1 = (await screen.findByText('RC1')).closest('tr') as HTMLElement;
    expect(plain(rc1.textContent)).toContain('$ 151.800,00');
    expect(plain(rc1.textContent)).toContain('$ 10.000,00');
    expect(within(rc1).getByText('Vigente')).toBeTruthy();
    const rc2 = screen.getByText('RC2').closest('tr') as HTMLElement;
    expect(within(rc2).getByText('Anulado')).toBeTruthy();
    expect(plain(screen.getByTestId('recaudado').textContent)).toBe(
      'Recaudado (recibos vigentes): $ 151.800,00 · retenciones $ 10.000,00',
    );
    await chooseOption('Estado', 'Anulados');
    await waitFor(() =>
      expect(calls.filter((c) => c.url.startsWith('/api/abonoListar')).at(-1)?.body).toEqual({
        estado: 'anulado',
      }),
    );
    fireEvent.click(within(rc1).getByRole('button', { name: 'Ver el recibo RC1' }));
    const drawer = await screen.findByRole('dialog', { name: 'Recibo de caja RC1' });
    expect(within(drawer).getByTestId('recibo-caja')).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Anular el abono' }));
    expect(await within(drawer).findByText('Anular el abono RC1')).toBeTruthy();
  });

  it('offers no advance entry without clientes.ver (the client could not be found)', async () => {
    serve(['facturas.cartera', 'facturas.abonar']);
    await screen.findByText('Viajes Andinos S.A.S.');
    expect(screen.queryByRole('button', { name: 'Registrar anticipo' })).toBeNull();
  });

  it('pages the statement’s receipts: the first page with the statement, the next from abonoListar', async () => {
    const many = {
      ...statement,
      abonos: Array.from({ length: 10 }, (_, i) => ({ ...receipt, id: 20 - i, numero: `RC${20 - i}` })),
      abonos_total: 12,
    };
    const { calls } = serve(['facturas.cartera'], {
      'GET /api/cuentasPorCobrarCliente/8': { status: 200, body: { data: many } },
    });
    const drawer = await openStatement();
    expect(await within(drawer).findByText('Recibos de caja (12)')).toBeTruthy();
    expect(within(drawer).getAllByTestId('recibo')).toHaveLength(10);
    expect(calls.some((c) => c.url.startsWith('/api/abonoListar'))).toBe(false);
    fireEvent.click(within(drawer).getByRole('button', { name: '2' }));
    await waitFor(() => expect(within(drawer).getAllByTestId('recibo')).toHaveLength(2));
    const asked = calls.find((c) => c.url.startsWith('/api/abonoListar'));
    expect(asked?.url).toBe('/api/abonoListar?page=2&per_page=10');
    expect(asked?.body).toEqual({ cliente_id: 8 });
    expect(plain(within(drawer).getAllByTestId('recibo')[0]?.textContent)).toContain('RC1');
  });
});
