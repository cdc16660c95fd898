import { reportPaths } from '@posada/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cuentaMovimientos, ventas } from '../src/db/schema';
import { invoicingContext } from './helpers/invoices';
import { sellerCodes } from './helpers/sales';

/**
 * The Consolidado counts the point of sale's revenue once: a tiquete POS (no account entry) from
 * its sale, a factura and a room charge from the account charges they are; an annulled tiquete
 * nets to zero on the day it was sold and annulled. docs/reports.md "Consolidated revenue".
 */
let c: Awaited<ReturnType<typeof invoicingContext>>;
let t: Awaited<ReturnType<typeof invoicingContext>>['t'];
type Actor = { headers: Record<string, string> };
let seller: Actor;
let reader: Actor;
let shop: number;

const day = { desde: '2026-11-20', hasta: '2026-11-20' };
const cents = (amount: string) => Math.round(Number(amount) * 100);
const plus = (...amounts: string[]) => (amounts.reduce((sum, a) => sum + cents(a), 0) / 100).toFixed(2);
const minus = (a: string, b: string) => ((cents(a) - cents(b)) / 100).toFixed(2);

let n = 0;
async function sell(body: object) {
  const res = await t.ctx.app.inject({
    method: 'POST',
    url: '/api/ventaCrear',
    payload: { punto_venta_id: shop, ...body },
    headers: { ...seller.headers, 'idempotency-key': `venta-informe-${++n}-${Date.now()}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    id: number;
    documento: string;
    subtotal: string;
    impuesto: string;
    total: string;
  };
}

type Report = {
  por_categoria: { categoria: string; base: string; impuestos: string; total: string }[];
  por_producto: { categoria: string; producto: string; base: string }[];
  por_impuesto: { nombre: string; base: string; valor: string }[];
  totales: { base: string };
};
async function consolidated(): Promise<Report> {
  const res = await t.post(`${reportPaths.consolidated}`, day, reader.headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const minibar = (r: Report) =>
  r.por_categoria.find((x) => x.categoria === 'Minibar') ?? {
    base: '0.00',
    impuestos: '0.00',
    total: '0.00',
  };
const iva19 = (r: Report) =>
  r.por_impuesto.find((x) => x.nombre === 'IVA 19 %') ?? { base: '0.00', valor: '0.00' };

beforeAll(async () => {
  c = await invoicingContext();
  ({ t } = c);
  ({ seller, shop } = await c.sellingShop(sellerCodes));
  reader = await t.ctx.factories.actor({ permisos: ['reportes.consolidado'], hotelIds: [t.hotelId] });
});
afterAll(() => t.ctx.close());

describe('the point of sale in the Consolidado', () => {
  it('counts a tiquete POS, a factura and a room charge once each, and an annulled tiquete not at all', async () => {
    const { room } = await t.occupy('P1');
    const before = await consolidated();
    const cash = (monto: string) => ({ pagos: [{ forma_pago_id: t.efectivo, monto }] });
    const ticket = await sell({ lineas: [{ product_id: t.soda.id, cantidad: 2 }], ...cash('30000') });
    const invoiced = await sell({
      lineas: [{ product_id: t.soda.id, cantidad: 1 }],
      documento: 'factura',
      ...cash('11900'),
    });
    const charged = await sell({ habitacion_id: room.id, lineas: [{ product_id: t.soda.id, cantidad: 3 }] });
    const annulled = await sell({ lineas: [{ product_id: t.soda.id, cantidad: 5 }], ...cash('60000') });
    expect([ticket, invoiced, charged, annulled].map((s) => s.documento)).toEqual([
      'pos',
      'factura',
      'habitacion',
      'pos',
    ]);
    const voided = await t.post(
      `/ventaAnular/${annulled.id}`,
      { motivo: 'Se equivocó de producto' },
      seller.headers,
    );
    expect(voided.statusCode, voided.body).toBe(200);

    // The database stamps the charges and the annulment with its own clock, not the test's: they
    // are put on the sales' day (10:00 in Bogotá), as the hand-made reports hotel dates its rows.
    const onTheDay = new Date('2026-11-20T15:00:00Z');
    await t.ctx.db
      .update(cuentaMovimientos)
      .set({ created_at: onTheDay })
      .where(and(eq(cuentaMovimientos.hotel_id, t.hotelId), eq(cuentaMovimientos.producto_id, t.soda.id)));
    await t.ctx.db.update(ventas).set({ anulada_at: onTheDay }).where(eq(ventas.id, annulled.id));

    const after = await consolidated();
    const sold = [ticket, invoiced, charged];
    // 2 + 1 + 3 sodas at 10.000 before IVA: the tiquete's 20.000 among them, once.
    expect(plus(...sold.map((s) => s.subtotal))).toBe('60000.00');
    expect(minus(minibar(after).base, minibar(before).base)).toBe('60000.00');
    expect(minus(minibar(after).impuestos, minibar(before).impuestos)).toBe(
      plus(...sold.map((s) => s.impuesto)),
    );
    expect(minus(minibar(after).total, minibar(before).total)).toBe(plus(...sold.map((s) => s.total)));
    expect(minus(after.totales.base, before.totales.base)).toBe('60000.00');
    // The tiquete's IVA is in the table by tax with the charges' IVA.
    expect(minus(iva19(after).base, iva19(before).base)).toBe('60000.00');
    expect(minus(iva19(after).valor, iva19(before).valor)).toBe('11400.00');
    expect(after.por_producto.find((p) => p.categoria === 'Minibar')?.producto).toBe(t.soda.nombre);
  });

  it('another day does not see the tiquete', async () => {
    const res = await t.post(
      `${reportPaths.consolidated}`,
      { desde: '2026-11-21', hasta: '2026-11-21' },
      reader.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res.json().por_categoria.find((x: { categoria: string }) => x.categoria === 'Minibar'),
    ).toBeUndefined();
  });
});
