import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria, cajas, ordenes, ventas } from '../src/db/schema';
import { openEventStream } from './helpers/event-stream';
import { salesContext, sellerCodes } from './helpers/sales';

let t: Awaited<ReturnType<typeof salesContext>>;
let waiter: Awaited<ReturnType<typeof t.ctx.factories.actor>>;
let colleague: Awaited<ReturnType<typeof t.ctx.factories.actor>>;
let cashier: Awaited<ReturnType<typeof t.ctx.factories.actor>>;
let dish: { id: number };
let dessert: { id: number };
let tables: { id: number; nombre: string }[];
const table = (n: number) => tables.find((m) => m.nombre === `Mesa ${n}`)?.id as number;

const waiterCodes = ['ventas.ver', 'ventas.crear', 'ventas.ordenes', 'cajas.abrir'] as const;

async function openRegister(headers: Record<string, string>, nombre: string) {
  const [caja] = await t.ctx.db.insert(cajas).values({ hotel_id: t.hotelId, nombre }).returning();
  const res = await t.post(
    '/cajaAbrir',
    { caja_id: caja?.id, efectivo: 50000, password: 'AUTOAPROBACION' },
    headers,
  );
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  t = await salesContext();
  waiter = await t.ctx.factories.actor({ permisos: [...waiterCodes], hotelIds: [t.hotelId] });
  colleague = await t.ctx.factories.actor({ permisos: ['ventas.ordenes'], hotelIds: [t.hotelId] });
  cashier = await t.ctx.factories.actor({
    permisos: [...sellerCodes, 'ventas.ordenes', 'ventas.todas'],
    hotelIds: [t.hotelId],
  });
  await openRegister(waiter.headers, 'Caja Mesero');
  await openRegister(cashier.headers, 'Caja Cajero');
  dish = await t.inv.makeProduct(t.hotelId, {
    tipo: 'servicio',
    nombre: 'Bandeja paisa',
    categoria: 'Platos',
    precio_venta: '32400',
  });
  dessert = await t.inv.makeProduct(t.hotelId, {
    tipo: 'servicio',
    nombre: 'Postre de natas',
    categoria: 'Postres',
    precio_venta: '10800',
  });
  const saved = await t.post(
    `/puntoVentaMesasGuardar/${t.restaurant}`,
    { mesas: Array.from({ length: 8 }, (_, i) => ({ nombre: `Mesa ${i + 1}` })) },
    t.seller.headers,
  );
  expect(saved.statusCode, saved.body).toBe(200);
  tables = saved.json().data;
  const stations = await t.post(
    `/puntoVentaEstacionesGuardar/${t.restaurant}`,
    {
      estaciones: [
        { nombre: 'Cocina', categorias: ['Platos', 'Postres'] },
        { nombre: 'Bar', categorias: ['Minibar'] },
      ],
    },
    t.seller.headers,
  );
  expect(stations.statusCode, stations.body).toBe(200);
});
afterAll(() => t.ctx.close());

const as = (who: { headers: Record<string, string> }) => ({
  post: (url: string, body: object) => t.post(url, body, who.headers),
  get: (url: string) => t.get(url, who.headers),
});
async function open(who: { headers: Record<string, string> }, mesa: number, lineas: object[] = []) {
  const res = await as(who).post('/ordenCrear', {
    punto_venta_id: t.restaurant,
    mesa_id: table(mesa),
    lineas,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    id: number;
    clave: string;
    lineas: { id: number; product_id: number; cantidad: string; enviada: string }[];
  };
}
const lineOf = (p: { id: number }, cantidad: number, extra: object = {}) => ({
  product_id: p.id,
  cantidad,
  ...extra,
});

describe('guards: 401, 403, 400', () => {
  const calls: [method: 'GET' | 'POST', url: string, body?: object][] = [
    ['POST', '/ordenCrear', { punto_venta_id: 1, mesa_id: 1 }],
    ['POST', '/ordenActualizar/1', { lineas: [] }],
    ['POST', '/ordenEnviarCocina/1', {}],
    ['POST', '/ordenDividir/1', { modo: 'partes', partes: 2 }],
    ['POST', '/ordenListar', { punto_venta_id: 1 }],
    ['GET', '/ordenMostrar/1'],
    ['POST', '/ordenTrasladar/1', { mesa_id: 1 }],
    ['POST', '/ordenUnir/1', { orden_id: 2 }],
    ['POST', '/ordenAnular/1', { motivo: 'Se fueron' }],
    ['GET', '/puntoVentaMesas/1'],
    ['POST', '/puntoVentaMesasGuardar/1', { mesas: [] }],
    ['GET', '/puntoVentaEstaciones/1'],
    ['POST', '/puntoVentaEstacionesGuardar/1', { estaciones: [] }],
  ];

  it('answers 401 without a session and 403 without the permission', async () => {
    const housekeeper = await t.ctx.factories.actor({
      permisos: ['rack.ver', 'ventas.ver'],
      hotelIds: [t.hotelId],
    });
    for (const [method, url, payload] of calls) {
      const res = await t.ctx.app.inject({ method, url: `/api${url}`, payload });
      expect(res.statusCode, url).toBe(401);
      const denied = await t.ctx.app.inject({
        method,
        url: `/api${url}`,
        payload,
        headers: housekeeper.headers,
      });
      expect(denied.statusCode, url).toBe(403);
    }
    // A waiter does not manage the tables or the stations.
    const res = await as(waiter).post(`/puntoVentaMesasGuardar/${t.restaurant}`, { mesas: [] });
    expect(res.statusCode).toBe(403);
  });

  it('answers 400 on bad input, naming the field', async () => {
    const order = await open(waiter, 8);
    const bad: [string, object, string][] = [
      ['/ordenCrear', { punto_venta_id: t.restaurant }, 'mesa_id'],
      ['/ordenCrear', { punto_venta_id: t.restaurant, mesa_id: 999_999 }, 'mesa_id'],
      [
        '/ordenCrear',
        { punto_venta_id: t.restaurant, mesa_id: table(1), lineas: [lineOf(dish, 0)] },
        'lineas.0.cantidad',
      ],
      [`/ordenActualizar/${order.id}`, { lineas: [{ ...lineOf(dish, 1), id: 999_999 }] }, 'lineas.0.id'],
      [`/ordenActualizar/${order.id}`, { lineas: [lineOf({ id: 999_999 }, 1)] }, 'lineas.0.product_id'],
      [`/ordenDividir/${order.id}`, { modo: 'partes', partes: 0 }, 'partes'],
      [`/ordenDividir/${order.id}`, { modo: 'items', lineas: [] }, 'lineas'],
      [`/ordenTrasladar/${order.id}`, { mesa_id: table(8) }, 'mesa_id'],
      [`/ordenUnir/${order.id}`, { orden_id: order.id }, 'orden_id'],
      ['/ordenListar', {}, 'punto_venta_id'],
      [`/puntoVentaMesasGuardar/${t.restaurant}`, { mesas: [{ nombre: '' }] }, 'mesas.0.nombre'],
    ];
    for (const [url, body, field] of bad) {
      const who = url.startsWith('/puntoVenta') ? t.seller : waiter;
      const res = await as(who).post(url, body);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(Object.keys(res.json().errors ?? {}), `${url}: ${res.body}`).toContain(field);
    }
    const bogus = await as(waiter).get('/ordenMostrar/abc');
    expect(bogus.statusCode).toBe(400);
  });
});

describe('the restaurant flow', () => {
  it('sends a comanda per station with only what is new: a resend prints only the dessert', async () => {
    const order = await open(waiter, 4, [lineOf(dish, 2, { nota: 'Sin cebolla' }), lineOf(t.soda, 1)]);
    expect(order.clave).toMatch(/^orden-/);
    const first = await as(waiter).post(`/ordenEnviarCocina/${order.id}`, {});
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().comandas).toEqual([
      {
        estacion_id: expect.any(Number),
        estacion: 'Cocina',
        lineas: [{ producto: 'Bandeja paisa', cantidad: '2.000', nota: 'Sin cebolla' }],
      },
      {
        estacion_id: expect.any(Number),
        estacion: 'Bar',
        lineas: [{ producto: 'Gaseosa minibar', cantidad: '1.000', nota: null }],
      },
    ]);
    const sent = first.json().data;
    expect(sent.pendientes).toBe(0);
    const again = await as(waiter).post(`/ordenEnviarCocina/${order.id}`, {});
    expect(again.statusCode).toBe(422);

    const lineas = [
      ...sent.lineas.map((l: { id: number; product_id: number; cantidad: string; nota: string | null }) => ({
        id: l.id,
        product_id: l.product_id,
        cantidad: l.cantidad,
        nota: l.nota,
      })),
      lineOf(dessert, 1),
    ];
    const updated = await as(waiter).post(`/ordenActualizar/${order.id}`, { lineas });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data.pendientes).toBe(1);
    const resend = await as(waiter).post(`/ordenEnviarCocina/${order.id}`, {});
    expect(resend.json().comandas).toEqual([
      {
        estacion_id: expect.any(Number),
        estacion: 'Cocina',
        lineas: [{ producto: 'Postre de natas', cantidad: '1.000', nota: null }],
      },
    ]);

    // Two tablets sending the same bill at once: the order is locked, one prints, the other has nothing new.
    const asInputs = (data: {
      lineas: { id: number; product_id: number; cantidad: string; nota: string | null }[];
    }) =>
      data.lineas.map((l) => ({ id: l.id, product_id: l.product_id, cantidad: l.cantidad, nota: l.nota }));
    lineas.splice(0, lineas.length, ...asInputs(resend.json().data));
    const more = await as(waiter).post(`/ordenActualizar/${order.id}`, {
      lineas: [...lineas, { ...lineOf(dessert, 1), nota: 'Otro postre' }],
    });
    expect(more.statusCode, more.body).toBe(200);
    const twice = await Promise.all([
      as(waiter).post(`/ordenEnviarCocina/${order.id}`, {}),
      as(cashier).post(`/ordenEnviarCocina/${order.id}`, {}),
    ]);
    expect(twice.map((r) => r.statusCode).sort()).toEqual([200, 422]);

    // Lowering what the kitchen got: not the waiter; the cashier with a reason, logged.
    const fewer = lineas.map((l, i) => (i === 0 ? { ...l, cantidad: 1 } : l));
    expect((await as(waiter).post(`/ordenActualizar/${order.id}`, { lineas: fewer })).statusCode).toBe(403);
    const noReason = await as(cashier).post(`/ordenActualizar/${order.id}`, { lineas: fewer });
    expect(Object.keys(noReason.json().errors ?? {})).toContain('motivo');
    const fixed = await as(cashier).post(`/ordenActualizar/${order.id}`, {
      lineas: fewer,
      motivo: 'Un plato devuelto',
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json().data.lineas[0]).toMatchObject({ cantidad: '1.000', enviada: '1.000' });
    const logged = await t.ctx.db.select().from(auditoria).where(eq(auditoria.accion, 'reducir_enviado'));
    expect(logged).toHaveLength(1);
  });

  it('splits by items into a new order of the same table, and in equal shares', async () => {
    const order = await open(waiter, 3, [lineOf(dish, 2), lineOf(t.soda, 2)]);
    await as(waiter).post(`/ordenEnviarCocina/${order.id}`, {});
    const [dishLine, sodaLine] = order.lineas;
    const split = await as(waiter).post(`/ordenDividir/${order.id}`, {
      modo: 'items',
      lineas: [
        { id: dishLine?.id, cantidad: 1 },
        { id: sodaLine?.id, cantidad: 2 },
      ],
    });
    expect(split.statusCode, split.body).toBe(200);
    const { data, otra } = split.json();
    expect(data.lineas.map((l: { cantidad: string; enviada: string }) => [l.cantidad, l.enviada])).toEqual([
      ['1.000', '1.000'],
    ]);
    expect(otra.mesa_id).toBe(table(3));
    expect(otra.clave).not.toBe(order.clave);
    expect(
      otra.lineas.map((l: { producto: string; cantidad: string; enviada: string }) => [
        l.producto,
        l.cantidad,
        l.enviada,
      ]),
    ).toEqual([
      ['Bandeja paisa', '1.000', '1.000'],
      ['Gaseosa minibar', '2.000', '2.000'],
    ]);
    expect(data.total).toBe('32400.00');
    expect(otra.total).toBe('56200.00');
    // Everything out: refused, nothing moved.
    const all = await as(waiter).post(`/ordenDividir/${order.id}`, {
      modo: 'items',
      lineas: [{ id: dishLine?.id, cantidad: 1 }],
    });
    expect(all.statusCode).toBe(400);

    const shares = await as(waiter).post(`/ordenDividir/${otra.id}`, { modo: 'partes', partes: 2 });
    expect(shares.statusCode, shares.body).toBe(200);
    expect(shares.json().data.partes).toBe(2);
    const tiles = await as(waiter).get(`/puntoVentaMesas/${t.restaurant}`);
    expect(tiles.json().data.find((m: { id: number }) => m.id === table(3))).toMatchObject({
      ordenes: 2,
      total: '88600.00',
    });
  });

  it('transfers an order or some lines to another table, and merges two tables', async () => {
    const a = await open(waiter, 5, [lineOf(dish, 1), lineOf(t.soda, 3)]);
    const moved = await as(waiter).post(`/ordenTrasladar/${a.id}`, { mesa_id: table(6) });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.mesa_id).toBe(table(6));
    const part = await as(waiter).post(`/ordenTrasladar/${a.id}`, {
      mesa_id: table(7),
      lineas: [{ id: a.lineas[1]?.id, cantidad: 1 }],
    });
    expect(part.statusCode, part.body).toBe(200);
    const target = part.json().data;
    expect(target.mesa_id).toBe(table(7));
    expect(target.lineas).toMatchObject([{ producto: 'Gaseosa minibar', cantidad: '1.000' }]);
    expect(part.json().otra.lineas[1]).toMatchObject({ cantidad: '2.000' });

    const merged = await as(waiter).post(`/ordenUnir/${a.id}`, { orden_id: target.id });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json().data.lineas).toHaveLength(3);
    const [other] = await t.ctx.db.select().from(ordenes).where(eq(ordenes.id, target.id));
    expect(other).toMatchObject({ estado: 'unida', unida_a: a.id });
    expect((await as(waiter).post(`/ordenEnviarCocina/${target.id}`, {})).statusCode).toBe(422);
  });

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
