import type { PermissionCode, TOrder } from '@posada/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSession } from '../../lib/session';
import { chooseOption } from '../../test/choose-option';
import { makeUser, pageOf } from '../../test/factories';
import { register } from '../../test/register-test-server';
import { fakeApi, renderScreen } from '../../test/render-app';
import { outlet, sale } from '../../test/sales.fixture';

const dish = {
  id: 7,
  codigo: 'SOBR',
  codigo_barras: null,
  nombre: 'Sobrebarriga',
  categoria: 'Restaurante',
  precio: '32000.00',
};
const dessert = {
  id: 8,
  codigo: 'POST',
  codigo_barras: null,
  nombre: 'Postre de natas',
  categoria: 'Postres',
  precio: '12000.00',
};
const order: TOrder = {
  id: 21,
  punto_venta_id: 3,
  mesa_id: 4,
  mesa: 'Mesa 4',
  habitacion_id: null,
  habitacion: null,
  usuario_id: 1,
  mesero: 'Mateo Mesero',
  estado: 'abierta',
  partes: 1,
  total: '64000.00',
  pendientes: 0,
  creada: '2026-11-20T20:00:00.000Z',
  venta_id: null,
  clave: 'orden-abc',
  motivo: null,
  lineas: [
    {
      id: 5,
      product_id: 7,
      producto: 'Sobrebarriga',
      categoria: 'Restaurante',
      cantidad: '2.000',
      enviada: '2.000',
      precio: null,
      descuento: null,
      nota: null,
    },
  ],
};
const quote = {
  subtotal: '70370.37',
  impuesto: '5629.63',
  total: '76000.00',
  impuestos: [{ nombre: 'INC 8 %', valor: '5629.63' }],
  documento: 'pos',
  umbral_factura: '261870.00',
  propina_sugerida: '7037.00',
  lineas: [
    { valor: '59259.26', impuesto: '4740.74', total: '64000.00' },
    { valor: '11111.11', impuesto: '888.89', total: '12000.00' },
  ],
};
const withDessert: TOrder = {
  ...order,
  lineas: [
    ...order.lineas,
    {
      ...order.lineas[0],
      id: 6,
      product_id: 8,
      producto: 'Postre de natas',
      categoria: 'Postres',
      cantidad: '1.000',
      enviada: '0.000',
    } as TOrder['lineas'][number],
  ],
};

function serve(codes: PermissionCode[] = [], replies: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    'POST /api/puntoVentaListar': { status: 200, body: pageOf([outlet]) },
    'GET /api/puntoVentaProductos/3': { status: 200, body: { data: [dish, dessert] } },
    'GET /api/puntoVentaMesas/3': {
      status: 200,
      body: {
        data: [
          { id: 3, nombre: 'Mesa 3', estado: true, ordenes: 0, total: '0.00' },
          { id: 4, nombre: 'Mesa 4', estado: true, ordenes: 1, total: '64000.00' },
        ],
      },
    },
    'POST /api/ordenListar': { status: 200, body: pageOf([order]) },
    'GET /api/ordenMostrar/21': { status: 200, body: { data: order } },
    'POST /api/ordenActualizar/21': { status: 200, body: { message: 'Orden guardada', data: withDessert } },
    'POST /api/ordenEnviarCocina/21': {
      status: 200,
      body: {
        message: 'Enviado a cocina: 1 comanda',
        data: { ...withDessert, lineas: withDessert.lineas.map((l) => ({ ...l, enviada: l.cantidad })) },
        comandas: [
          {
            estacion_id: 1,
            estacion: 'Cocina',
            lineas: [{ producto: 'Postre de natas', cantidad: '1.000', nota: null }],
          },
        ],
        enviada_at: '2026-11-20T20:30:00.000Z',
      },
    },
    'POST /api/ventaCotizar': { status: 200, body: { data: quote } },
    'GET /api/detalleCajaSaldo': { status: 200, body: { data: register('50000.00') } },
    ...replies,
  });
  setSession('tok', makeUser(['ventas.ver', 'ventas.crear', 'ventas.ordenes', ...codes]));
  renderScreen('dashboardSell');
  return api;
}

describe('Ventas → Mesas', () => {
  it('shows the tables free or occupied, and sends to the kitchen only what is new', async () => {
    const { calls } = serve();
    fireEvent.click(await screen.findByRole('tab', { name: 'Mesas' }));
    expect((await screen.findByTestId('mesa-Mesa 3')).textContent).toContain('Libre');
    expect(screen.getByTestId('mesa-Mesa 4').textContent).toContain('64.000');
    fireEvent.click(screen.getByRole('button', { name: 'Mesa 4' }));
    expect((await screen.findByTestId('linea-1')).textContent).toContain('En cocina: 2');
    fireEvent.click(await screen.findByRole('button', { name: 'Agregar Postre de natas' }));
    const send = screen.getByRole('button', { name: 'Enviar a cocina' });
    await waitFor(() => expect(send).toHaveProperty('disabled', false));
    fireEvent.click(send);
    const comandas = await screen.findByRole('dialog', { name: 'Comandas enviadas' });
    expect(within(comandas).getByTestId('comanda-Cocina').textContent).toContain('1 × Postre de natas');
    const saved = calls.find((c) => c.url === '/api/ordenActualizar/21');
    expect(saved?.body).toEqual({
      lineas: [
        { id: 5, product_id: 7, cantidad: '2', nota: null },
        { id: null, product_id: 8, cantidad: '1', nota: null },
      ],
    });
    expect(calls.some((c) => c.url === '/api/ordenEnviarCocina/21')).toBe(true);
  });

  it('asks the reason of a discount above the outlet’s free percentage, as the quick sale does', async () => {
    const { calls } = serve([], {
      'POST /api/puntoVentaListar': { status: 200, body: pageOf([{ ...outlet, descuento_libre: '10.00' }]) },
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Mesas' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Mesa 4' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Agregar Postre de natas' }));
    const dessertLine = await screen.findByTestId('linea-2');
    const discount = within(dessertLine).getByRole('textbox', { name: 'Descuento' });
    const send = screen.getByRole('button', { name: 'Enviar a cocina' });
    // 1.200 of 12.000 is the outlet's 10 %: any waiter may give it, no reason asked.
    fireEvent.change(discount, { target: { value: '1200' } });
    await waitFor(() => expect(send).toHaveProperty('disabled', false));
    expect(
      screen.queryByRole('textbox', { name: /^Motivo del cambio de precio o del descuento/ }),
    ).toBeNull();
    // A peso more asks the reason, and nothing is sent without it.
    fireEvent.change(discount, { target: { value: '1201' } });
    const reason = await screen.findByRole('textbox', {
      name: /^Motivo del cambio de precio o del descuento/,
    });
    expect(send).toHaveProperty('disabled', true);
    fireEvent.change(reason, { target: { value: 'Cliente frecuente' } });
    await waitFor(() => expect(send).toHaveProperty('disabled', false));
    fireEvent.click(send);
    await screen.findByRole('dialog', { name: 'Comandas enviadas' });
    expect(calls.find((c) => c.url === '/api/ordenActualizar/21')?.body).toEqual({
      lineas: [
        { id: 5, product_id: 7, cantidad: '2', nota: null },
        { id: null, product_id: 8, cantidad: '1', descuento: '1201', nota: null },
      ],
      motivo: 'Cliente frecuente',
    });
  });

  it('offers the split in equal shares with their amounts', async () => {
    serve();
    fireEvent.click(await screen.findByRole('tab', { name: 'Mesas' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Mesa 4' }));
    await screen.findByTestId('linea-1');
    const split = screen.getByRole('button', { name: 'Dividir cuenta' });
    await waitFor(() => expect(split).toHaveProperty('disabled', false));
    fireEvent.click(split);
    const dialog = await screen.findByRole('dialog', { name: 'Dividir cuenta' });
    await waitFor(() => expect(within(dialog).getByTestId('partes').textContent).toContain('2 pagos de'));
  });

  it('lets a waiter open room service on an occupied room, shows whose account, and charges the order to the room', async () => {
    const roomOrder: TOrder = {
      ...order,
      id: 30,
      mesa_id: null,
      mesa: null,
      habitacion_id: 12,
      habitacion: '101',
      total: '12000.00',
      clave: 'orden-habitacion',
      lineas: [],
    };
    const opened = { ...roomOrder, lineas: [{ ...withDessert.lineas[1], id: 9 }] } as TOrder;
    let created = false;
    const { calls } = serve([], {
      // The occupied rooms from the point of sale's own list: a waiter does not read the rack.
      'GET /api/ventaHabitaciones': {
        status: 200,
        body: { data: [{ id: 12, numero: '101', huesped: 'Laura Gómez', salida: '2026-11-22' }] },
      },
      'POST /api/ordenListar': (call) => {
        const body = call.body as { habitaciones?: boolean; habitacion_id?: number };
        if (body.habitaciones || body.habitacion_id)
          return { status: 200, body: pageOf(created ? [opened] : []) };
        return { status: 200, body: pageOf([order]) };
      },
      'POST /api/ordenCrear': () => {
        created = true;
        return { status: 200, body: { message: 'Orden abierta', data: opened } };
      },
      'GET /api/ordenMostrar/30': { status: 200, body: { data: opened } },
      'POST /api/ventaCrear': {
        status: 200,
        body: {
          message: 'Venta registrada',
          data: {
            ...sale,
            id: 41,
            documento: 'habitacion',
            numero: null,
            habitacion_id: 12,
            habitacion: '101',
            total: '12000.00',
            pagado: '0.00',
            cambio: '0.00',
            pagos: [],
          },
        },
      },
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Mesas' }));
    const section = await screen.findByTestId('servicio-habitacion');
    // Only the occupied rooms are offered, and the pick says whose account it is.
    await chooseOption('Habitación ocupada', '101 · Laura Gómez', section);
    expect(within(section).getByText('Cuenta de Laura Gómez · sale el 22/11/2026')).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Abrir pedido' }));
    expect((await screen.findByTestId('huesped')).textContent).toBe(
      'Cuenta de Laura Gómez · sale el 22/11/2026',
    );
    expect(screen.queryByRole('button', { name: 'Trasladar o unir' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Agregar Postre de natas' }));
    const charge = screen.getByRole('button', { name: 'Cargar a la habitación' });
    await waitFor(() => expect(charge).toHaveProperty('disabled', false));
    fireEvent.click(charge);
    await screen.findByTestId('tiquete');
    expect(calls.find((c) => c.url === '/api/ordenCrear')?.body).toEqual({
      punto_venta_id: 3,
      habitacion_id: 12,
      lineas: [{ id: null, product_id: 8, cantidad: '1', nota: null }],
    });
    const sold = calls.find((c) => c.url === '/api/ventaCrear');
    expect(sold?.idempotencyKey).toBe('orden-habitacion');
    expect(sold?.body).toMatchObject({ orden_id: 30, habitacion_id: 12, pagos: [], punto_venta_id: 3 });

    // Back on the view, the room shows with its open order.
    fireEvent.click(screen.getByRole('button', { name: 'Volver a la habitación' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mesas' }));
    expect((await screen.findByTestId('mesa-Habitación 101')).textContent).toContain('12.000');
  });
});
