import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cajaMovimientos, cajas, cuentaMovimientos, facturaPagos, facturas, ventas } from '../src/db/schema';
import { storekeeperCodes } from './helpers/inventory';
import { makeResolution } from './helpers/invoices';
import { salesContext, sellerCodes } from './helpers/sales';

// On PostgreSQL these requests really run at once (one pool connection each); PGlite serializes them,
// so there a smaller batch checks the same arithmetic and keeps the suite fast.
const SALES = process.env.DATABASE_URL ? 50 : 20;
let t: Awaited<ReturnType<typeof salesContext>>;
beforeAll(async () => {
  t = await salesContext();
});
afterAll(() => t.ctx.close());

/** A product with `cantidad` in the shop's warehouse, and two more sellers with their registers open. */
async function stocked(nombre: string, cantidad: number) {
  const product = await t.inv.makeProduct(t.hotelId, { nombre, precio_venta: '8000' });
  const keeper = await t.ctx.factories.actor({ permisos: storekeeperCodes, hotelIds: [t.hotelId] });
  const entry = await t.inv.entry(keeper.headers, {
    proveedor_id: (await t.inv.makeSupplier(t.hotelId)).id,
    warehouse_id: t.warehouse.id,
    lineas: [{ product_id: product.id, cantidad, costo_unitario: 3000 }],
  });
  expect(entry.statusCode, entry.body).toBe(200);
  return product;
}

async function tablets() {
  const sellers = [t.seller];
  for (let i = 0; i < 2; i++) {
    const seller = await t.ctx.factories.actor({ permisos: sellerCodes, hotelIds: [t.hotelId] });
    const [caja] = await t.ctx.db
      .insert(cajas)
      .values({ hotel_id: t.hotelId, nombre: `Tablet ${i} ${Date.now()}` })
      .returning();
    const opened = await t.post(
      '/cajaAbrir',
      { caja_id: caja?.id, efectivo: 0, password: 'AUTOAPROBACION' },
      seller.headers,
    );
    expect(opened.statusCode, opened.body).toBe(200);
    sellers.push(seller);
  }
  return sellers;
}

describe('simultaneous sales', () => {
  it(`${SALES} facturas from three tablets at once: consecutive invoice numbers, exact stock and register totals`, async () => {
    await makeResolution(t.ctx.db, t.hotelId, { prefijo: 'FC' });
    const wine = await stocked('Vino', SALES + 5);
    const water = await stocked('Agua', SALES + 5);
    const sellers = await tablets();
    const responses = await Promise.all(
      Array.from({ length: SALES }, (_, i) =>
        t.sell(
          {
            punto_venta_id: t.shop,
            documento: 'factura',
            // Half the sales name the products in the other order.
            lineas: (i % 2 ? [wine, water] : [water, wine]).map((p) => ({ product_id: p.id, cantidad: 1 })),
            pagos: [{ forma_pago_id: t.efectivo, monto: '20000' }],
          },
          sellers[i % 3]?.headers,
        ),
      ),
    );
    for (const r of responses) expect(r.statusCode, r.body).toBe(200);
    const ids = responses.map((r) => r.json().data.factura_id as number);
    const issued = await t.ctx.db.select().from(facturas).where(inArray(facturas.id, ids));
    const numbers = issued.map((f) => f.numero ?? 0).sort((a, b) => a - b);
    const first = numbers[0] ?? 0;
    expect(numbers).toEqual(Array.from({ length: SALES }, (_, i) => first + i));
    expect(issued.every((f) => f.total === '16000.00' && f.cambio === '4000.00')).toBe(true);
    expect((await t.inv.stockOf(t.warehouse.id, wine.id))?.cantidad).toBe('5.000');
    expect((await t.inv.stockOf(t.warehouse.id, water.id))?.cantidad).toBe('5.000');
    // Each invoice paid by its account's payment entry, whose register movement took 16.000.
    const paid = await t.ctx.db
      .select({ monto: cajaMovimientos.monto })
      .from(cuentaMovimientos)
      .innerJoin(cajaMovimientos, eq(cajaMovimientos.id, cuentaMovimientos.caja_movimiento_id))
      .where(
        inArray(
          cuentaMovimientos.cuenta_id,
          issued.map((f) => f.cuenta_id),
        ),
      );
    expect(paid).toHaveLength(SALES);
    expect(paid.every((m) => m.monto === '16000.00')).toBe(true);
    const byMethod = await t.ctx.db.select().from(facturaPagos).where(inArray(facturaPagos.factura_id, ids));
    expect(byMethod.map((p) => p.monto)).toEqual(Array.from({ length: SALES }, () => '16000.00'));
  });

  it(`${SALES} sales from three tablets at once: consecutive tickets, exact stock and register totals`, async () => {
    const beer = await stocked('Cerveza', SALES + 10);
    const sellers = await tablets();
    const before = (await t.ctx.db.select({ id: ventas.id }).from(ventas)).length;
    const responses = await Promise.all(
      Array.from({ length: SALES }, (_, i) =>
        t.sell(
          {
            punto_venta_id: t.shop,
            lineas: [{ product_id: beer.id, cantidad: 1 }],
            pagos: [{ forma_pago_id: t.efectivo, monto: '10000' }],
          },
          sellers[i % 3]?.headers,
        ),
      ),
    );
    for (const r of responses) expect(r.statusCode, r.body).toBe(200);
    const numbers = responses
      .map((r) => Number(String(r.json().data.numero).replace('POS', '')))
      .sort((a, b) => a - b);
    const first = numbers[0] ?? 0;
    expect(numbers).toEqual(Array.from({ length: SALES }, (_, i) => first + i));
    expect((await t.ctx.db.select({ id: ventas.id }).from(ventas)).length).toBe(before + SALES);
    expect((await t.inv.stockOf(t.warehouse.id, beer.id))?.cantidad).toBe('10.000');
    const ids = responses.map((r) => r.json().data.id as number);
    const moved = await t.ctx.db
      .select({ monto: cajaMovimientos.monto })
      .from(cajaMovimientos)
      .where(
        inArray(
          cajaMovimientos.concepto,
          responses.map((r) => `Tiquete POS ${r.json().data.numero}, Tienda`),
        ),
      );
    expect(moved).toHaveLength(SALES);
    expect(moved.every((m) => m.monto === '8000.00')).toBe(true);
    const sales = await t.ctx.db.select().from(ventas).where(inArray(ventas.id, ids));
    expect(sales.every((s) => s.cambio === '2000.00')).toBe(true);
  });
});
