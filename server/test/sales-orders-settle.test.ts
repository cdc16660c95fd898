import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ventas } from '../src/db/schema';
import { openEventStream } from './helpers/event-stream';
import {
  as,
  cashier,
  colleague,
  dish,
  lineOf,
  open,
  t,
  table,
  useRestaurantOrders,
  waiter,
} from './helpers/restaurant-orders';

/** The restaurant's orders settled, on a room, seen by whom, streamed to the tablets. */
useRestaurantOrders();

describe('the restaurant flow', () => {
  it('settles the order once: the same key twice gives one sale, and the order closes with it', async () => {
    const order = await open(waiter, 2, [lineOf(dish, 1), lineOf(t.soda, 1)]);
    const body = {
      punto_venta_id: t.restaurant,
      orden_id: order.id,
      pagos: [
        { forma_pago_id: t.tarjeta, monto: '22150' },
        { forma_pago_id: t.efectivo, monto: '30000' },
      ],
      propina: '3000',
    };
    const wrongKey = await t.sell(body, waiter.headers, 'otra-clave-cualquiera');
    expect(wrongKey.statusCode).toBe(409);
    const first = await t.sell(body, waiter.headers, order.clave);
    expect(first.statusCode, first.body).toBe(200);
    const sale = first.json().data;
    expect(sale).toMatchObject({ total: '44300.00', propina: '3000.00', cambio: '4850.00' });
    expect(sale.lineas.map((l: { producto: string }) => l.producto)).toEqual([
      'Bandeja paisa',
      'Gaseosa minibar',
    ]);
    const second = await t.sell(body, waiter.headers, order.clave);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data.id).toBe(sale.id);
    expect(
      await t.ctx.db.select().from(ventas).where(eq(ventas.clave_idempotencia, order.clave)),
    ).toHaveLength(1);
    const closed = await as(waiter).get(`/ordenMostrar/${order.id}`);
    expect(closed.json().data).toMatchObject({ estado: 'cerrada', venta_id: sale.id });
    const late = await as(waiter).post(`/ordenActualizar/${order.id}`, { lineas: [lineOf(dish, 1)] });
    expect(late.statusCode).toBe(422);
    // Lines with an order: refused.
    const mixed = await t.sell({ ...body, lineas: [lineOf(dish, 1)] }, waiter.headers, order.clave);
    expect(mixed.statusCode).toBe(400);
  });

  it('opens room service on a room, lists it by room or among the room orders, and charges it to the room', async () => {
    const { room, cuentaId } = await t.occupy('RS1');
    const opened = await as(waiter).post('/ordenCrear', {
      punto_venta_id: t.restaurant,
      habitacion_id: room.id,
      lineas: [lineOf(dish, 1)],
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const order = opened.json().data;
    expect(order).toMatchObject({ mesa_id: null, habitacion_id: room.id, habitacion: 'RS1' });
    // The occupied rooms, with the guest, for a waiter who does not read the rack.
    const rooms = await as(colleague).get('/ventaHabitaciones');
    expect(rooms.statusCode, rooms.body).toBe(200);
    expect(rooms.json().data).toContainEqual({
      id: room.id,
      numero: 'RS1',
      huesped: 'Ana RS1',
      salida: '2026-11-22',
    });
    expect((await t.ctx.app.inject({ method: 'GET', url: '/api/ventaHabitaciones' })).statusCode).toBe(401);
    const reader = await t.ctx.factories.actor({ permisos: ['ventas.ver'], hotelIds: [t.hotelId] });
    expect((await as(reader).get('/ventaHabitaciones')).statusCode).toBe(403);
    const elsewhere = await t.ctx.factories.makeHotel();
    const stranger = await t.ctx.factories.actor({ permisos: ['ventas.crear'], hotelIds: [elsewhere.id] });
    expect((await as(stranger).get('/ventaHabitaciones')).json().data).toEqual([]);
    await open(waiter, 5, [lineOf(dish, 1)]);
    const listed = async (filter: object) =>
      (
        (await as(waiter).post('/ordenListar', { punto_venta_id: t.restaurant, ...filter })).json().data as {
          id: number;
        }[]
      ).map((o) => o.id);
    expect(await listed({ habitacion_id: room.id })).toEqual([order.id]);
    expect(await listed({ habitaciones: true })).toEqual([order.id]);
    expect(
      (await as(waiter).post('/ordenListar', { punto_venta_id: t.restaurant, habitaciones: 'x' })).statusCode,
    ).toBe(400);

    const sold = await t.sell(
      { punto_venta_id: t.restaurant, orden_id: order.id, habitacion_id: room.id },
      waiter.headers,
      order.clave,
    );
    expect(sold.statusCode, sold.body).toBe(200);
    expect(sold.json().data).toMatchObject({
      documento: 'habitacion',
      cuenta_id: cuentaId,
      total: '32400.00',
    });
    expect(await listed({ habitaciones: true })).toEqual([]);
  });

  it('shows a waiter their own orders and the cashier all; another hotel gets 404', async () => {
    const mine = await open(waiter, 1, [lineOf(dish, 1)]);
    const theirs = await open(colleague, 1, [lineOf(t.soda, 1)]);
    const ids = async (who: { headers: Record<string, string> }) =>
      (
        (await as(who).post('/ordenListar', { punto_venta_id: t.restaurant, mesa_id: table(1) })).json()
          .data as { id: number }[]
      ).map((o) => o.id);
    expect(await ids(waiter)).toEqual([mine.id]);
    expect(await ids(colleague)).toEqual([theirs.id]);
    expect((await ids(cashier)).sort()).toEqual([mine.id, theirs.id].sort());
    expect((await as(waiter).get(`/ordenMostrar/${theirs.id}`)).statusCode).toBe(403);
    expect((await as(waiter).post(`/ordenEnviarCocina/${theirs.id}`, {})).statusCode).toBe(403);
    expect((await as(cashier).post(`/ordenEnviarCocina/${theirs.id}`, {})).statusCode).toBe(200);
    const voided = await as(colleague).post(`/ordenAnular/${theirs.id}`, { motivo: 'Se fueron' });
    expect(voided.statusCode).toBe(403);

    const elsewhere = await t.ctx.factories.makeHotel();
    const stranger = await t.ctx.factories.actor({
      permisos: ['ventas.ordenes', 'ventas.todas', 'ventas.crear'],
      hotelIds: [elsewhere.id],
    });
    expect((await as(stranger).get(`/ordenMostrar/${mine.id}`)).statusCode).toBe(404);
    expect((await as(stranger).post(`/ordenEnviarCocina/${mine.id}`, {})).statusCode).toBe(404);
    expect((await as(stranger).post(`/ordenActualizar/${mine.id}`, { lineas: [] })).statusCode).toBe(404);
    expect((await as(stranger).get(`/puntoVentaMesas/${t.restaurant}`)).statusCode).toBe(404);
  });

  it('tells the other tablets: a change of an order streams the event ordenes, once per transaction', async () => {
    const address = await t.ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openEventStream(`${address}/api/eventos`, cashier.headers);
    try {
      const order = await open(waiter, 6, [lineOf(dish, 1), lineOf(t.soda, 1)]);
      const [event] = await stream.waitFor(1);
      expect(event).toEqual({ event: 'ordenes', data: {} });
      await as(waiter).post(`/ordenEnviarCocina/${order.id}`, {});
      expect(await stream.waitFor(2)).toHaveLength(2);
      expect(stream.events.every((e) => e.event === 'ordenes')).toBe(true);
    } finally {
      await stream.close();
    }
  });
});
