import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cajaMovimientos, cuentaMovimientos, kardex } from '../src/db/schema';
import { sodaStock, t, useSalesShop } from './helpers/sales-shop';

/** A sale charged to a room, the list of sales and their annulment. */
useSalesShop();

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
    // Two tickets of the file's own (POS1, POS2) beside the room charge above.
    for (const _ of [1, 2]) {
      const sold = await t.sell({
        punto_venta_id: t.shop,
        lineas: [{ product_id: t.soda.id, cantidad: 1 }],
        pagos: [{ forma_pago_id: t.efectivo, monto: '20000' }],
      });
      expect(sold.statusCode, sold.body).toBe(200);
    }
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
