import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productoImpuestos } from '../src/db/schema';
import { auditOf } from './helpers/audit';
import { createTestContext, type TestContext } from './helpers/context';
import { inventoryHelpers } from './helpers/inventory';

let ctx: TestContext;
let h: ReturnType<typeof inventoryHelpers>;
let env: Awaited<ReturnType<ReturnType<typeof inventoryHelpers>['setup']>>;
beforeAll(async () => {
  ctx = await createTestContext();
  h = inventoryHelpers(ctx);
  env = await h.setup();
});
afterAll(() => ctx.close());

const lines = (...l: [number, string | number, string | number][]) =>
  l.map(([product_id, cantidad, costo_unitario]) => ({ product_id, cantidad, costo_unitario }));

describe('entries from suppliers (ingresos)', () => {
  it('401, 403; every bad input is refused on its field and changes nothing', async () => {
    const p = await h.makeProduct(env.hotel.id);
    const body = {
      proveedor_id: env.supplier.id,
      warehouse_id: env.warehouse.id,
      lineas: lines([p.id, 1, 10]),
    };
    expect((await h.call('POST', '/api/ingresoInventarioCrear', undefined, body)).statusCode).toBe(401);
    const viewer = await ctx.factories.actor({ permisos: ['inventario.ver'], hotelIds: [env.hotel.id] });
    expect((await h.entry(viewer.headers, body)).statusCode).toBe(403);

    const closed = await h.makeWarehouse(env.hotel.id, { estado: false });
    const inactive = await h.makeProduct(env.hotel.id, { estado: false });
    const service = await h.makeProduct(env.hotel.id, { tipo: 'servicio' });
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ lineas: lines([p.id, 0, 10]) }, { 'lineas.0.cantidad': ['La cantidad debe ser mayor que cero'] }],
      [
        { lineas: lines([p.id, '1,5', 10]) },
        { 'lineas.0.cantidad': ['Ingrese una cantidad sin negativos y con máximo 3 decimales'] },
      ],
      [
        { lineas: lines([p.id, 1, -1]) },
        { 'lineas.0.costo_unitario': ['Ingrese un valor en pesos sin negativos y con máximo 2 decimales'] },
      ],
      [
        { lineas: lines([p.id, 1, 1], [p.id, 2, 1]) },
        { 'lineas.1.product_id': ['El producto ya está en otra línea'] },
      ],
      [{ warehouse_id: closed.id }, { warehouse_id: [`La bodega «${closed.nombre}» está inactiva`] }],
      [
        { lineas: lines([inactive.id, 1, 1]) },
        { 'lineas.0.product_id': [`El producto «${inactive.nombre}» está inactivo`] },
      ],
      [
        { lineas: lines([service.id, 1, 1]) },
        { 'lineas.0.product_id': [`«${service.nombre}» es un servicio: no lleva existencias`] },
      ],
      [{ fecha: '2999-01-01' }, { fecha: ['La fecha de la factura no puede ser posterior a hoy'] }],
      [{ proveedor_id: 99_999_999 }, { proveedor_id: ['El proveedor no existe'] }],
      [{ lineas: [] }, { lineas: ['Agregue al menos un producto'] }],
    ];
    for (const [change, errors] of cases) {
      const res = await h.entry(env.headers, { ...body, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().errors).toEqual(errors);
    }
    expect(await h.stockOf(env.warehouse.id, p.id)).toBeUndefined();
    expect((await h.call('POST', '/api/ingresoInventarioListar', env.headers)).json().total).toBe(0);
  });

  it('raises stock, keeps the weighted average exact, writes the kardex and shows taxes', async () => {
    const p = await h.makeProduct(env.hotel.id);
    await ctx.db
      .insert(productoImpuestos)
      .values({ producto_id: p.id, impuesto_id: await h.taxId('IVA 19 %') });
    const first = await h.entry(env.headers, {
      proveedor_id: env.supplier.id,
      warehouse_id: env.warehouse.id,
      factura_proveedor: 'FE-101',
      lineas: lines([p.id, 24, '1850.50']),
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toMatch(/^Ingreso II\d+ registrado$/);
    expect(first.json().data).toMatchObject({
      estado: 'confirmado',
      subtotal: '44412.00',
      impuestos: '8438.28',
      total: '52850.28',
      lineas: [{ cantidad: '24.000', costo_unitario: '1850.50', impuestos_detalle: 'IVA 19 %' }],
    });
    await h.entry(env.headers, {
      proveedor_id: env.supplier.id,
      warehouse_id: env.warehouse.id,
      lineas: lines([p.id, '6', '2000']),
    });
    // (44 412 + 12 000) / 30
    expect(await h.stockOf(env.warehouse.id, p.id)).toMatchObject({
      cantidad: '30.000',
      valor: '56412.00',
      costo_promedio: '1880.4000',
    });
    expect(await h.lastKardex(env.warehouse.id, p.id)).toMatchObject({
      tipo: 'ingreso',
      saldo: '30.000',
      saldo_valor: '56412.00',
    });

    const dupInvoice = await h.entry(env.headers, {
      proveedor_id: env.supplier.id,
      warehouse_id: env.warehouse.id,
      factura_proveedor: 'fe-101',
      lineas: lines([p.id, 1, 1]),
    });
    expect(dupInvoice.statusCode).toBe(409);
    expect(dupInvoice.json().errors.factura_proveedor[0]).toMatch(/ya tiene un ingreso/);

    const list = await h.call('POST', '/api/ingresoInventarioListar', env.headers, {
      search: 'FE-1',
      per_page: 5,
    });
    expect(list.json()).toMatchObject({ total: 1, data: [{ factura_proveedor: 'FE-101', num_lineas: 1 }] });
    const id = first.json().data.id;
    expect(
      (await h.call('GET', `/api/ingresoInventarioMostrar/${id}`, env.headers)).json().data.lineas,
    ).toHaveLength(1);
    expect((await auditOf(ctx.db, 'ingresos_inventario', id)).map((e) => e.accion)).toEqual(['crear']);
  });

  it('answers the first entry to a retried request with the same key', async () => {
    const p = await h.makeProduct(env.hotel.id);
    const body = {
      proveedor_id: env.supplier.id,
      warehouse_id: env.warehouse.id,
      lineas: lines([p.id, 3, 100]),
      idempotency_key: 'clave-ingreso-0001',
    };
    const [a, b] = await Promise.all([h.entry(env.headers, body), h.entry(env.headers, body)]);
    expect(a.json().data.id).toBe(b.json().data.id);
    expect((await h.stockOf(env.warehouse.id, p.id))?.cantidad).toBe('3.000');
  });

  it('annuls by a reversing movement, once; refused when the stock it added is gone', async () => {
    const p = await h.makeProduct(env.hotel.id);
    const body = { proveedor_id: env.supplier.id, warehouse_id: env.warehouse.id };
    await h.entry(env.headers, { ...body, lineas: lines([p.id, 10, 100]) });
    const second = (await h.entry(env.headers, { ...body, lineas: lines([p.id, 10, 1000]) })).json().data;
    expect((await h.stockOf(env.warehouse.id, p.id))?.costo_promedio).toBe('550.0000');
    const annul = (id: number, headers = env.headers) =>
      h.call('POST', `/api/ingresoInventarioAnular/${id}`, headers, { motivo: 'Factura equivocada' });
    const noRight = await ctx.factories.actor({
      permisos: ['inventario.ingresar'],
      hotelIds: [env.hotel.id],
    });
    expect((await annul(second.id, noRight.headers)).statusCode).toBe(403);
    expect(
      (await h.call('POST', `/api/ingresoInventarioAnular/${second.id}`, env.headers, { motivo: '' }))
        .statusCode,
    ).toBe(400);

    const done = await annul(second.id);
    expect(done.json().data).toMatchObject({ estado: 'anulado', motivo_anulacion: 'Factura equivocada' });
    // Nothing happened in between: the earlier average comes back exactly.
    expect(await h.stockOf(env.warehouse.id, p.id)).toMatchObject({
      cantidad: '10.000',
      valor: '1000.00',
      costo_promedio: '100.0000',
    });
    expect((await annul(second.id)).statusCode).toBe(409);

    const third = (await h.entry(env.headers, { ...body, lineas: lines([p.id, 5, 100]) })).json().data;
    await h.call('POST', '/api/consumoInventarioCrear', env.headers, {
      warehouse_id: env.warehouse.id,
      motivo: 'Minibar',
      lineas: [{ product_id: p.id, cantidad: 12 }],
    });
    const refused = await annul(third.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors['lineas.0.cantidad'][0]).toMatch(/hay 3 y se necesitan 5/);
    expect((await h.stockOf(env.warehouse.id, p.id))?.cantidad).toBe('3.000');
  });
});

describe('stock and kardex reports', () => {
  it('reportBy values the stock at average cost and flags products below their minimum', async () => {
    const hotel = await h.setup();
    const [agua, cerveza] = await Promise.all([
      h.makeProduct(hotel.hotel.id, { nombre: 'Agua', stock_minimo: '10' }),
      h.makeProduct(hotel.hotel.id, { nombre: 'Cerveza', stock_minimo: '5' }),
    ]);
    const other = await h.makeWarehouse(hotel.hotel.id, { nombre: 'Zona minibar' });
    const body = { proveedor_id: hotel.supplier.id };
    await h.entry(hotel.headers, {
      ...body,
      warehouse_id: hotel.warehouse.id,
      lineas: lines([agua.id, 4, 1500], [cerveza.id, 24, 3000]),
    });
    await h.entry(hotel.headers, { ...body, warehouse_id: other.id, lineas: lines([agua.id, 20, 1600]) });

    const report = (payload?: object) => h.call('POST', '/api/inventory/reportBy', hotel.headers, payload);
    expect((await h.call('POST', '/api/inventory/reportBy', undefined, {})).statusCode).toBe(401);
    const all = (await report({ warehouse_id: null, product_id: null })).json();
    expect(all.total).toBe(3);
    expect(all.totales).toEqual({ valor: '110000.00', bajo_minimo: 1 });
    expect(all.data[0]).toMatchObject({
      nombre: 'Agua',
      cantidad: '4.000',
      valor: '6000.00',
      bajo_minimo: true,
    });
    const one = (await report({ warehouse_id: other.id })).json();
    expect(one.data).toEqual([
      expect.objectContaining({ bodega: 'Zona minibar', costo_promedio: '1600.0000', bajo_minimo: false }),
    ]);
    expect((await report({ product_id: agua.id, bajo_minimo: true })).json().total).toBe(1);
    expect((await report({ warehouse_id: '1' })).statusCode).toBe(400);

    const saldo = await h.call('GET', `/api/inventario/saldo/${other.id}/${agua.id}`, hotel.headers);
    expect(saldo.json().data).toEqual({
      bodega_id: other.id,
      producto_id: agua.id,
      cantidad: '20.000',
      costo_promedio: '1600.0000',
      valor: '32000.00',
    });
    const none = await h.call('GET', `/api/inventario/saldo/${other.id}/${cerveza.id}`, hotel.headers);
    expect(none.json().data.cantidad).toBe('0.000');
    expect(
      (await h.call('GET', `/api/inventario/saldo/${other.id}/${agua.id}`, env.headers)).statusCode,
    ).toBe(404);
  });

  it('the kardex pages the movements of a range with its opening balance', async () => {
    const p = await h.makeProduct(env.hotel.id);
    const body = { proveedor_id: env.supplier.id, warehouse_id: env.warehouse.id };
    for (const cost of [100, 200, 300])
      await h.entry(env.headers, { ...body, lineas: lines([p.id, 10, cost]) });
    await h.call('POST', '/api/consumoInventarioCrear', env.headers, {
      warehouse_id: env.warehouse.id,
      motivo: 'Aseo',
      lineas: [{ product_id: p.id, cantidad: '7.5' }],
    });
    const kardex = (payload: object, query = '') =>
      h.call('POST', `/api/kardex/reporte${query}`, env.headers, {
        product_id: p.id,
        warehouse_id: env.warehouse.id,
        desde: '2026-01-01',
        hasta: '2099-12-31',
        ...payload,
      });
    const today = (await h.lastKardex(env.warehouse.id, p.id))?.fecha ?? '';
    const page2 = (await kardex({ per_page: 2, page: 2 })).json();
    expect(page2).toMatchObject({
      total: 4,
      last_page: 2,
      saldo_inicial: { cantidad: '0.000', valor: '0.00' },
    });
    expect(page2.data.map((r: { tipo: string }) => r.tipo)).toEqual(['ingreso', 'consumo']);
    expect(page2.data[1]).toMatchObject({
      fecha: today,
      entrada: '0.000',
      salida: '7.500',
      costo_unitario: '200.0000',
      valor: '1500.00',
      saldo: '22.500',
      saldo_valor: '4500.00',
      costo_promedio: '200.0000',
    });
    expect(page2.saldo_final).toEqual({ cantidad: '22.500', costo_promedio: '200.0000', valor: '4500.00' });
    const after = (await kardex({ desde: '2099-01-01' })).json();
    expect(after).toMatchObject({
      total: 0,
      saldo_inicial: { cantidad: '22.500' },
      saldo_final: { cantidad: '22.500' },
    });
    const bad = await kardex({ desde: '2026-02-01', hasta: '2026-01-01' });
    expect(bad.json().errors).toEqual({ hasta: ['La fecha final es anterior a la inicial'] });
    const clerk = await ctx.factories.actor({ permisos: ['productos.ver'], hotelIds: [env.hotel.id] });
    expect((await h.call('POST', '/api/kardex/reporte', clerk.headers, {})).statusCode).toBe(403);
  });
});
