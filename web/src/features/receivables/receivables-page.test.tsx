import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSession } from '../../lib/session';
import { chooseOption } from '../../test/choose-option';
import { makeClient, makeUser, pageOf } from '../../test/factories';
import { fakeApi, renderScreen } from '../../test/render-app';

const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ');

const aging = {
  corriente: '100000.00',
  d1_30: '161800.00',
  d31_60: '0.00',
  d61_90: '0.00',
  d90: '0.00',
  saldo: '261800.00',
};
const row = {
  ...aging,
  cliente_id: 8,
  cliente: 'Viajes Andinos S.A.S.',
  documento: 'NIT 900123456',
  facturas: 2,
  limite_credito: null,
  plazo_dias: 30,
};
const statement = {
  cliente_id: 8,
  cliente: 'Viajes Andinos S.A.S.',
  documento: 'NIT 900123456',
  credito_aprobado: true,
  limite_credito: null,
  disponible: null,
  plazo_dias: 30,
  contacto_cobro: 'Marta Cartera',
  fecha: '2026-12-21',
  aging,
  facturas: [
    {
      factura_id: 3,
      numero: 'FE3',
      fecha: '2026-11-20',
      vencimiento: '2026-12-20',
      total: '161800.00',
      notas_credito: '0.00',
      notas_debito: '0.00',
      abonos: '0.00',
      saldo: '161800.00',
      dias_vencida: 1,
      edad: 'd1_30',
    },
  ],
  movimientos: [
    {
      fecha: '2026-11-20',
      tipo: 'factura',
      documento: 'FE3',
      factura: null,
      cargo: '161800.00',
      abono: '0.00',
      saldo: '161800.00',
    },
  ],
  abonos: [],
  abonos_total: 0,
  saldo_favor: '0.00',
  saldo_favor_movimientos: [],
  cuotas: [],
};
const receipt = {
  id: 1,
  numero: 'RC1',
  fecha: '2026-12-21',
  cliente_id: 8,
  cliente: 'Viajes Andinos S.A.S.',
  documento: 'NIT 900123456',
  forma_pago: 'Transferencia',
  monto: '151800.00',
  total_retenciones: '10000.00',
  anticipo: '0.00',
  saldo_favor: '0.00',
  referencia: null,
  estado: 'vigente',
  motivo_anulacion: null,
  aplicaciones: [{ factura_id: 3, factura: 'FE3', monto: '161800.00' }],
  retenciones: [{ tipo: 'retefuente', monto: '10000.00' }],
  usuario: 'Cartera',
};
const openRegister = {
  id: 2,
  name: 'Caja Cartera',
  nombre: 'Caja Cartera',
  estado: true,
  saldo: '0.00',
  isCajaAbierta: true,
  turno_id: 9,
  usuario: 'Cartera',
  abierta_desde: '2026-12-21T12:00:00.000Z',
};

/** The statement of a client holding 20.000 in favour (an advance of RC7). */
const favourable = {
  ...statement,
  saldo_favor: '20000.00',
  saldo_favor_movimientos: [
    {
      fecha: '2026-12-20',
      tipo: 'anticipo',
      concepto: 'Anticipo del recibo RC7',
      documento: 'RC7',
      monto: '20000.00',
      saldo: '20000.00',
    },
  ],
};

function serve(codes: Parameters<typeof makeUser>[0], over: Record<string, unknown> = {}) {
  const api = fakeApi({
    'GET /api/detalleCajaSaldo': { status: 200, body: { data: openRegister } },
    'POST /api/cuentasPorCobrarListar': {
      status: 200,
      body: { ...pageOf([row]), totales: aging, fecha: '2026-12-21' },
    },
    'GET /api/cuentasPorCobrarCliente/8': { status: 200, body: { data: statement } },
    'POST /api/medioPagoListar': {
      status: 200,
      body: pageOf([
        {
          id: 4,
          nombre: 'Transferencia',
          grupo: 'transferencia',
          medio_pago_dian_id: 4,
          medio_pago_dian_codigo: '47',
          medio_pago_dian_nombre: 'Transferencia',
          estado: true,
        },
      ]),
    },
    'POST /api/cuotasCrear': {
      status: 200,
      body: {
        message: 'Plan de 2 cuotas guardado',
        data: { id: 1, facturas: [{ factura_id: 3, numero: 'FE3' }], editable: true, cuotas: [] },
      },
    },
    'POST /api/abonoListar': {
      status: 200,
      body: {
        ...pageOf([
          receipt,
          { ...receipt, id: 2, numero: 'RC2', estado: 'anulado', motivo_anulacion: 'Devuelta' },
        ]),
        totales: { monto: '151800.00', retenciones: '10000.00' },
      },
    },
    'POST /api/abonoCrear': {
      status: 200,
      body: { message: 'Abono registrado con el recibo de caja RC1', data: receipt },
    },
    ...over,
  });
  setSession('tok', makeUser(codes));
  renderScreen('admin/installment');
  return api;
}

function type(input: HTMLElement, text: string) {
  fireEvent.focus(input);
  for (let i = 1; i <= text.length; i++) fireEvent.change(input, { target: { value: text.slice(0, i) } });
  fireEvent.blur(input);
}

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

  it('registers a payment by transfer with a withholding and shows the printable recibo de caja', async () => {
    const { calls } = serve(['facturas.cartera', 'facturas.abonar', 'cajas.abrir']);
    fireEvent.click(await screen.findByRole('button', { name: 'Estado de cuenta de Viajes Andinos S.A.S.' }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Registrar abono' }));
    // The form waits for the user's open register (the money goes into it).
    await waitFor(() =>
      expect(within(drawer).getByRole('textbox', { name: 'Forma de pago' })).toHaveProperty(
        'disabled',
        false,
      ),
    );
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

  it('splits the balance into two monthly installments the user may change, and sends the plan', async () => {
    const { calls } = serve(['facturas.cartera', 'facturas.abonar']);
    fireEvent.click(await screen.findByRole('button', { name: 'Estado de cuenta de Viajes Andinos S.A.S.' }));
    const drawer = await screen.findByRole('dialog');
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
    fireEvent.click(await screen.findByRole('button', { name: 'Estado de cuenta de Viajes Andinos S.A.S.' }));
    const drawer = await screen.findByRole('dialog');
    // The statement shows the balance in favour and its movements.
    expect(plain((await within(drawer).findByText(/Saldo a favor del cliente:/)).textContent)).toContain(
      '$ 20.000,00',
    );
    const favour = within(drawer).getByRole('table', { name: 'Saldo a favor' });
    expect(plain(favour.textContent)).toContain('Anticipo RC7');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Registrar abono' }));
    await waitFor(() =>
      expect(within(drawer).getByRole('textbox', { name: 'Forma de pago' })).toHaveProperty(
        'disabled',
        false,
      ),
    );
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
    fireEvent.click(await screen.findByRole('button', { name: 'Estado de cuenta de Viajes Andinos S.A.S.' }));
    const drawer = await screen.findByRole('dialog');
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
    await waitFor(() =>
      expect(within(drawer).getByRole('textbox', { name: 'Forma de pago' })).toHaveProperty(
        'disabled',
        false,
      ),
    );
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
    fireEvent.click(await screen.findByRole('button', { name: 'Estado de cuenta de Viajes Andinos S.A.S.' }));
    const drawer = await screen.findByRole('dialog');
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
