import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existencias, kardex } from '../src/db/schema';
import { createHotelCalendar } from '../src/kernel/calendar/calendar';
import { createStockService } from '../src/kernel/stock';
import { systemClock } from '../src/lib/clock';
import { createHotelsRepository } from '../src/modules/hotels/hotels.repository';
import { createTestContext, type TestContext } from './helpers/context';
import { inventoryHelpers } from './helpers/inventory';

// On PostgreSQL the concurrent calls really run at once (one pool connection each); PGlite serializes them.
let ctx: TestContext;
let h: ReturnType<typeof inventoryHelpers>;
beforeAll(async () => {
  ctx = await createTestContext();
  h = inventoryHelpers(ctx);
});
afterAll(() => ctx.close());

const stock = () =>
  createStockService({
    calendar: createHotelCalendar({ clock: systemClock, repo: createHotelsRepository() }),
  });

/** The stock row equals the running balance of its last kardex row, and the sum of its movements. */
async function assertLedger(warehouseId: number, productId: number) {
  const [sums] = (
    await ctx.db.execute<{ cantidad: string; valor: string }>(sql`
      select (sum(entrada) - sum(salida))::numeric(14, 3)::text as cantidad,
             sum(case when entrada > 0 then valor else -valor end)::numeric(14, 2)::text as valor
      from kardex where bodega_id = ${warehouseId} and producto_id = ${productId}`)
  ).rows;
  const row = await h.stockOf(warehouseId, productId);
  const last = await h.lastKardex(warehouseId, productId);
  expect(row).toMatchObject({ cantidad: last?.saldo, valor: last?.saldo_valor, ultimo_kardex_id: last?.id });
  expect(sums).toEqual({ cantidad: row?.cantidad, valor: row?.valor });
  return row;
}

async function stocked(quantity: number, cost = 1000) {
  const env = await h.setup();
  const product = await h.makeProduct(env.hotel.id);
  await h.entry(env.headers, {
    proveedor_id: env.supplier.id,
    warehouse_id: env.warehouse.id,
    lineas: [{ product_id: product.id, cantidad: quantity, costo_unitario: cost }],
  });
  return { ...env, product };
}

describe('transfers, counts and internal use', () => {
  it('a transfer moves stock at the origin’s average cost into the other warehouse', async () => {
    const env = await stocked(10, 1200);
    const minibar = await h.makeWarehouse(env.hotel.id, { nombre: 'Minibar' });
    const body = {
      warehouse_id: env.warehouse.id,
      destino_id: minibar.id,
      lineas: [{ product_id: env.product.id, cantidad: 4 }],
    };
    expect(
      (
        await h.call('POST', '/api/trasladoInventarioCrear', env.headers, {
          ...body,
          destino_id: env.warehouse.id,
        })
      ).json().errors,
    ).toEqual({
      destino_id: ['La bodega de destino debe ser otra'],
    });
    const done = await h.call('POST', '/api/trasladoInventarioCrear', env.headers, body);
    expect(done.json()).toMatchObject({
      message: expect.stringMatching(/^Traslado TR\d+ registrado$/),
      data: {
        tipo: 'traslado',
        bodega_destino: 'Minibar',
        valor: '4800.00',
        lineas: [{ cantidad: '4.000', valor: '4800.00' }],
      },
    });
    expect(await assertLedger(minibar.id, env.product.id)).toMatchObject({
      cantidad: '4.000',
      costo_promedio: '1200.0000',
    });
    expect(await assertLedger(env.warehouse.id, env.product.id)).toMatchObject({
      cantidad: '6.000',
      valor: '7200.00',
    });
    const tooMuch = await h.call('POST', '/api/trasladoInventarioCrear', env.headers, {
      ...body,
      lineas: [{ product_id: env.product.id, cantidad: 7 }],
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errors['lineas.0.cantidad'][0]).toMatch(/hay 6 y se necesitan 7/);
  });

  it('a count posts the difference with its reason, and is refused when the stock moved since the sheet', async () => {
    const env = await stocked(10, 500);
    const other = await h.makeProduct(env.hotel.id, { costo: '800' });
    const count = (lineas: object[]) =>
      h.call('POST', '/api/ajusteInventarioCrear', env.headers, {
        warehouse_id: env.warehouse.id,
        motivo: 'Conteo mensual',
        lineas,
      });
    const stale = await count([{ product_id: env.product.id, contado: 8, sistema: 9 }]);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors['lineas.0.sistema'][0]).toMatch(/ahora hay 10/);
    const done = await count([
      { product_id: env.product.id, contado: '8', sistema: '10' },
      { product_id: other.id, contado: '2', sistema: '0' },
    ]);
    expect(done.json().data).toMatchObject({
      tipo: 'ajuste',
      motivo: 'Conteo mensual',
      lineas: [
        { cantidad: '2.000', sistema: '10.000', contado: '8.000', valor: '1000.00' },
        { cantidad: '2.000', sistema: '0.000', contado: '2.000', valor: '1600.00' },
      ],
    });
    expect((await h.lastKardex(env.warehouse.id, env.product.id))?.tipo).toBe('ajuste_salida');
    expect(await assertLedger(env.warehouse.id, other.id)).toMatchObject({
      cantidad: '2.000',
      costo_promedio: '800.0000',
    });
  });

  it('an internal consumption of a recipe takes its ingredients, nested recipes too', async () => {
    const env = await h.setup();
    const id = env.hotel.id;
    const [ron, azucar] = await Promise.all([h.makeProduct(id), h.makeProduct(id)]);
    const [mojito, almibar] = await Promise.all([
      h.makeProduct(id, { tipo: 'receta' }),
      h.makeProduct(id, { tipo: 'receta' }),
    ]);
    await h.addRecipeLine(mojito.id, ron.id, '0.06');
    await h.addRecipeLine(mojito.id, almibar.id, '0.5');
    await h.addRecipeLine(almibar.id, azucar.id, '0.05');
    await h.entry(env.headers, {
      proveedor_id: env.supplier.id,
      warehouse_id: env.warehouse.id,
      lineas: [
        { product_id: ron.id, cantidad: 1, costo_unitario: 40_000 },
        { product_id: azucar.id, cantidad: 1, costo_unitario: 4_000 },
      ],
    });
    const meal = await h.call('POST', '/api/consumoInventarioCrear', env.headers, {
      warehouse_id: env.warehouse.id,
      motivo: 'Atención a proveedores',
      lineas: [{ product_id: mojito.id, cantidad: 2 }],
    });
    expect(meal.json().data.lineas).toEqual([
      expect.objectContaining({ producto_id: ron.id, cantidad: '0.120', valor: '4800.00' }),
      expect.objectContaining({ producto_id: azucar.id, cantidad: '0.050', valor: '200.00' }),
    ]);
    expect(meal.json().data.valor).toBe('5000.00');
    expect((await h.stockOf(env.warehouse.id, azucar.id))?.cantidad).toBe('0.950');
    const noReason = await h.call('POST', '/api/consumoInventarioCrear', env.headers, {
      warehouse_id: env.warehouse.id,
      motivo: '',
      lineas: [{ product_id: ron.id, cantidad: 1 }],
    });
    expect(noReason.json().errors).toEqual({ motivo: ['Indique el motivo del consumo'] });
  });
});

describe('negative stock', () => {
  it('is refused by default, by the service and by the database itself', async () => {
    const env = await stocked(2);
    const out = await h.call('POST', '/api/consumoInventarioCrear', env.headers, {
      warehouse_id: env.warehouse.id,
      motivo: 'Cortesía',
      lineas: [{ product_id: env.product.id, cantidad: 3 }],
    });
    expect(out.statusCode).toBe(422);
    expect(out.json().message).toMatch(
      /^No hay existencia suficiente de «.+» en «.+»: hay 2 y se necesitan 3$/,
    );
    const direct = ctx.db
      .update(existencias)
      .set({ cantidad: '-1' })
      .where(and(eq(existencias.bodega_id, env.warehouse.id), eq(existencias.producto_id, env.product.id)));
    await expect(direct).rejects.toThrow();
    await expect(ctx.db.delete(kardex).where(eq(kardex.producto_id, env.product.id))).rejects.toThrow();
    await assertLedger(env.warehouse.id, env.product.id);
  });

  it('where the hotel allows it, the kardex shows the balance below zero and an entry makes it whole', async () => {
    const env = await stocked(2, 1000);
    await h.allowNegative(env.hotel.id);
    const out = await h.call('POST', '/api/consumoInventarioCrear', env.headers, {
      warehouse_id: env.warehouse.id,
      motivo: 'Evento',
      lineas: [{ product_id: env.product.id, cantidad: 5 }],
    });
    expect(out.statusCode).toBe(200);
    expect(await h.lastKardex(env.warehouse.id, env.product.id)).toMatchObject({
      saldo: '-3.000',
      saldo_valor: '-3000.00',
    });
    await h.entry(env.headers, {
      proveedor_id: env.supplier.id,
      warehouse_id: env.warehouse.id,
      lineas: [{ product_id: env.product.id, cantidad: 10, costo_unitario: 1200 }],
    });
    expect(await assertLedger(env.warehouse.id, env.product.id)).toMatchObject({
      cantidad: '7.000',
      valor: '8400.00',
    });
  });
});

describe('the service sales will call', () => {
  it('takeStock explodes recipes at the average cost and returnStock puts back exactly that', async () => {
    const env = await stocked(10, 1500);
    const service = await h.makeProduct(env.hotel.id, { tipo: 'servicio' });
    const combo = await h.makeProduct(env.hotel.id, { tipo: 'receta' });
    await h.addRecipeLine(combo.id, env.product.id, '2');
    const actor = { hotelId: env.hotel.id, userId: env.keeper.user.id };
    const taken = await ctx.db.transaction((tx) =>
      stock().takeStock(tx, {
        actor,
        warehouseId: env.warehouse.id,
        lines: [
          { producto_id: combo.id, cantidad: '3' },
          { producto_id: service.id, cantidad: '1' },
        ],
        document: { tipo: 'venta', documento: 'FV-77' },
      }),
    );
    expect(taken).toEqual({
      lines: [
        { producto_id: env.product.id, cantidad: '6.000', costo_unitario: '1500.0000', valor: '9000.00' },
      ],
      valor: '9000.00',
    });
    expect(await h.lastKardex(env.warehouse.id, env.product.id)).toMatchObject({
      tipo: 'venta',
      documento: 'FV-77',
    });
    await ctx.db.transaction((tx) =>
      stock().returnStock(tx, {
        actor,
        warehouseId: env.warehouse.id,
        lines: taken.lines,
        document: { documento: 'NC-5' },
      }),
    );
    expect(await assertLedger(env.warehouse.id, env.product.id)).toMatchObject({
      cantidad: '10.000',
      valor: '15000.00',
      costo_promedio: '1500.0000',
    });
  });

  it('of 20 simultaneous sales of one unit against a stock of 10, exactly 10 leave and none goes below zero', async () => {
    const env = await stocked(10, 700);
    const actor = { hotelId: env.hotel.id, userId: env.keeper.user.id };
    const sell = (n: number) =>
      ctx.db.transaction((tx) =>
        stock().takeStock(tx, {
          actor,
          warehouseId: env.warehouse.id,
          lines: [{ producto_id: env.product.id, cantidad: '1' }],
          document: { tipo: 'venta', documento: `FV-${n}` },
        }),
      );
    const results = await Promise.allSettled(Array.from({ length: 20 }, (_, n) => sell(n)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    for (const r of results)
      if (r.status === 'rejected') expect(String(r.reason)).toMatch(/No hay existencia suficiente/);
    expect(await assertLedger(env.warehouse.id, env.product.id)).toMatchObject({
      cantidad: '0.000',
      valor: '0.00',
    });
  });

  it('simultaneous stock coming back at different costs ends with the exact weighted average', async () => {
    // Returns carry no document number, so nothing but the stock row's lock orders them.
    const env = await stocked(10, 100);
    const actor = { hotelId: env.hotel.id, userId: env.keeper.user.id };
    const costs = [110, 120, 130, 140, 150, 160, 170, 180];
    await Promise.all(
      costs.map((c, n) =>
        ctx.db.transaction((tx) =>
          stock().returnStock(tx, {
            actor,
            warehouseId: env.warehouse.id,
            lines: [
              { producto_id: env.product.id, cantidad: '10', costo_unitario: `${c}`, valor: `${c * 10}` },
            ],
            document: { documento: `NC-${n}` },
          }),
        ),
      ),
    );
    // (10 × 100 + 10 × (110 + … + 180)) / 90
    expect(await assertLedger(env.warehouse.id, env.product.id)).toMatchObject({
      cantidad: '90.000',
      valor: '12600.00',
      costo_promedio: '140.0000',
    });
  });
});
