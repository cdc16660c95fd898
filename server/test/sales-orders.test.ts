import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditoria, ordenes } from '../src/db/schema';
import {
  as,
  cashier,
  dessert,
  dish,
  lineOf,
  open,
  t,
  table,
  useRestaurantOrders,
  waiter,
} from './helpers/restaurant-orders';

/** The restaurant's orders: guards, comandas, splitting, transfers and merges. */
useRestaurantOrders();

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
});
