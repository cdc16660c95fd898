import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salesContext } from './helpers/sales';

/** GET /api/ventas/propinas (issue 31): the tips by register shift, outlet and seller. */
let t: Awaited<ReturnType<typeof salesContext>>;
const range = '?desde=2026-11-01&hasta=2026-11-30';

beforeAll(async () => {
  t = await salesContext();
});
afterAll(() => t.ctx.close());

describe('the tips report', () => {
  it('answers 401, 403 without the cash report permission, and 400 on a bad range', async () => {
    expect((await t.ctx.app.inject({ method: 'GET', url: `/api/ventas/propinas${range}` })).statusCode).toBe(
      401,
    );
    expect((await t.get(`/ventas/propinas${range}`, t.seller.headers)).statusCode).toBe(403);
    const accountant = await t.ctx.factories.actor({ permisos: ['reportes.cajas'], hotelIds: [t.hotelId] });
    const bad = await t.get('/ventas/propinas?desde=2026-11-30&hasta=2026-11-01', accountant.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.hasta).toEqual(['La fecha inicial debe ser anterior a la final']);
    const missing = await t.get('/ventas/propinas?desde=30/11/2026', accountant.headers);
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['desde', 'hasta']);
  });

  it('sums the tips of the sales in force by shift, outlet and seller; an annulled sale gave its tip back', async () => {
    const accountant = await t.ctx.factories.actor({ permisos: ['reportes.cajas'], hotelIds: [t.hotelId] });
    const price = await t.sell({
      punto_venta_id: t.restaurant,
      lineas: [{ product_id: t.laundry.id, cantidad: 1 }],
      pagos: [{ forma_pago_id: t.efectivo, monto: '100000' }],
    });
    expect(price.statusCode, price.body).toBe(200);
    const base = Number(price.json().data.total);
    const sale = async (propina: string, outlet: number) => {
      const res = await t.sell({
        punto_venta_id: outlet,
        lineas: [{ product_id: t.laundry.id, cantidad: 1 }],
        pagos: [{ forma_pago_id: t.efectivo, monto: String(base + Number(propina)) }],
        propina,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { id: number };
    };
    await sale('1500', t.restaurant);
    await sale('2500.50', t.restaurant);
    await sale('700', t.shop);
    const annulled = await sale('9000', t.restaurant);
    const voided = await t.post(`/ventaAnular/${annulled.id}`, { motivo: 'Error de mesa' }, t.seller.headers);
    expect(voided.statusCode, voided.body).toBe(200);

    const res = await t.get(`/ventas/propinas${range}`, accountant.headers);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    expect(report.data).toEqual([
      expect.objectContaining({
        caja: 'Caja Restaurante',
        punto_venta: 'Restaurante',
        ventas: 2,
        propina: '4000.50',
      }),
      expect.objectContaining({
        caja: 'Caja Restaurante',
        punto_venta: 'Tienda',
        ventas: 1,
        propina: '700.00',
      }),
    ]);
    expect(report.data[0].turno_id).toBeGreaterThan(0);
    expect(report.data[0].cerrado_at).toBeNull();
    expect(report.totales).toEqual({ ventas: 3, propina: '4700.50' });
    // Outside the range, or another hotel: nothing.
    const before = await t.get('/ventas/propinas?desde=2026-10-01&hasta=2026-10-31', accountant.headers);
    expect(before.json()).toMatchObject({ data: [], totales: { ventas: 0, propina: '0.00' } });
    const elsewhere = await t.ctx.factories.makeHotel();
    const stranger = await t.ctx.factories.actor({ permisos: ['reportes.cajas'], hotelIds: [elsewhere.id] });
    expect((await t.get(`/ventas/propinas${range}`, stranger.headers)).json().data).toEqual([]);
  });
});
