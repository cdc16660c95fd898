import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cajaMovimientos, cajas, ventas } from '../src/db/schema';
import { storekeeperCodes } from './helpers/inventory';
import { salesContext, sellerCodes } from './helpers/sales';

// On PostgreSQL these requests really run at once (one pool connection each); PGlite serializes them,
// so there a smaller batch checks the same arithmetic and keeps the suite fast.
const SALES = process.env.DATABASE_URL ? 50 : 20;
let t: Awaited<ReturnType<typeof salesContext>>;
beforeAll(async () => {
  t = await salesContext();
});
afterAll(() => t.ctx.close());

describe('simultaneous sales', () => {
  it(`${SALES} sales from three tablets at once: consecutive tickets, exact stock and register totals`, async () => {
    const beer = await t.inv.makeProduct(t.hotelId, { nombre: 'Cerveza', precio_venta: '8000' });
    const supplier = await t.inv.makeSupplier(t.hotelId);
    const keeper = await t.ctx.factories.actor({ permisos: storekeeperCodes, hotelIds: [t.hotelId] });
    const entry = await t.inv.entry(keeper.headers, {
      proveedor_id: supplier.id,
      warehouse_id: t.warehouse.id,
      lineas: [{ product_id: beer.id, cantidad: SALES + 10, costo_unitario: 3000 }],
    });
    expect(entry.statusCode, entry.body).toBe(200);
    const sellers = [t.seller];
    for (let i = 0; i < 2; i++) {
      const seller = await t.ctx.factories.actor({ permisos: sellerCodes, hotelIds: [t.hotelId] });
      const [caja] = await t.ctx.db
        .insert(cajas)
        .values({ hotel_id: t.hotelId, nombre: `Tablet ${i}` })
        .returning();
      const opened = await t.post(
        '/cajaAbrir',
        { caja_id: caja?.id, efectivo: 0, password: 'AUTOAPROBACION' },
        seller.headers,
      );
      expect(opened.statusCode, opened.body).toBe(200);
      sellers.push(seller);
    }
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
