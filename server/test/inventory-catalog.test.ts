import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configuraciones } from '../src/db/schema';
import { auditOf } from './helpers/audit';
import { createTestContext, type TestContext } from './helpers/context';
import { inventoryHelpers } from './helpers/inventory';

let ctx: TestContext;
let h: ReturnType<typeof inventoryHelpers>;
let env: Awaited<ReturnType<ReturnType<typeof inventoryHelpers>['setup']>>;
let reader: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestContext();
  h = inventoryHelpers(ctx);
  env = await h.setup();
  reader = (
    await ctx.factories.actor({ permisos: ['productos.ver', 'bodegas.ver'], hotelIds: [env.hotel.id] })
  ).headers;
});
afterAll(() => ctx.close());

const product = (over: Record<string, unknown> = {}) => ({
  codigo: `AG-${Math.random().toString(36).slice(2, 8)}`,
  nombre: 'Agua con gas 600 ml',
  tipo: 'producto',
  medida_id: 0,
  precio_venta: '4500',
  costo: '1800,5'.replace(',', '.'),
  ...over,
});

describe('every inventory call', () => {
  it('answers 401 without a token and 403 without its permission', async () => {
    const stranger = (await ctx.factories.actor({ permisos: ['clientes.ver'], hotelIds: [env.hotel.id] }))
      .headers;
    const calls: [string, string][] = [
      ['GET', '/api/warehouse'],
      ['GET', '/api/bodega/array'],
      ['POST', '/api/bodega'],
      ['GET', '/api/bodega/show/1'],
      ['POST', '/api/bodega/update/1'],
      ['POST', '/api/bodega/delete/1'],
      ['GET', '/api/product'],
      ['GET', '/api/product/all'],
      ['GET', '/api/productDefault'],
      ['GET', '/api/productoEditar/1'],
      ['POST', '/api/productoCrear'],
      ['POST', '/api/productoActualizar'],
      ['POST', '/api/productoEliminar/1'],
      ['GET', '/api/producto/categorias'],
      ['GET', '/api/productoImpuestoGet/1'],
      ['POST', '/api/productoImpuestoCrear'],
      ['GET', '/api/getProductoImpuesto'],
      ['GET', '/api/productoDetalleMostrar/1'],
      ['POST', '/api/productoDetalleCrear'],
      ['POST', '/api/productoDetalleEliminar'],
      ['POST', '/api/inventory/reportBy'],
      ['GET', '/api/inventario/saldo/1/1'],
      ['POST', '/api/kardex/reporte'],
      ['POST', '/api/ingresoInventarioCrear'],
      ['POST', '/api/ingresoInventarioListar'],
      ['GET', '/api/ingresoInventarioMostrar/1'],
      ['POST', '/api/ingresoInventarioAnular/1'],
      ['POST', '/api/trasladoInventarioCrear'],
      ['POST', '/api/ajusteInventarioCrear'],
      ['POST', '/api/consumoInventarioCrear'],
    ];
    for (const [method, url] of calls) {
      const payload = method === 'POST' ? {} : undefined;
      expect((await h.call(method as 'GET', url, undefined, payload)).statusCode, url).toBe(401);
      expect((await h.call(method as 'GET', url, stranger, payload)).statusCode, url).toBe(403);
    }
  });

  it('answers 400 with a Spanish message to input that is not what the call takes', async () => {
    const bad: [string, string, unknown?][] = [
      ['GET', '/api/warehouse?per_page=0'],
      ['GET', '/api/bodega/show/abc'],
      ['GET', '/api/product?tipo=combo'],
      ['GET', '/api/product/all?estado=quizas'],
      ['GET', '/api/productoEditar/1e1'],
      ['GET', '/api/productoImpuestoGet/1?page=0'],
      ['POST', '/api/productoImpuestoCrear', { producto_id: '1', impuestos: [] }],
      ['GET', '/api/getProductoImpuesto?producto_id=-1'],
      ['GET', '/api/productoDetalleMostrar/0'],
      ['POST', '/api/productoDetalleEliminar', { id: true }],
      ['POST', '/api/inventory/reportBy', { warehouse_id: 'uno' }],
      ['GET', '/api/inventario/saldo/x/1'],
      [
        'POST',
        '/api/kardex/reporte',
        { product_id: 1, warehouse_id: 1, desde: '2026-13-01', hasta: '2026-01-01' },
      ],
      ['POST', '/api/ingresoInventarioListar', { estado: 'borrador' }],
      ['GET', '/api/ingresoInventarioMostrar/012'],
      [
        'POST',
        '/api/ajusteInventarioCrear',
        { warehouse_id: 1, motivo: 'Conteo', lineas: [{ product_id: 1, contado: -1, sistema: 0 }] },
      ],
    ];
    for (const [method, url, body] of bad) {
      const res = await h.call(method as 'GET', url, env.headers, body);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toMatch(/[áéíóúñ]|no|inválid/i);
    }
  });
});

describe('warehouses (bodega)', () => {
  it('401, 403, 400; creates, lists, shows, updates; a duplicate name is a 409 on the field', async () => {
    expect((await h.call('GET', '/api/warehouse')).statusCode).toBe(401);
    expect((await h.call('POST', '/api/bodega', reader, { nombre: 'Cocina' })).statusCode).toBe(403);
    const bad = await h.call('POST', '/api/bodega', env.headers, { nombre: '  ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ nombre: ['El nombre es obligatorio'] });

    const created = await h.call('POST', '/api/bodega', env.headers, {
      nombre: 'Cocina',
      descripcion: 'Restaurante',
    });
    expect(created.json().data).toMatchObject({ nombre: 'Cocina', estado: true, valor: '0.00' });
    const id = created.json().data.id;
    const dup = await h.call('POST', '/api/bodega', env.headers, { nombre: 'Cocina' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors).toEqual({ nombre: ['Ya existe una bodega con ese nombre'] });
    const list = await h.call('GET', '/api/warehouse?search=coci', reader);
    expect(list.json()).toMatchObject({ total: 1, data: [{ id, nombre: 'Cocina' }] });
    expect((await h.call('GET', `/api/bodega/show/${id}`, reader)).json().data.descripcion).toBe(
      'Restaurante',
    );
    const updated = await h.call('POST', `/api/bodega/update/${id}`, env.headers, {
      nombre: 'Cocina central',
    });
    expect(updated.json().data.nombre).toBe('Cocina central');
    const array = await h.call('GET', '/api/bodega/array', reader);
    expect(array.json().data.map((w: { nombre: string }) => w.nombre)).toContain('Cocina central');
    expect((await h.call('POST', `/api/bodega/delete/${id}`, env.headers)).json().accion).toBe('eliminado');
    expect((await auditOf(ctx.db, 'bodegas', id)).map((e) => e.accion)).toEqual([
      'eliminar',
      'actualizar',
      'crear',
    ]);
  });

  it('a warehouse with stock is not closed; emptied, one with movements is deactivated', async () => {
    const w = await h.makeWarehouse(env.hotel.id);
    const p = await h.makeProduct(env.hotel.id);
    await h.entry(env.headers, {
      proveedor_id: env.supplier.id,
      warehouse_id: w.id,
      lineas: [{ product_id: p.id, cantidad: 2, costo_unitario: 100 }],
    });
    const closing = await h.call('POST', `/api/bodega/update/${w.id}`, env.headers, {
      nombre: w.nombre,
      estado: false,
    });
    expect(closing.statusCode).toBe(422);
    expect(closing.json().message).toMatch(/tiene existencias/);
    expect((await h.call('POST', `/api/bodega/delete/${w.id}`, env.headers)).statusCode).toBe(422);
    await h.call('POST', '/api/consumoInventarioCrear', env.headers, {
      warehouse_id: w.id,
      motivo: 'Vencido',
      lineas: [{ product_id: p.id, cantidad: 2 }],
    });
    const removed = await h.call('POST', `/api/bodega/delete/${w.id}`, env.headers);
    expect(removed.json()).toMatchObject({ accion: 'desactivado' });
  });
});

describe('products', () => {
  it('401, 403, 400 on each field the issue names', async () => {
    expect((await h.call('GET', '/api/product')).statusCode).toBe(401);
    expect((await h.call('POST', '/api/productoCrear', reader, product())).statusCode).toBe(403);
    const bad = await h.call('POST', '/api/productoCrear', env.headers, {
      codigo: '',
      nombre: 'X',
      tipo: 'combo',
      medida_id: '1',
      precio_venta: '-1',
      costo: 'abc',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'codigo',
      'costo',
      'medida_id',
      'precio_venta',
      'tipo',
    ]);
  });

  it('creates with IVA 19 %, lists with the lodging product as default, edits, refuses a duplicate código', async () => {
    const medida = await h.measureId();
    const iva19 = await h.taxId('IVA 19 %');
    const body = product({ medida_id: medida, impuestos: [iva19], categoria: 'Minibar', stock_minimo: '6' });
    const created = await h.call('POST', '/api/productoCrear', env.headers, body);
    expect(created.statusCode).toBe(200);
    expect(created.json().data).toMatchObject({
      codigo: body.codigo,
      tipo: 'producto',
      medida: 'Unidad',
      precio_venta: '4500.00',
      costo: '1800.50',
      precio_incluye_impuestos: true,
      stock_minimo: '6.000',
      existencia: '0.000',
      impuestos: [{ id: iva19, nombre: 'IVA 19 %', tipo: 'IVA', porcentaje: '19.00' }],
    });
    const id = created.json().data.id;
    const dup = await h.call('POST', '/api/productoCrear', env.headers, { ...body, nombre: 'Otro' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors).toEqual({ codigo: ['Ya existe un producto con ese código'] });

    const lodging = await h.makeProduct(env.hotel.id, { tipo: 'servicio', nombre: 'Alojamiento' });
    await ctx.db
      .insert(configuraciones)
      .values({ hotel_id: env.hotel.id, producto_alojamiento_id: lodging.id });
    const page = await h.call('GET', '/api/product?search=agua con&tipo=producto', reader);
    expect(page.json()).toMatchObject({
      total: 1,
      data: [{ id }],
      default: { id: lodging.id, tipo: 'servicio' },
    });
    expect((await h.call('GET', '/api/productDefault', reader)).json().data.id).toBe(lodging.id);
    const retire = await h.call('POST', `/api/productoEliminar/${lodging.id}`, env.headers);
    expect(retire.statusCode).toBe(422);

    const all = await h.call('GET', '/api/product/all?tipo=producto', reader);
    expect(all.json().data.map((p: { id: number }) => p.id)).toContain(id);
    expect((await h.call('GET', '/api/producto/categorias', reader)).json().data).toContain('Minibar');

    const updated = await h.call('POST', '/api/productoActualizar', env.headers, {
      ...body,
      id,
      precio_venta: '4800',
      precio_incluye_impuestos: false,
    });
    expect(updated.json().data).toMatchObject({ precio_venta: '4800.00', precio_incluye_impuestos: false });
    // Taxes left out of an update stay as they were.
    expect(updated.json().data.impuestos).toHaveLength(1);
    expect((await h.call('GET', `/api/productoEditar/${id}`, reader)).json().data.precio_venta).toBe(
      '4800.00',
    );
  });

  it('keeps the kind of a product with movements, and deactivates one that was used', async () => {
    const p = await h.makeProduct(env.hotel.id);
    await h.entry(env.headers, {
      proveedor_id: env.supplier.id,
      warehouse_id: env.warehouse.id,
      lineas: [{ product_id: p.id, cantidad: 1, costo_unitario: 10 }],
    });
    const body = { codigo: p.codigo, nombre: p.nombre, medida_id: p.medida_id, precio_venta: '1' };
    const change = await h.call('POST', '/api/productoActualizar', env.headers, {
      ...body,
      id: p.id,
      tipo: 'servicio',
    });
    expect(change.json().errors.tipo[0]).toMatch(/No se puede cambiar el tipo/);
    expect((await h.call('POST', `/api/productoEliminar/${p.id}`, env.headers)).statusCode).toBe(422);
    await h.call('POST', '/api/consumoInventarioCrear', env.headers, {
      warehouse_id: env.warehouse.id,
      motivo: 'Muestra',
      lineas: [{ product_id: p.id, cantidad: 1 }],
    });
    expect((await h.call('POST', `/api/productoEliminar/${p.id}`, env.headers)).json().accion).toBe(
      'desactivado',
    );
    const fresh = await h.makeProduct(env.hotel.id);
    expect((await h.call('POST', `/api/productoEliminar/${fresh.id}`, env.headers)).json().accion).toBe(
      'eliminado',
    );
  });
});

describe('product taxes', () => {
  it('reads them paged, replaces the list, one IVA at most, and lists them for sales', async () => {
    const p = await h.makeProduct(env.hotel.id);
    const [iva19, iva5, inc] = await Promise.all([
      h.taxId('IVA 19 %'),
      h.taxId('IVA 5 %'),
      h.taxId('INC 8 %'),
    ]);
    expect(
      (await h.call('POST', '/api/productoImpuestoCrear', reader, { producto_id: p.id, impuestos: [] }))
        .statusCode,
    ).toBe(403);
    const two = await h.call('POST', '/api/productoImpuestoCrear', env.headers, {
      producto_id: p.id,
      impuestos: [iva19, iva5],
    });
    expect(two.statusCode).toBe(400);
    expect(two.json().errors.impuestos).toEqual(['Elija un solo IVA: 19 %, 5 % o exento']);
    const saved = await h.call('POST', '/api/productoImpuestoCrear', env.headers, {
      producto_id: p.id,
      impuestos: [inc, iva19],
    });
    expect(saved.json().data.map((t: { nombre: string }) => t.nombre)).toEqual(['INC 8 %', 'IVA 19 %']);
    const page = await h.call('GET', `/api/productoImpuestoGet/${p.id}?per_page=1`, reader);
    expect(page.json()).toMatchObject({ per_page: 1, current_page: 1, total: 2, last_page: 2 });
    const forSales = await h.call('GET', `/api/getProductoImpuesto?producto_id=${p.id}`, reader);
    expect(forSales.json().data).toHaveLength(2);
    expect((await h.call('GET', '/api/productoImpuestoGet/999999', reader)).statusCode).toBe(404);
    expect((await auditOf(ctx.db, 'productos', p.id)).map((e) => e.accion)).toEqual(['impuestos']);
  });
});

describe('recipes (productoDetalle)', () => {
  it('adds and removes lines; refuses itself, a cycle through another recipe, services and bad quantities', async () => {
    const id = env.hotel.id;
    const [limon, azucar, servicio] = await Promise.all([
      h.makeProduct(id, { nombre: 'Limón' }),
      h.makeProduct(id, { nombre: 'Azúcar' }),
      h.makeProduct(id, { tipo: 'servicio' }),
    ]);
    const mojito = await h.makeProduct(id, { tipo: 'receta', nombre: 'Mojito' });
    const almibar = await h.makeProduct(id, { tipo: 'receta', nombre: 'Almíbar' });
    const add = (producto_id: number, ingrediente_id: number, cantidad: unknown = '0.5') =>
      h.call('POST', '/api/productoDetalleCrear', env.headers, { producto_id, ingrediente_id, cantidad });

    expect((await add(mojito.id, limon.id, 0)).json().errors).toEqual({
      cantidad: ['La cantidad debe ser mayor que cero'],
    });
    expect((await add(mojito.id, limon.id, '-1')).statusCode).toBe(400);
    const line = await add(mojito.id, limon.id, '0.5');
    expect(line.json().data).toMatchObject({ nombre: 'Limón', cantidad: '0.500', tipo: 'producto' });
    expect((await add(mojito.id, almibar.id, '0.25')).statusCode).toBe(200);
    expect((await add(almibar.id, azucar.id, '0.05')).statusCode).toBe(200);

    expect((await add(mojito.id, mojito.id)).json().errors).toEqual({
      ingrediente_id: ['Una receta no puede contenerse a sí misma'],
    });
    const cycle = await add(almibar.id, mojito.id);
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().errors.ingrediente_id[0]).toMatch(/«Mojito» ya contiene a «Almíbar»/);
    expect((await add(mojito.id, servicio.id)).json().errors.ingrediente_id[0]).toMatch(/es un servicio/);
    expect((await add(limon.id, azucar.id)).json().errors.producto_id[0]).toMatch(/no es una receta/);

    const lines = await h.call('GET', `/api/productoDetalleMostrar/${mojito.id}?search=lim`, env.headers);
    expect(lines.json()).toMatchObject({
      total: 1,
      per_page: 10,
      data: [{ ingrediente_id: limon.id, costo: '1000.00' }],
    });
    const removed = await h.call('POST', '/api/productoDetalleEliminar', env.headers, {
      id: line.json().data.id,
    });
    expect(removed.json().message).toBe('Ingrediente quitado de la receta');
    expect((await h.call('GET', `/api/productoDetalleMostrar/${mojito.id}`, env.headers)).json().total).toBe(
      1,
    );
    expect((await h.call('POST', '/api/productoDetalleEliminar', reader, { id: 1 })).statusCode).toBe(403);
  });
});
