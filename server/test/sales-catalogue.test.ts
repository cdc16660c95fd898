import { describe, expect, it } from 'vitest';
import { configuraciones } from '../src/db/schema';
import { saleCount, t, useSalesShop } from './helpers/sales-shop';

/** The point of sale's guards, outlets, grid and quote. */
useSalesShop();

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
