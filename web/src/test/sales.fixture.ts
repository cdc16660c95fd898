import type { PermissionCode, TSale, TSaleBody } from '@posada/contracts';
import { setSession } from '../lib/session';
import { makeClient, makeUser, pageOf } from './factories';
import { register } from './register-test-server';
import { fakeApi, renderScreen } from './render-app';

/** The point of sale's fixtures: the Restaurante, its products, a quote and the sale it answers. */
export const outlet = {
  id: 3,
  nombre: 'Restaurante',
  tipo: 'restaurante',
  warehouse_id: 1,
  bodega: 'Bodega principal',
  regimen: 'inc',
  categorias: [],
  productos: [],
  descuento_libre: '0.00',
  estado: true,
};
export const beer = {
  id: 7,
  codigo: 'CERV',
  codigo_barras: '7702004003508',
  nombre: 'Cerveza nacional',
  categoria: 'Bebidas',
  precio: '8000.00',
};
export const water = {
  id: 8,
  codigo: 'AGUA',
  codigo_barras: null,
  nombre: 'Agua sin gas',
  categoria: null,
  precio: '4500.00',
};
export const quote = {
  subtotal: '14814.82',
  impuesto: '1185.18',
  total: '16000.00',
  impuestos: [{ nombre: 'INC 8 %', valor: '1185.18' }],
  documento: 'pos',
  umbral_factura: '261870.00',
  propina_sugerida: '1481.00',
  lineas: [{ valor: '14814.82', impuesto: '1185.18', total: '16000.00' }],
};
export const sale: TSale = {
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
  dian: null,
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
/** ventaCrear's body of two beers paid 16.000 in cash (what the offline queue keeps). */
export const saleBody: TSaleBody = {
  punto_venta_id: 3,
  cliente_id: null,
  habitacion_id: null,
  lineas: [{ product_id: 7, cantidad: '2', nota: null }],
  pagos: [{ forma_pago_id: 1, monto: '16000' }],
  propina: null,
  documento: null,
  credito: null,
  motivo: null,
  orden_id: null,
};
export const cash = {
  id: 1,
  nombre: 'Efectivo',
  grupo: 'efectivo',
  medio_pago_dian_id: null,
  medio_pago_dian_codigo: null,
  medio_pago_dian_nombre: null,
  estado: true,
};

/**
 * The Ventas screen with a fake server selling to the Restaurante (a beer and a water, one quote,
 * one sale), rendered for a user with `codes`; `replies` replace or add answers.
 */
export function serveSales(
  codes: PermissionCode[],
  clients = [makeClient()],
  replies: Parameters<typeof fakeApi>[0] = {},
) {
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
    ...replies,
  });
  setSession('tok', makeUser(codes));
  renderScreen('dashboardSell');
  return api;
}
