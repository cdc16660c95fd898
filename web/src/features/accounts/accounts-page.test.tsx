import type { PermissionCode, TAccountSummary } from '@posada/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSession } from '../../lib/session';
import { account, minibar } from '../../test/account.fixture';
import { chooseOption } from '../../test/choose-option';
import { makeUser, pageOf } from '../../test/factories';
import { invoice } from '../../test/invoice.fixture';
import { occupiedRoomDetail } from '../../test/rack-room.fixture';
import { register } from '../../test/register-test-server';
import { fakeApi, renderScreen } from '../../test/render-app';

const summary = (a = account()): TAccountSummary => {
  const { movimientos: _m, totales_impuestos: _t, pagos: _p, descuentos: _d, estancia: _e, ...rest } = a;
  return rest;
};
const company = account({
  id: 31,
  tipo: 'empresa',
  habitacion: null,
  estancia_id: null,
  estancia: null,
  cliente: { id: 6, nombre: 'Viajes Andinos S.A.S.', documento: 'NIT 900765432-6' },
  movimientos: [],
  cargos: '0.00',
  saldo: '0.00',
});
/** The company's account owing $ 45.000 (moved charges). */
const owing = { ...company, cargos: '45000.00', saldo: '45000.00' };
const done = { message: 'Listo', data: { cuenta_id: 30, movimientos: [9], saldo: '0.00' } };
const method = (id: number, nombre: string, grupo: string) => ({
  id,
  nombre,
  grupo,
  medio_pago_dian_id: null,
  medio_pago_dian_codigo: null,
  medio_pago_dian_nombre: null,
  estado: true,
});

const noCheck = { exigido: false, faltantes: [] as string[], mensaje: null as string | null };

function serve(codes: PermissionCode[], shown = account(), buyer = noCheck) {
  const api = fakeApi({
    'GET /api/facturacionElectronica/comprador/4': { status: 200, body: { data: buyer } },
    'POST /api/cuentaListar': { status: 200, body: pageOf([summary(), summary(owing)]) },
    'GET /api/cuentaMostrar/30': { status: 200, body: { data: shown } },
    'GET /api/gatProductosServicio': { status: 200, body: { data: minibar } },
    'GET /api/bodega/array': { status: 200, body: { data: [{ id: 1, nombre: 'Bodega principal' }] } },
    'GET /api/getEmpleadosHabitacion': {
      status: 200,
      body: { data: [{ id: 4, nombres: 'Rosa', cargo: 'Camarera' }] },
    },
    'POST /api/medioPagoListar': { status: 200, body: pageOf([method(1, 'Efectivo', 'efectivo')]) },
    'GET /api/detalleCajaSaldo': { status: 200, body: { data: register('0.00') } },
    'POST /api/saveDetalleRoom': { status: 200, body: done },
    'POST /api/cuentaPago': { status: 200, body: done },
    'POST /api/cuentaTrasladar': { status: 200, body: done },
    'GET /api/cuentaMostrar/31': { status: 200, body: { data: owing } },
    'GET /api/getRoomDashBoard/1': { status: 200, body: { data: occupiedRoomDetail(30) } },
    'POST /api/facturaCrear': {
      status: 200,
      body: {
        message: 'Factura SETP990000004 emitida',
        data: invoice({ id: 4, numero: 'SETP990000004', cambio: '5000.00' }),
      },
    },
  });
  setSession('tok', makeUser(codes));
  renderScreen('dashboardFacturacion');
  return api;
}

async function openAccount() {
  fireEvent.click(await screen.findByRole('button', { name: 'Ver la cuenta 30' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cuenta N.º 30' });
  await within(dialog).findByRole('table', { name: 'Movimientos de la cuenta' });
  return dialog;
}

const all: PermissionCode[] = ['cuentas.ver', 'cuentas.cargar', 'cuentas.pagar', 'cuentas.trasladar'];

describe('Detalle Cuentas', () => {
  it('shows the expected total with the nights still to post, and where the lodging goes', async () => {
    serve(
      ['cuentas.ver'],
      account({
        noches_pendientes: 2,
        total_estimado: '535500.00',
        alojamiento_a_cargo: { cuenta_id: 31, nombre: 'Viajes Andinos S.A.S.', abierta: true },
      }),
    );
    const dialog = await openAccount();
    expect(within(dialog).getByTestId('total-estimado').textContent).toMatch(
      /^Total estimado \$\s535\.500,00 \(2 noches por cargar\)$/,
    );
    expect(within(dialog).getByTestId('alojamiento-a-cargo').textContent).toBe(
      'Alojamiento a cargo de Viajes Andinos S.A.S. (cuenta 31)',
    );
  });

  it('lists the open accounts with a balance, paged by the server', async () => {
    const { calls } = serve(['cuentas.ver']);
    expect(await screen.findByRole('heading', { name: 'Detalle Cuentas', level: 1 })).toBeTruthy();
    expect(await screen.findByText('Viajes Andinos S.A.S.')).toBeTruthy();
    const list = calls.find((c) => c.url.startsWith('/api/cuentaListar'));
    expect(list?.body).toEqual({ estado: 'abierta', con_saldo: true });
    expect(list?.url).toContain('page=1');
    // Without facturas.ver the day's billing is not asked for.
    expect(calls.some((c) => c.url.includes('facturacionResumen'))).toBe(false);
    // The holder filter asks for its clients when its list is opened, not on a first visit.
    expect(calls.some((c) => c.url.includes('clienteListar'))).toBe(false);
    fireEvent.click(screen.getByRole('textbox', { name: 'Huésped o empresa' }));
    await waitFor(() => expect(calls.some((c) => c.url.includes('clienteListar'))).toBe(true));
  });

  it('keeps the day’s tables in boxes of one size and says when one scrolls', async () => {
    const owed = Array.from({ length: 6 }, (_, i) => ({
      cuenta_id: 40 + i,
      nombre: `Cuenta ${i + 1}`,
      saldo: '1000.00',
    }));
    fakeApi({
      'POST /api/cuentaListar': { status: 200, body: pageOf([summary()]) },
      'GET /api/facturacionResumen': {
        status: 200,
        body: {
          data: {
            fecha: '2026-11-20',
            facturas: 1,
            total: '119000.00',
            impuestos: [
              { tipo: 'IVA', porcentaje: '19.00', nombre: 'IVA 19 %', base: '100000.00', valor: '19000.00' },
            ],
            medios: [],
            notas_credito: '0.00',
            salidas_pendientes: [],
            cuentas_con_saldo: owed,
          },
        },
      },
    });
    setSession('tok', makeUser(['cuentas.ver', 'facturas.ver']));
    renderScreen('dashboardFacturacion');
    expect(await screen.findByText('6 filas: desplace la tabla para ver todas')).toBeTruthy();
    expect(screen.getByText('1 fila')).toBeTruthy();
    // Every row is in the table (scrolled inside its box), the last one too.
    const owedTable = screen.getByRole('table', { name: 'Cuentas con saldo' });
    expect(within(owedTable).getByRole('button', { name: 'Cuenta 6' })).toBeTruthy();
    const box = screen.getByRole('region', { name: 'Cuentas con saldo' });
    // The browser's own scrolling (no ScrollArea drawn by React), reachable by keyboard.
    expect(box.tabIndex).toBe(0);
    expect(box.style.overflow).toBe('auto');
    expect(box.contains(owedTable)).toBe(true);
  });

  it('charges two products to the room of the account in one call', async () => {
    const { calls } = serve(all);
    const dialog = await openAccount();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cargar consumo' }));
    await chooseOption('Producto o servicio 1', 'Agua sin gas 600 ml', dialog);
    await waitFor(() =>
      expect((within(dialog).getByRole('textbox', { name: 'Precio 1' }) as HTMLInputElement).value).toBe(
        '$ 4.500',
      ),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Agregar otro consumo' }));
    await chooseOption('Producto o servicio 2', 'Desayuno americano', dialog);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Cantidad 2' }), { target: { value: '2' } });
    await chooseOption('Atendió 2', 'Rosa', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cargar' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/saveDetalleRoom')).toBe(true));
    expect(calls.find((c) => c.url === '/api/saveDetalleRoom')?.body).toEqual({
      habitacion_id: 1,
      // At their list prices: no price, discount or reason is sent.
      lineas: [
        { product_id: 2, cantidad: '1', warehouse_id: 1, empleado_id: null },
        // A service leaves no warehouse.
        { product_id: 3, cantidad: '2', warehouse_id: null, empleado_id: 4 },
      ],
      motivo: null,
    });
  });

  it('keeps the list price for a user without cuentas.precio, and offers no discount', async () => {
    serve(all);
    const dialog = await openAccount();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cargar consumo' }));
    await chooseOption('Producto o servicio 1', 'Desayuno americano', dialog);
    const price = within(dialog).getByRole('textbox', { name: 'Precio 1' }) as HTMLInputElement;
    await waitFor(() => expect(price.value).toBe('$ 25.000'));
    expect(price.disabled).toBe(true);
    expect(within(dialog).queryByRole('textbox', { name: 'Descuento 1' })).toBeNull();
    expect(within(dialog).getByText(/Cobrar otro precio requiere el permiso/)).toBeTruthy();
  });

  it('asks a supervisor for the reason of another price or a discount, and sends it', async () => {
    const { calls } = serve([...all, 'cuentas.precio', 'cuentas.descuento']);
    const dialog = await openAccount();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cargar consumo' }));
    await chooseOption('Producto o servicio 1', 'Desayuno americano', dialog);
    const price = within(dialog).getByRole('textbox', { name: 'Precio 1' }) as HTMLInputElement;
    await waitFor(() => expect(price.value).toBe('$ 25.000'));
    expect(within(dialog).queryByRole('textbox', { name: /Motivo/ })).toBeNull();
    fireEvent.change(price, { target: { value: '20.000' } });
    const send = within(dialog).getByRole('button', { name: 'Cargar' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Motivo/ }), {
      target: { value: 'Huésped frecuente' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Descuento 1' }), {
      target: { value: '1.000' },
    });
    expect(send.disabled).toBe(false);
    fireEvent.click(send);
    await waitFor(() => expect(calls.some((c) => c.url === '/api/saveDetalleRoom')).toBe(true));
    expect(calls.find((c) => c.url === '/api/saveDetalleRoom')?.body).toEqual({
      habitacion_id: 1,
      lineas: [
        {
          product_id: 3,
          cantidad: '1',
          precio: '20000',
          descuento: '1000',
          warehouse_id: null,
          empleado_id: null,
        },
      ],
      motivo: 'Huésped frecuente',
    });
  });

  it('takes a payment above the balance only as an explicit advance, with an idempotency key', async () => {
    // Paid into the user's open register: a role that can hold one (issue 32 item 11).
    const { calls } = serve([...all, 'cajas.abrir']);
    const dialog = await openAccount();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registrar pago' }));
    // The top bar's register is asked for after the first paint: the form waits for it.
    await waitFor(() => expect(within(dialog).queryByText('No tiene una caja abierta')).toBeNull());
    await chooseOption('Medio de pago', 'Efectivo', dialog);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Valor' }), {
      target: { value: '200.000' },
    });
    const send = within(dialog).getByRole('button', { name: 'Registrar pago' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Recibir como anticipo/ }));
    expect(send.disabled).toBe(false);
    fireEvent.click(send);
    await waitFor(() => expect(calls.some((c) => c.url === '/api/cuentaPago')).toBe(true));
    const payment = calls.find((c) => c.url === '/api/cuentaPago');
    expect(payment?.body).toEqual({ cuenta_id: 30, forma_pago_id: 1, monto: '200000', anticipo: true });
    expect(payment?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('moves part of a charge to another open account', async () => {
    const { calls } = serve(all);
    const dialog = await openAccount();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Acciones de «Alojamiento»' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Trasladar' }));
    await chooseOption('Cuenta de destino', 'Empresa · Viajes Andinos S.A.S. (cuenta 31)', dialog);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Valor a trasladar' }), {
      target: { value: '100.000' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Trasladar' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/cuentaTrasladar')).toBe(true));
    expect(calls.find((c) => c.url === '/api/cuentaTrasladar')?.body).toEqual({
      movimiento_id: 1,
      monto: '100000',
      cuenta_destino_id: 31,
    });
  });

  it('invoices a company account from its dialog, with change for cash and an idempotency key', async () => {
    const { calls } = serve([...all, 'facturas.crear']);
    fireEvent.click(await screen.findByRole('button', { name: 'Ver la cuenta 31' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cuenta N.º 31' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Facturar' }));
    await chooseOption('Medio de pago 1', 'Efectivo', dialog);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Valor 1' }), {
      target: { value: '50.000' },
    });
    expect((await within(dialog).findByTestId('cambio')).textContent?.replace(/\u00a0/g, ' ')).toBe(
      'Cambio en efectivo: $ 5.000,00',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Facturar' }));
    expect((await within(dialog).findByTestId('factura-emitida')).textContent).toBe(
      'Factura SETP990000004 emitida.',
    );
    const call = calls.find((c) => c.url === '/api/facturaCrear');
    expect(call?.body).toEqual({ cuenta_id: 31, pagos: [{ forma_pago_id: 1, monto: '50000' }] });
    expect(call?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('offers no Facturar on a stay’s account (its check-out invoices it)', async () => {
    serve([...all, 'facturas.crear']);
    const dialog = await openAccount();
    expect(within(dialog).getByRole('button', { name: 'Estado de cuenta' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Facturar' })).toBeNull();
  });

  it('checks a stay out from its account: the room’s own check-out form opens', async () => {
    serve(['cuentas.ver', 'rack.desocupar']);
    const dialog = await openAccount();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Desocupar y facturar' }));
    const room = await screen.findByRole('dialog', { name: 'Habitación 101' });
    expect(await within(room).findByRole('button', { name: 'Desocupar y facturar' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cuenta N.º 30' })).toBeNull());
  });

  it('says before the check-out what the guest’s data lacks for the electronic invoice, and holds the button', async () => {
    const mensaje =
      'La facturación electrónica exige completar los datos del cliente Laura Gómez: tipo de documento reconocido por la DIAN (Clientes → editar)';
    serve(['cuentas.ver', 'rack.desocupar'], account(), {
      exigido: true,
      faltantes: ['tipo de documento reconocido por la DIAN'],
      mensaje,
    });
    const dialog = await openAccount();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Desocupar y facturar' }));
    const room = await screen.findByRole('dialog', { name: 'Habitación 101' });
    expect((await within(room).findByTestId('comprador-incompleto')).textContent).toContain(mensaje);
    const confirm = within(room).getByRole('button', { name: 'Desocupar y facturar' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
  });

  it('offers no check-out without rack.desocupar', async () => {
    serve(['cuentas.ver']);
    const dialog = await openAccount();
    expect(within(dialog).queryByRole('button', { name: 'Desocupar y facturar' })).toBeNull();
  });
});
