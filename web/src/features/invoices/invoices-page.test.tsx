import type { TDeliveryState } from '@posada/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSession } from '../../lib/session';
import { chooseOption } from '../../test/choose-option';
import { makeUser, pageOf } from '../../test/factories';
import { invoice } from '../../test/invoice.fixture';
import { fakeApi, renderScreen } from '../../test/render-app';

const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ');

const balance = (saldo: string) => ({
  cliente_id: 5,
  nombre: 'Lucía Fernández',
  documento: 'CE 456789',
  saldo,
  updated_at: '2026-01-06T15:00:00.000Z',
});
const openRegister = {
  id: 2,
  name: 'Caja Recepción',
  nombre: 'Caja Recepción',
  estado: true,
  saldo: '500000.00',
  isCajaAbierta: true,
  turno_id: 9,
  usuario: 'Ana Recepción',
  abierta_desde: '2026-01-06T12:00:00.000Z',
};

const delivery = (estado: TDeliveryState['estado'], over: Partial<TDeliveryState> = {}): TDeliveryState => ({
  estado,
  correo: null,
  intentos: 1,
  proximo_intento: null,
  enviado: null,
  error: null,
  ...over,
});
const electronic = (estado: string | null, over: object = {}) => ({
  estado,
  cufe: estado ? 'a1b2c3'.repeat(16) : null,
  esquema: estado ? ('CUFE' as const) : null,
  url_consulta: estado
    ? `https://catalogo-vpfe-hab.dian.gov.co/document/searchqr?documentkey=${'a1b2c3'.repeat(16)}`
    : null,
  intentos: 1,
  proximo_intento: null,
  enviado: '2026-01-06T15:00:00.000Z',
  mensajes: [],
  error: null,
  entrega: null as TDeliveryState | null,
  ...over,
});

function serve(
  codes: Parameters<typeof makeUser>[0],
  options: { register?: boolean; dian?: ReturnType<typeof electronic> } = {},
) {
  let current = invoice();
  let saldo = '0.00';
  let dian = options.dian ?? electronic(null);
  const api = fakeApi({
    'GET /api/facturacionElectronica/documento': () => ({ status: 200, body: { data: dian } }),
    'POST /api/facturacionElectronica/reenviarCorreo': () => {
      dian = { ...dian, entrega: delivery('pendiente', { intentos: 0 }) };
      return { status: 200, body: { message: 'El correo al comprador quedó en la cola de envío' } };
    },
    'POST /api/facturaReenviar/7': () => {
      dian = electronic('pendiente', { intentos: 0 });
      return { status: 200, body: { data: dian } };
    },
    'GET /api/detalleCajaSaldo': { status: 200, body: { data: options.register ? openRegister : null } },
    'GET /api/saldoFavorMostrar/5': () => ({ status: 200, body: { data: balance(saldo) } }),
    'POST /api/saldoFavorListar': () => ({
      status: 200,
      body: pageOf(saldo === '0.00' ? [] : [balance(saldo)]),
    }),
    'POST /api/saldoFavorDevolver': (call) => {
      saldo = '0.00';
      return {
        status: 200,
        body: {
          message: 'Se devolvieron $ 194.500 a Lucía Fernández',
          data: { ...balance(saldo), devuelto: (call.body as { monto: string }).monto },
        },
      };
    },
    'POST /api/facturaListar': () => ({ status: 200, body: pageOf([current]) }),
    'GET /api/facturaMostrar/7': () => ({ status: 200, body: { data: current } }),
    'POST /api/medioPagoListar': {
      status: 200,
      body: pageOf([
        {
          id: 1,
          nombre: 'Efectivo',
          grupo: 'efectivo',
          medio_pago_dian_id: 1,
          medio_pago_dian_codigo: '10',
          medio_pago_dian_nombre: 'Efectivo',
          estado: true,
        },
      ]),
    },
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
      saldo = current.total;
      current = invoice({
        estado: 'anulada',
        total_notas: current.total,
        notas_credito: [
          {
            id: 1,
            numero: 'NC1',
            fecha: '2026-01-06',
            motivo: 'Error de datos',
            total: current.total,
            devuelto: '0.00',
            saldo_favor: current.total,
          },
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
            devuelto: '0.00',
            saldo_favor: current.total,
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
  it('shows DIAN’s rejection with its rules and sends the invoice again', async () => {
    const rejected = electronic('rechazado', {
      mensajes: ['Regla: FAJ43b, Rechazo: Nombre o razón social no coincide con el RUT'],
    });
    const { calls } = serve(['facturas.ver', 'facturas.crear'], { dian: rejected });
    fireEvent.click(await screen.findByRole('button', { name: 'Ver la factura SETP990000001' }));
    const state = await screen.findByTestId('estado-dian');
    expect(within(state).getByText('DIAN: rechazada')).toBeTruthy();
    expect(within(state).getByText(/FAJ43b/)).toBeTruthy();
    expect(
      within(state)
        .getByRole('link', { name: 'a1b2c3'.repeat(16) })
        .getAttribute('href'),
    ).toContain('documentkey=');
    fireEvent.click(within(state).getByRole('button', { name: 'Reenviar a la DIAN' }));
    expect(await within(state).findByText('DIAN: por enviar')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/api/facturaReenviar/7'))).toBe(true);
  });

  it('shows the e-mail to the buyer and sends it again with «Reenviar correo»', async () => {
    const { calls } = serve(['facturas.ver', 'facturas.crear'], {
      dian: { ...electronic('aceptado'), entrega: delivery('sin_correo') },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Ver la factura SETP990000001' }));
    const mail = await screen.findByTestId('entrega-correo');
    expect(within(mail).getByText('Correo: el cliente no tiene')).toBeTruthy();
    expect(within(mail).getByText('Registre el correo del cliente y reenvíe.')).toBeTruthy();
    fireEvent.click(within(mail).getByRole('button', { name: 'Reenviar correo' }));
    expect(await screen.findByText('Correo: por enviar')).toBeTruthy();
    const sent = calls.find(
      (c) => c.method === 'POST' && c.url.endsWith('/facturacionElectronica/reenviarCorreo'),
    );
    expect(sent?.body).toEqual({ clase: 'factura', id: 7 });
    // While it waits in the queue there is nothing to resend.
    expect(screen.queryByRole('button', { name: 'Reenviar correo' })).toBeNull();
  });

  it('says to whom and when the e-mail went, and why it did not, without a resend for facturas.ver', async () => {
    serve(['facturas.ver'], {
      dian: {
        ...electronic('aceptado'),
        entrega: delivery('error', {
          error: 'Servicio no disponible',
          proximo_intento: '2026-01-06T15:02:00.000Z',
        }),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Ver la factura SETP990000001' }));
    const mail = await screen.findByTestId('entrega-correo');
    expect(within(mail).getByText('Correo: no enviado')).toBeTruthy();
    expect(within(mail).getByText(/Servicio no disponible · nuevo intento/)).toBeTruthy();
    expect(within(mail).queryByRole('button', { name: 'Reenviar correo' })).toBeNull();
  });

  it('shows why a document stopped, and offers no resend without facturas.crear', async () => {
    serve(['facturas.ver'], {
      dian: electronic('error', { error: 'Complete la dirección y la ciudad del hotel' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Ver la factura SETP990000001' }));
    const state = await screen.findByTestId('estado-dian');
    expect(within(state).getByText('DIAN: detenida')).toBeTruthy();
    expect(within(state).queryByRole('button', { name: 'Reenviar a la DIAN' })).toBeNull();
  });

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

  it('prints one base: base plus taxes is the total, no second subtotal (issue 32, item 5)', async () => {
    serve(['facturas.ver']);
    fireEvent.click(await screen.findByRole('button', { name: 'Ver la factura SETP990000001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Factura SETP990000001' });
    const totals = plain(within(dialog).getByTestId('totales-factura').textContent);
    expect(totals).toContain('Base gravable: $ 194.500,00');
    expect(totals).not.toMatch(/Bruto|Subtotal/);
  });

  it('annuls the whole invoice without a register: the form says the money stays in the client favour (issue 32, item 1)', async () => {
    const { calls } = serve(['facturas.ver', 'facturas.anular']);
    fireEvent.click(await screen.findByRole('button', { name: 'Ver la factura SETP990000001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Factura SETP990000001' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anular con nota crédito' }));
    // Before anything is typed, the form says what happens to the money.
    expect(plain(within(dialog).getByTestId('devolucion-aviso').textContent)).toContain(
      'quedará como saldo a favor de Lucía Fernández',
    );
    expect(within(dialog).queryByRole('textbox', { name: 'Devolver el dinero con' })).toBeNull();
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
      devolucion: 'saldo_favor',
    });
    expect(within(dialog).getAllByText('Anulada').length).toBeGreaterThan(0);
    expect(plain(within(dialog).getByTestId('nota-credito').textContent)).toContain(
      'saldo a favor $ 194.500,00',
    );
    expect(plain((await within(dialog).findByTestId('saldo-a-favor')).textContent)).toContain(
      'Saldo a favor de Lucía Fernández: $ 194.500,00',
    );
    // Without facturas.devolver the balance is shown, not refunded.
    expect(within(dialog).queryByRole('button', { name: 'Devolver saldo a favor' })).toBeNull();
  });

  it('lets a cashier with an open register refund at once, or the balance later from its tab', async () => {
    const { calls } = serve(['facturas.ver', 'facturas.anular', 'facturas.devolver', 'cajas.abrir'], {
      register: true,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Ver la factura SETP990000001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Factura SETP990000001' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anular con nota crédito' }));
    const now = await within(dialog).findByRole('radio', {
      name: 'Devolverlo ahora por su caja (Caja Recepción)',
    });
    expect(
      (within(dialog).getByRole('radio', { name: /^Dejarlo como saldo a favor/ }) as HTMLInputElement)
        .checked,
    ).toBe(true);
    fireEvent.click(now);
    expect(within(dialog).getByRole('textbox', { name: 'Devolver el dinero con' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Volver' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anular con nota crédito' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Motivo' }), {
      target: { value: 'Error de datos' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear nota crédito' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Devolver saldo a favor' }));
    expect(plain(within(dialog).getByText(/El dinero sale de su caja abierta/).textContent)).toContain(
      'Caja Recepción',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Valor a devolver' })).toHaveProperty(
      'value',
      '$ 194.500',
    );
    await chooseOption('Medio de la devolución', 'Efectivo', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Devolver' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/saldoFavorDevolver')).toBe(true));
    const sent = calls.find((c) => c.url === '/api/saldoFavorDevolver');
    expect(sent?.body).toEqual({ cliente_id: 5, monto: '194500.00', forma_pago_id: 1, motivo: null });
    expect(sent?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    // Back on the invoice, the balance given back no longer shows.
    await within(dialog).findByTestId('nota-credito');
    await waitFor(() => expect(within(dialog).queryByTestId('saldo-a-favor')).toBeNull());
  });

  it('lists the balances in favour in their own tab', async () => {
    serve(['facturas.ver']);
    fireEvent.click(await screen.findByRole('tab', { name: 'Saldos a favor' }));
    expect(await screen.findByRole('heading', { name: 'Saldos a favor de clientes' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Devolver el saldo a favor/ })).toBeNull();
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
