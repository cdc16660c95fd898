import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cajaMovimientos, configuraciones, cuentaMovimientos, kardex, ventas } from '../src/db/schema';
import { makeResolution } from './helpers/invoices';
import { salesContext, sellerCodes } from './helpers/sales';

let t: Awaited<ReturnType<typeof salesContext>>;

beforeAll(async () => {
  t = await salesContext();
});
afterAll(() => t.ctx.close());

const sodaStock = async () => (await t.inv.stockOf(t.warehouse.id, t.soda.id))?.cantidad;
const saleCount = async () => (await t.ctx.db.select().from(ventas)).length;

describe('guards: 401 without a session, 403 without the permission, 400 on bad input', () => {
  const calls: [method: 'GET' | 'POST', url: string, body: object | undefined, permission: string][] = [
    ['POST', '/puntoVentaListar', {}, 'ventas.ver'],
    [
      'POST',
      '/puntoVentaCrear',
      { nombre: 'Bar', tipo: 'bar', warehouse_id: 1, regimen: 'inc' },
      'ventas.puntos',
    ],
    [
      'POST',
      '/puntoVentaActualizar/1',
      { nombre: 'Bar', tipo: 'bar', warehouse_id: 1, regimen: 'inc' },
      'ventas.puntos',
    ],
    [
      'POST',
      '/ventaCrear',
      {
        punto_venta_id: 1,
        lineas: [{ product_id: 1, cantidad: 1 }],
        pagos: [{ forma_pago_id: 1, monto: 1 }],
      },
      'ventas.crear',
    ],
    ['POST', '/ventaListar', {}, 'ventas.ver'],
    ['GET', '/puntoVentaProductos/1', undefined, 'ventas.crear'],
    [
      'POST',
      '/ventaCotizar',
      { punto_venta_id: 1, lineas: [{ product_id: 1, cantidad: 1 }] },
      'ventas.crear',
    ],
    ['GET', '/ventaMostrar/1', undefined, 'ventas.ver'],
    ['POST', '/ventaAnular/1', { motivo: 'Error de digitación' }, 'ventas.anular'],
  ];
  const key = { 'idempotency-key': 'guardas-0001' };

  it('answers 401 to every call without a token', async () => {
    for (const [method, url, payload] of calls) {
      const res = await t.ctx.app.inject({ method, url: `/api${url}`, payload, headers: key });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('answers 403 to a user without the call’s permission', async () => {
    const housekeeper = await t.ctx.factories.actor({ permisos: ['rack.ver'], hotelIds: [t.hotelId] });
    const viewer = await t.ctx.factories.actor({ permisos: ['ventas.ver'], hotelIds: [t.hotelId] });
    for (const [method, url, payload, permission] of calls) {
      const who = permission === 'ventas.ver' ? housekeeper : viewer;
      const res = await t.ctx.app.inject({
        method,
        url: `/api${url}`,
        payload,
        headers: { ...who.headers, ...key },
      });
      expect(res.statusCode, url).toBe(403);
    }
  });

  it('answers 400 to bad input on every other call', async () => {
    const bad: [method: 'GET' | 'POST', url: string, body: object | undefined][] = [
      ['POST', '/puntoVentaListar', { per_page: 0 }],
      ['POST', '/puntoVentaCrear', { nombre: '', tipo: 'bar', warehouse_id: t.warehouse.id, regimen: 'inc' }],
      [
        'POST',
        `/puntoVentaActualizar/${t.shop}`,
        { nombre: 'Tienda', tipo: 'kiosco', warehouse_id: t.warehouse.id, regimen: 'iva' },
      ],
      ['GET', '/puntoVentaProductos/abc', undefined],
      ['POST', '/ventaCotizar', { punto_venta_id: t.shop, lineas: [] }],
      ['POST', '/ventaListar', { documento: 'recibo' }],
      ['GET', '/ventaMostrar/abc', undefined],
      ['POST', '/ventaAnular/1', { motivo: '' }],
    ];
    for (const [method, url, payload] of bad) {
      const res = await t.ctx.app.inject({ method, url: `/api${url}`, payload, headers: t.seller.headers });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
  });

  it('answers 400 with the field at fault and sells nothing', async () => {
    const before = await saleCount();
    const line = { product_id: t.soda.id, cantidad: 1 };
    const pay = [{ forma_pago_id: t.efectivo, monto: '11900' }];
    const bad: [object, string][] = [
      [{ punto_venta_id: t.shop, lineas: [], pagos: pay }, 'lineas'],
      [{ punto_venta_id: t.shop, lineas: [{ ...line, cantidad: 0 }], pagos: pay }, 'lineas.0.cantidad'],
      [{ punto_venta_id: t.shop, lineas: [line], pagos: [] }, 'pagos'],
      [{ punto_venta_id: t.shop, lineas: [line], pagos: pay, credito: true }, 'cliente_id'],
      [{ punto_venta_id: t.shop, habitacion_id: 1, lineas: [line], credito: true }, 'credito'],
      [{ punto_venta_id: t.shop, habitacion_id: 1, lineas: [line], pagos: pay }, 'pagos'],
      [{ punto_venta_id: 999_999, lineas: [line], pagos: pay }, 'punto_venta_id'],
      [
        { punto_venta_id: t.shop, lineas: [{ ...line, product_id: 999_999 }], pagos: pay },
        'lineas.0.product_id',
      ],
    ];
    for (const [body, field] of bad) {
      const res = await t.sell(body);
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(res.json().errors ?? {}), res.body).toContain(field);
    }
    const noKey = await t.ctx.app.inject({
      method: 'POST',
      url: '/api/ventaCrear',
      payload: { punto_venta_id: t.shop, lineas: [line], pagos: pay },
      headers: t.seller.headers,
    });
    expect(noKey.statusCode).toBe(400);
    expect(await saleCount()).toBe(before);
  });
});

describe('outlets', () => {
  it('lists each outlet with its warehouse, and updates one', async () => {
    const list = await t.post('/puntoVentaListar', {}, t.seller.headers);
    expect(list.statusCode, list.body).toBe(200);
    const shop = list.json().data.find((o: { id: number }) => o.id === t.shop);
    expect(shop).toMatchObject({
      nombre: 'Tienda',
      warehouse_id: t.warehouse.id,
      regimen: 'iva',
      tipo: 'tienda',
    });
    const bar = await t.post(
      '/puntoVentaCrear',
      { nombre: 'Bar piscina', tipo: 'bar', warehouse_id: t.warehouse.id, regimen: 'inc' },
      t.seller.headers,
    );
    expect(bar.statusCode, bar.body).toBe(200);
    const updated = await t.post(
      `/puntoVentaActualizar/${bar.json().data.id}`,
      { nombre: 'Bar terraza', tipo: 'bar', warehouse_id: t.warehouse.id, regimen: 'inc', estado: false },
      t.seller.headers,
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject({ nombre: 'Bar terraza', estado: false });
  });

  it('refuses a warehouse of no one and a repeated name', async () => {
    const body = { nombre: 'Minibar', tipo: 'minibar', warehouse_id: 999_999, regimen: 'iva' };
    const missing = await t.post('/puntoVentaCrear', body, t.seller.headers);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.warehouse_id).toEqual(['La bodega no existe']);
    const twice = await t.post(
      '/puntoVentaCrear',
      { ...body, nombre: 'Tienda', warehouse_id: t.warehouse.id },
      t.seller.headers,
    );
    expect(twice.statusCode).toBe(409);
  });
});

describe('the grid and the quote', () => {
  it('lists what the outlet sells, and prices the order as the sale will, with the document it issues', async () => {
    const grid = await t.get(`/puntoVentaProductos/${t.shop}`, t.seller.headers);
    expect(grid.statusCode, grid.body).toBe(200);
    expect(grid.json().data.map((p: { id: number }) => p.id)).toContain(t.soda.id);
    expect((await t.get('/puntoVentaProductos/999999', t.seller.headers)).statusCode).toBe(404);
    const quote = await t.post(
      '/ventaCotizar',
      { punto_venta_id: t.restaurant, lineas: [{ product_id: t.soda.id, cantidad: 1 }] },
      t.seller.headers,
    );
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().data).toMatchObject({
      subtotal: '11018.52',
      impuesto: '881.48',
      total: '11900.00',
      impuestos: [{ nombre: 'INC 8 %', valor: '881.48' }],
      documento: 'pos',
      umbral_factura: '261870.00',
      propina_sugerida: '1102.00',
    });
    // The lodging is charged by the nights: neither offered nor sold.
    const lodging = await t.inv.makeProduct(t.hotelId, { tipo: 'servicio', nombre: 'Alojamiento' });
    await t.ctx.db
      .insert(configuraciones)
      .values({ hotel_id: t.hotelId, producto_alojamiento_id: lodging.id })
      .onConflictDoUpdate({ target: configuraciones.hotel_id, set: { producto_alojamiento_id: lodging.id } });
    const again = await t.get(`/puntoVentaProductos/${t.shop}`, t.seller.headers);
    expect(again.json().data.map((p: { id: number }) => p.id)).not.toContain(lodging.id);
    const sold = await t.sell({
      punto_venta_id: t.shop,
      lineas: [{ product_id: lodging.id, cantidad: 1 }],
      pagos: [{ forma_pago_id: t.efectivo, monto: '5000' }],
    });
    expect(sold.statusCode).toBe(400);
    expect(sold.json().errors['lineas.0.product_id']).toEqual([
      'El alojamiento se carga con las noches de la estadía',
    ]);
    const big = await t.post(
      '/ventaCotizar',
      { punto_venta_id: t.shop, lineas: [{ product_id: t.laundry.id, cantidad: 14 }] },
      t.seller.headers,
    );
    expect(big.json().data.documento).toBe('factura');
  });
});

describe('selling', () => {
  it('sells two sodas at the shop with its IVA, card and cash with change, on a tiquete POS', async () => {
    const stock = Number(await sodaStock());
    const res = await t.sell({
      punto_venta_id: t.shop,
      lineas: [{ product_id: t.soda.id, cantidad: 2, nota: 'Bien frías' }],
      pagos: [
        { forma_pago_id: t.tarjeta, monto: '10000' },
        { forma_pago_id: t.efectivo, monto: '20000' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const sale = res.json().data;
    expect(sale).toMatchObject({
      documento: 'pos',
      numero: 'POS1',
      subtotal: '20000.00',
      impuesto: '3800.00',
      total: '23800.00',
      pagado: '30000.00',
      cambio: '6200.00',
      propina: '0.00',
    });
    expect(sale.lineas[0]).toMatchObject({
      nota: 'Bien frías',
      impuestos: [expect.objectContaining({ tipo: 'IVA' })],
    });
    expect(Number(await sodaStock())).toBe(stock - 2);
    const moved = await t.ctx.db
      .select()
      .from(cajaMovimientos)
      .where(eq(cajaMovimientos.concepto, 'Tiquete POS POS1, Tienda'));
    expect(moved.map((m) => m.monto).sort()).toEqual(['10000.00', '13800.00']);
    const shown = await t.get(`/ventaMostrar/${sale.id}`, t.seller.headers);
    expect(shown.json().data.pagos).toHaveLength(2);
  });

  it('charges the restaurant’s INC 8 % in place of IVA, and keeps the tip outside the base', async () => {
    const res = await t.sell({
      punto_venta_id: t.restaurant,
      lineas: [{ product_id: t.soda.id, cantidad: 1 }],
      pagos: [{ forma_pago_id: t.efectivo, monto: '13002' }],
      propina: '1102',
    });
    expect(res.statusCode, res.body).toBe(200);
    const sale = res.json().data;
    expect(sale).toMatchObject({
      regimen: 'inc',
      subtotal: '11018.52',
      impuesto: '881.48',
      total: '11900.00',
      propina: '1102.00',
      cambio: '0.00',
      numero: 'POS2',
    });
    expect(sale.lineas[0].impuestos).toEqual([
      expect.objectContaining({ tipo: 'INC', porcentaje: '8.00', base: '11018.52' }),
    ]);
  });

  it('answers the same sale to the same key, never selling twice; another body with it is a 409', async () => {
    const stock = Number(await sodaStock());
    const body = {
      punto_venta_id: t.shop,
      lineas: [{ product_id: t.soda.id, cantidad: 1 }],
      pagos: [{ forma_pago_id: t.efectivo, monto: '11900' }],
    };
    const [a, b] = await Promise.all([
      t.sell(body, t.seller.headers, 'doble-toque-1'),
      t.sell(body, t.seller.headers, 'doble-toque-1'),
    ]);
    const again = await t.sell(body, t.seller.headers, 'doble-toque-1');
    for (const res of [a, b, again]) expect(res.statusCode, res.body).toBe(200);
    expect(new Set([a, b, again].map((r) => r.json().data.id)).size).toBe(1);
    expect(Number(await sodaStock())).toBe(stock - 1);
    const other = await t.sell(
      { ...body, lineas: [{ product_id: t.soda.id, cantidad: 2 }] },
      t.seller.headers,
      'doble-toque-1',
    );
    expect(other.statusCode).toBe(409);
  });

  it('refuses short stock, payments that do not add up, and a cashier without an open register', async () => {
    const before = await saleCount();
    const stock = await sodaStock();
    const short = await t.sell({
      punto_venta_id: t.shop,
      lineas: [{ product_id: t.soda.id, cantidad: 20 }],
      pagos: [{ forma_pago_id: t.efectivo, monto: '9000000' }],
    });
    expect(short.statusCode, short.body).toBe(422);
    expect(short.json().message).toMatch(/No hay existencia suficiente/);
    const under = await t.sell({
      punto_venta_id: t.shop,
      lineas: [{ product_id: t.soda.id, cantidad: 1 }],
      pagos: [{ forma_pago_id: t.efectivo, monto: '10000' }],
    });
    expect(under.statusCode).toBe(400);
    expect(under.json().errors.pagos[0]).toMatch(/Faltan/);
    const overCard = await t.sell({
      punto_venta_id: t.shop,
      lineas: [{ product_id: t.soda.id, cantidad: 1 }],
      pagos: [{ forma_pago_id: t.tarjeta, monto: '20000' }],
    });
    expect(overCard.statusCode).toBe(400);
    const closed = await t.ctx.factories.actor({ permisos: sellerCodes, hotelIds: [t.hotelId] });
    const noRegister = await t.sell(
      {
        punto_venta_id: t.shop,
        lineas: [{ product_id: t.soda.id, cantidad: 1 }],
        pagos: [{ forma_pago_id: t.efectivo, monto: '11900' }],
      },
      closed.headers,
    );
    expect(noRegister.statusCode).toBe(422);
    expect(noRegister.json().message).toMatch(/abrir una caja/);
    expect(await saleCount()).toBe(before);
    expect(await sodaStock()).toBe(stock);
  });

  it('takes a recipe’s ingredients out of the outlet’s warehouse', async () => {
    const cocktail = await t.inv.makeProduct(t.hotelId, {
      tipo: 'receta',
      nombre: 'Soda con limón',
      precio_venta: '15000',
    });
    await t.inv.addRecipeLine(cocktail.id, t.soda.id, '2');
    const stock = Number(await sodaStock());
    const res = await t.sell({
      punto_venta_id: t.restaurant,
      lineas: [{ product_id: cocktail.id, cantidad: 1 }],
      pagos: [{ forma_pago_id: t.efectivo, monto: '15000' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(Number(await sodaStock())).toBe(stock - 2);
  });

  it('sells at an outlet with a long name (the kardex keeps its document in 40 characters)', async () => {
    const long = await t.post(
      '/puntoVentaCrear',
      {
        nombre: `Restaurante ${'a'.repeat(60)}`,
        tipo: 'restaurante',
        warehouse_id: t.warehouse.id,
        regimen: 'inc',
      },
      t.seller.headers,
    );
    expect(long.statusCode, long.body).toBe(200);
    const res = await t.sell({
      punto_venta_id: long.json().data.id,
      lineas: [{ product_id: t.soda.id, cantidad: 1 }],
      pagos: [{ forma_pago_id: t.efectivo, monto: '11900' }],
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('needs the permissions to change a price or give a discount, and the reason', async () => {
    const body = {
      punto_venta_id: t.shop,
      lineas: [{ product_id: t.soda.id, cantidad: 1, precio: '10000' }],
      pagos: [{ forma_pago_id: t.efectivo, monto: '10000' }],
    };
    expect((await t.sell(body)).statusCode).toBe(403);
    const boss = await t.ctx.factories.actor({
      permisos: [...sellerCodes, 'cuentas.precio', 'cuentas.descuento'],
      hotelIds: [t.hotelId],
    });
    const noReason = await t.sell(body, boss.headers);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.motivo).toBeDefined();
  });

  it('issues a factura from the DIAN resolution when asked, or above 5 UVT before taxes', async () => {
    await makeResolution(t.ctx.db, t.hotelId, { prefijo: 'FV' });
    const asked = await t.sell({
      punto_venta_id: t.shop,
      documento: 'factura',
      lineas: [{ product_id: t.laundry.id, cantidad: 1 }],
      pagos: [{ forma_pago_id: t.efectivo, monto: '20000' }],
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().data).toMatchObject({ documento: 'factura', numero: 'FV1' });
    // 13 × 20.000 = 260.000 ≤ 261.870 (5 UVT of 2026): a ticket; 14 × 20.000 = 280.000: a factura.
    const under = await t.sell({
      punto_venta_id: t.shop,
      lineas: [{ product_id: t.laundry.id, cantidad: 13 }],
      pagos: [{ forma_pago_id: t.efectivo, monto: '260000' }],
    });
    expect(under.json().data.documento).toBe('pos');
    const over = await t.sell({
      punto_venta_id: t.shop,
      lineas: [{ product_id: t.laundry.id, cantidad: 14 }],
      pagos: [{ forma_pago_id: t.efectivo, monto: '280000' }],
    });
    expect(over.json().data).toMatchObject({ documento: 'factura', numero: 'FV2' });
  });
});

describe('charging to a room', () => {
  it('refuses a room with no open stay', async () => {
    const room = await t.rooms.makeRoom(t.hotelId, { numero: 'V9' });
    const res = await t.sell({
      punto_venta_id: t.restaurant,
      habitacion_id: room.id,
      lineas: [{ product_id: t.soda.id, cantidad: 1 }],
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().message).toMatch(/no tiene una estadía activa/);
  });

  it('puts the lines on the stay’s account with their taxes, no payments and no document', async () => {
    const { room, cuentaId } = await t.occupy('V1');
    const stock = Number(await sodaStock());
    const res = await t.sell({
      punto_venta_id: t.restaurant,
      habitacion_id: room.id,
      lineas: [{ product_id: t.soda.id, cantidad: 2 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      documento: 'habitacion',
      numero: null,
      cuenta_id: cuentaId,
      total: '23800.00',
      pagos: [],
    });
    const entries = await t.ctx.db
      .select()
      .from(cuentaMovimientos)
      .where(eq(cuentaMovimientos.cuenta_id, cuentaId));
    expect(entries.filter((e) => e.producto_id === t.soda.id).map((e) => e.total)).toEqual(['23800.00']);
    const account = await t.account(cuentaId);
    expect(JSON.stringify(account)).toContain('Restaurante');
    expect(Number(await sodaStock())).toBe(stock - 2);
  });
});

describe('the list, a sale and its annulment', () => {
  it('lists the sales paged, by outlet and document', async () => {
    const all = await t.post('/ventaListar', { per_page: 2 }, t.seller.headers);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().data).toHaveLength(2);
    const rooms = await t.post('/ventaListar', { documento: 'habitacion' }, t.seller.headers);
    expect(rooms.json().data.every((s: { documento: string }) => s.documento === 'habitacion')).toBe(true);
    const restaurant = await t.post(
      '/ventaListar',
      { punto_venta_id: t.restaurant, desde: '2026-11-20', hasta: '2026-11-20' },
      t.seller.headers,
    );
    expect(
      restaurant.json().data.every((s: { punto_venta: string }) => s.punto_venta === 'Restaurante'),
    ).toBe(true);
    const found = await t.post('/ventaListar', { search: 'pos2' }, t.seller.headers);
    expect(found.json().data.map((s: { numero: string }) => s.numero)).toEqual(['POS2']);
    expect((await t.get('/ventaMostrar/999999', t.seller.headers)).statusCode).toBe(404);
  });

  it('annuls a ticket: the stock and the money come back, with a nota de ajuste', async () => {
    const res = await t.sell({
      punto_venta_id: t.shop,
      lineas: [{ product_id: t.soda.id, cantidad: 1 }],
      pagos: [{ forma_pago_id: t.efectivo, monto: '20000' }],
    });
    const sale = res.json().data;
    const stock = Number(await sodaStock());
    const voided = await t.post(
      `/ventaAnular/${sale.id}`,
      { motivo: 'El cliente desistió' },
      t.seller.headers,
    );
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json().data).toMatchObject({ estado: 'anulada', motivo_anulacion: 'El cliente desistió' });
    expect(Number(await sodaStock())).toBe(stock + 1);
    const refund = await t.ctx.db
      .select()
      .from(cajaMovimientos)
      .where(eq(cajaMovimientos.tipo, 'devolucion'));
    expect(refund.map((m) => m.monto)).toContain('11900.00');
    const back = await t.ctx.db.select().from(kardex).where(eq(kardex.tipo, 'devolucion'));
    expect(back.some((k) => k.documento.startsWith('Nota de ajuste NA1'))).toBe(true);
    const twice = await t.post(`/ventaAnular/${sale.id}`, { motivo: 'Otra vez' }, t.seller.headers);
    expect(twice.statusCode).toBe(422);
  });
});
