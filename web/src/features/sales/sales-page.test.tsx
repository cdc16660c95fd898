import type { PermissionCode, TSale } from '@posada/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSession } from '../../lib/session';
import { chooseOption } from '../../test/choose-option';
import { makeClient, makeUser, pageOf } from '../../test/factories';
import { register } from '../../test/register-test-server';
import { fakeApi, renderScreen } from '../../test/render-app';

const outlet = {
  id: 3,
  nombre: 'Restaurante',
  tipo: 'restaurante',
  warehouse_id: 1,
  bodega: 'Bodega principal',
  regimen: 'inc',
  estado: true,
};
const beer = {
  id: 7,
  codigo: 'CERV',
  codigo_barras: '7702004003508',
  nombre: 'Cerveza nacional',
  categoria: 'Bebidas',
  precio: '8000.00',
};
const water = {
  id: 8,
  codigo: 'AGUA',
  codigo_barras: null,
  nombre: 'Agua sin gas',
  categoria: null,
  precio: '4500.00',
};
const quote = {
  subtotal: '14814.82',
  impuesto: '1185.18',
  total: '16000.00',
  impuestos: [{ nombre: 'INC 8 %', valor: '1185.18' }],
  documento: 'pos',
  umbral_factura: '261870.00',
  propina_sugerida: '1481.00',
  lineas: [{ valor: '14814.82', impuesto: '1185.18', total: '16000.00' }],
};
const sale: TSale = {
  id: 40,
  punto_venta_id: 3,
  punto_venta: 'Restaurante',
  regimen: 'inc',
  documento: 'pos',
  numero: 'POS12',
  resolucion: null,
  fecha: '2026-11-20',
  creada: '2026-11-20T20:00:00.000Z',
  cliente_id: null,
  cliente: 'Consumidor final',
  cliente_documento: '222222222222',
  habitacion_id: null,
  habitacion: null,
  cuenta_id: null,
  usuario: 'Camila Cajera',
  subtotal: '14814.82',
  impuesto: '1185.18',
  total: '16000.00',
  propina: '0.00',
  pagado: '20000.00',
  cambio: '4000.00',
  factura_id: null,
  credito: false,
  vencimiento: null,
  nota_anulacion: null,
  estado: 'emitida',
  motivo_anulacion: null,
  lineas: [
    {
      id: 1,
      product_id: 7,
      producto: 'Cerveza nacional',
      cantidad: '2.000',
      precio: '8000.00',
      descuento: '0.00',
      valor: '14814.82',
      impuesto: '1185.18',
      total: '16000.00',
      impuestos: [{ tipo: 'INC', nombre: 'INC 8 %', porcentaje: '8.00', base: '14814.82', valor: '1185.18' }],
      nota: null,
    },
  ],
  pagos: [{ forma_pago_id: 1, forma_pago: 'Efectivo', monto: '20000.00' }],
};
const cash = {
  id: 1,
  nombre: 'Efectivo',
  grupo: 'efectivo',
  medio_pago_dian_id: null,
  medio_pago_dian_codigo: null,
  medio_pago_dian_nombre: null,
  estado: true,
};

function serve(codes: PermissionCode[], clients = [makeClient()]) {
  const api = fakeApi({
    'POST /api/clienteListar': { status: 200, body: pageOf(clients) },
    'POST /api/puntoVentaListar': { status: 200, body: pageOf([outlet]) },
    'GET /api/puntoVentaProductos/3': { status: 200, body: { data: [beer, water] } },
    'POST /api/ventaCotizar': { status: 200, body: { data: quote } },
    'POST /api/ventaCrear': {
      status: 200,
      body: { message: 'Venta registrada: tiquete POS POS12', data: sale },
    },
    'POST /api/ventaListar': { status: 200, body: pageOf([sale]) },
    'POST /api/medioPagoListar': { status: 200, body: pageOf([cash]) },
    'GET /api/detalleCajaSaldo': { status: 200, body: { data: register('50000.00') } },
  });
  setSession('tok', makeUser(codes));
  renderScreen('dashboardSell');
  return api;
}

describe('Ventas', () => {
  it('adds by barcode with Enter, prices the order on the server, and sells paying cash with change', async () => {
    const { calls } = serve(['ventas.ver', 'ventas.crear', 'cajas.abrir']);
    const search = await screen.findByRole('textbox', { name: 'Buscar producto' });
    await screen.findByRole('button', { name: 'Agregar Cerveza nacional' });
    fireEvent.change(search, { target: { value: '7702004003508' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Agregar Cerveza nacional' }));
    expect(await screen.findByTestId('total')).toHaveProperty('textContent', '$\u00a016.000');
    const quoted = calls.filter((c) => c.url === '/api/ventaCotizar').at(-1);
    expect(quoted?.body).toEqual({
      punto_venta_id: 3,
      lineas: [{ product_id: 7, cantidad: '2', nota: null }],
      habitacion_id: null,
      documento: null,
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Cobrar' })).toHaveProperty('disabled', false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cobrar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cobrar' });
    expect(within(dialog).getByTestId('documento-a-emitir').textContent).toContain('Tiquete POS');
    await chooseOption('Medio de pago 1', 'Efectivo', dialog);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Valor 1' }), {
      target: { value: '20000' },
    });
    expect((await within(dialog).findByTestId('cambio')).textContent).toContain('4.000');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registrar venta' }));
    const ticket = await screen.findByTestId('tiquete');
    expect(ticket.textContent).toContain('Tiquete POS POS12');
    const sold = calls.find((c) => c.url === '/api/ventaCrear');
    expect(sold?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(sold?.body).toMatchObject({
      punto_venta_id: 3,
      pagos: [{ forma_pago_id: 1, monto: '20000' }],
      propina: null,
    });
  });

  it('shows only the registered sales to a user who may not sell', async () => {
    serve(['ventas.ver']);
    expect(await screen.findByRole('heading', { name: 'Ventas registradas' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Vender' })).toBeNull();
    expect(await screen.findByText('POS12')).toBeTruthy();
  });

  it('offers «A crédito» for a client with approved credit, and sells on credit without payments', async () => {
    const firm = makeClient({
      id: 9,
      nombre_completo: 'Hoteles Andinos S.A.S.',
      tipo_documento: 'NIT',
      numero_documento: '900123456',
      credito_aprobado: true,
      limite_credito: '500000.00',
      plazo_dias: 30,
    });
    const { calls } = serve(['ventas.ver', 'ventas.crear'], [firm]);
    fireEvent.click(await screen.findByRole('button', { name: 'Agregar Cerveza nacional' }));
    await screen.findByTestId('total');
    fireEvent.click(screen.getByRole('radio', { name: 'Cliente' }));
    expect(screen.queryByRole('button', { name: 'A crédito' })).toBeNull();
    await chooseOption('Cliente', 'Hoteles Andinos S.A.S. · NIT 900123456');
    expect((await screen.findByTestId('credito')).textContent).toContain('plazo 30 días');
    const credit = screen.getByRole('button', { name: 'A crédito' });
    await waitFor(() => expect(credit).toHaveProperty('disabled', false));
    fireEvent.click(credit);
    await screen.findByTestId('tiquete');
    expect(calls.find((c) => c.url === '/api/ventaCrear')?.body).toMatchObject({
      cliente_id: 9,
      credito: true,
      documento: 'factura',
      pagos: [],
    });
  });
});
