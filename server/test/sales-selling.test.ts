import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditoria, cajaMovimientos } from '../src/db/schema';
import { makeResolution } from './helpers/invoices';
import { sellerCodes } from './helpers/sales';
import { saleCount, sodaStock, t, useSalesShop } from './helpers/sales-shop';

/** Selling at an outlet: tiquete POS, factura, tips, idempotency, stock and prices. */
useSalesShop();

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
    // Its audit entry, written with the sale (in its statement), once.
    const logged = await t.ctx.db
      .select({ despues: auditoria.despues })
      .from(auditoria)
      .where(and(eq(auditoria.entidad, 'ventas'), eq(auditoria.entidad_id, String(a.json().data.id))));
    expect(logged).toMatchObject([{ despues: { total: '11900.00', propina: null } }]);
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
