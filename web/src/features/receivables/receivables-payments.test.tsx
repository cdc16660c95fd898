import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseOption } from '../../test/choose-option';
import { makeClient, pageOf } from '../../test/factories';
import {
  favourable,
  openStatement,
  plain,
  receipt,
  serve,
  statement,
  type,
  waitForRegister,
} from './receivables.fixture';

/** The receivables screen's payment form: money, withholdings, advances, the balance in favour. */
describe('Cuentas por cobrar · abonos y anticipos', () => {
  it('registers a payment by transfer with a withholding and shows the printable recibo de caja', async () => {
    const { calls } = serve(['facturas.cartera', 'facturas.abonar', 'cajas.abrir']);
    const drawer = await openStatement();
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Registrar abono' }));
    await waitForRegister(drawer);
    await chooseOption('Forma de pago', 'Transferencia', drawer);
    type(within(drawer).getByRole('textbox', { name: 'Valor recibido' }), '151.800');
    type(within(drawer).getByRole('textbox', { name: 'Retención en la fuente' }), '10.000');
    expect(plain(within(drawer).getByText(/Total abonado a las facturas/).textContent)).toContain(
      '$ 161.800',
    );
    fireEvent.click(within(drawer).getByRole('button', { name: 'Registrar abono' }));
    await within(drawer).findByTestId('recibo-caja');
    const sent = calls.find((c) => c.url === '/api/abonoCrear');
    expect(sent?.body).toEqual({
      cliente_id: 8,
      forma_pago_id: 4,
      monto: '151800',
      anticipo: false,
      referencia: null,
      retenciones: [{ tipo: 'retefuente', monto: '10000' }],
    });
    expect(sent?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(plain(within(drawer).getByTestId('recibo-caja').textContent)).toContain('Recibo de caja RC1');
    expect(within(drawer).getByRole('button', { name: 'Imprimir' })).toBeTruthy();
  });

  it('keeps the excess as an advance when asked, uses the balance in favour, and shows both', async () => {
    const kept = {
      ...receipt,
      monto: '200000.00',
      total_retenciones: '0.00',
      retenciones: [],
      anticipo: '38200.00',
    };
    const { calls } = serve(['facturas.cartera', 'facturas.abonar', 'cajas.abrir'], {
      'GET /api/cuentasPorCobrarCliente/8': { status: 200, body: { data: favourable } },
      'POST /api/abonoCrear': { status: 200, body: { message: 'Abono registrado', data: kept } },
    });
    const drawer = await openStatement();
    // The statement shows the balance in favour and its movements.
    expect(plain((await within(drawer).findByText(/Saldo a favor del cliente:/)).textContent)).toContain(
      '$ 20.000,00',
    );
    const favour = within(drawer).getByRole('table', { name: 'Saldo a favor' });
    expect(plain(favour.textContent)).toContain('Anticipo RC7');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Registrar abono' }));
    await waitForRegister(drawer);
    await chooseOption('Forma de pago', 'Transferencia', drawer);
    // 250.000 of money and 20.000 of the balance over 261.800 owed: above the balance.
    type(within(drawer).getByRole('textbox', { name: 'Valor recibido' }), '250.000');
    type(within(drawer).getByRole('textbox', { name: /Usar saldo a favor/ }), '20.000');
    const pay = within(drawer).getByRole('button', { name: 'Registrar abono' });
    expect(pay).toHaveProperty('disabled', true);
    // The advance is not offered together with the balance's use: without it, the money's excess is kept.
    const keep = within(drawer).getByRole('checkbox', { name: /Guardar el excedente como anticipo/ });
    expect(keep).toHaveProperty('disabled', true);
    const favorInput = within(drawer).getByRole('textbox', { name: /Usar saldo a favor/ });
    fireEvent.focus(favorInput);
    fireEvent.change(favorInput, { target: { value: '' } });
    fireEvent.blur(favorInput);
    type(within(drawer).getByRole('textbox', { name: 'Valor recibido' }), '300.000');
    fireEvent.click(within(drawer).getByRole('checkbox', { name: /Guardar el excedente como anticipo/ }));
    expect(plain(within(drawer).getByText(/Anticipo:/).textContent)).toContain('$ 38.200,00');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Registrar abono' }));
    const sheet = await within(drawer).findByTestId('recibo-caja');
    expect(plain(sheet.textContent)).toContain(
      'Anticipo (saldo a favor del cliente para sus próximas facturas): $ 38.200,00',
    );
    expect(calls.find((c) => c.url === '/api/abonoCrear')?.body).toEqual({
      cliente_id: 8,
      forma_pago_id: 4,
      monto: '300000',
      anticipo: true,
      referencia: null,
      retenciones: [],
    });
  });

  it('pays with the balance in favour alone without a payment method nor an open register', async () => {
    const used = {
      ...receipt,
      forma_pago: 'Saldo a favor',
      monto: '0.00',
      total_retenciones: '0.00',
      retenciones: [],
      saldo_favor: '20000.00',
    };
    // An accountant without a register of its own (no cajas.* permission: no open register).
    const { calls } = serve(['facturas.cartera', 'facturas.abonar'], {
      'GET /api/cuentasPorCobrarCliente/8': { status: 200, body: { data: favourable } },
      'POST /api/abonoCrear': { status: 200, body: { message: 'Abono registrado', data: used } },
    });
    const drawer = await openStatement();
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Registrar abono' }));
    expect(
      plain((await within(drawer).findByText(/Para recibir el abono abra una caja/)).textContent),
    ).toContain('el saldo a favor del cliente se puede usar sin caja');
    // Money needs the register: its fields stay closed.
    expect(within(drawer).getByRole('textbox', { name: 'Forma de pago' })).toHaveProperty('disabled', true);
    expect(within(drawer).getByRole('textbox', { name: 'Valor recibido' })).toHaveProperty('disabled', true);
    const pay = within(drawer).getByRole('button', { name: 'Registrar abono' });
    expect(pay).toHaveProperty('disabled', true);
    type(within(drawer).getByRole('textbox', { name: /Usar saldo a favor/ }), '20.000');
    // Paid by the balance alone: no method asked, no register alert, the payment may go.
    expect(within(drawer).queryByRole('textbox', { name: 'Forma de pago' })).toBeNull();
    expect(within(drawer).queryByText(/Para recibir el abono abra una caja/)).toBeNull();
    expect(within(drawer).getByTestId('solo-saldo-favor')).toBeTruthy();
    expect(pay).toHaveProperty('disabled', false);
    fireEvent.click(pay);
    await within(drawer).findByTestId('recibo-caja');
    expect(calls.find((c) => c.url === '/api/abonoCrear')?.body).toEqual({
      cliente_id: 8,
      monto: '0',
      anticipo: false,
      saldo_favor: '20000',
      referencia: null,
      retenciones: [],
    });
  });

  it('registers an advance for a client the list does not show (it owes nothing)', async () => {
    const zero = {
      corriente: '0.00',
      d1_30: '0.00',
      d31_60: '0.00',
      d61_90: '0.00',
      d90: '0.00',
      saldo: '0.00',
    };
    const guest = makeClient();
    const clear = {
      ...statement,
      cliente_id: guest.id,
      cliente: guest.nombre_completo,
      documento: 'CC 1020304050',
      credito_aprobado: false,
      aging: zero,
      facturas: [],
      movimientos: [],
    };
    const kept = {
      ...receipt,
      cliente_id: guest.id,
      cliente: guest.nombre_completo,
      monto: '50000.00',
      anticipo: '50000.00',
      total_retenciones: '0.00',
      retenciones: [],
      aplicaciones: [],
    };
    const { calls } = serve(['facturas.cartera', 'facturas.abonar', 'clientes.ver', 'cajas.abrir'], {
      'POST /api/clienteListar': { status: 200, body: pageOf([guest]) },
      'GET /api/cuentasPorCobrarCliente/4': { status: 200, body: { data: clear } },
      'POST /api/abonoCrear': { status: 200, body: { message: 'Abono registrado', data: kept } },
    });
    await screen.findByText('Viajes Andinos S.A.S.');
    fireEvent.click(screen.getByRole('button', { name: 'Registrar anticipo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar anticipo' });
    const next = within(dialog).getByRole('button', { name: 'Continuar' });
    expect(next).toHaveProperty('disabled', true);
    await chooseOption('Cliente', 'Laura Gómez · CC 1020304050', dialog);
    fireEvent.click(next);
    // The client's statement opens on the payment form, which keeps the money as the advance.
    const drawer = await screen.findByRole('dialog', { name: 'Estado de cuenta · Laura Gómez' });
    expect(
      plain((await within(drawer).findByText(/^Registrar anticipo de Laura Gómez/)).textContent),
    ).toContain('saldo $ 0,00');
    await waitForRegister(drawer);
    await chooseOption('Forma de pago', 'Transferencia', drawer);
    type(within(drawer).getByRole('textbox', { name: 'Valor recibido' }), '50.000');
    expect(plain(within(drawer).getByText(/Anticipo:/).textContent)).toContain('$ 50.000,00');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Registrar anticipo' }));
    await within(drawer).findByTestId('recibo-caja');
    expect(calls.find((c) => c.url === '/api/abonoCrear')?.body).toEqual({
      cliente_id: 4,
      forma_pago_id: 4,
      monto: '50000',
      anticipo: true,
      referencia: null,
      retenciones: [],
    });
  });
});
