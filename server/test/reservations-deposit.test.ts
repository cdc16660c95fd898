import { NO_OPEN_REGISTER_FOR_PAYMENTS } from '@posada/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cajaMovimientos, cajas, formasPago, reservaEncabezados } from '../src/db/schema';
import { reservationsContext } from './helpers/reservations';

let h: Awaited<ReturnType<typeof reservationsContext>>;
let efectivo: number;
beforeAll(async () => {
  h = await reservationsContext(['reservas.ver', 'reservas.crear', 'cajas.abrir']);
  const [cash] = await h.ctx.db.select().from(formasPago).where(eq(formasPago.nombre, 'Efectivo'));
  efectivo = cash?.id ?? 0;
});
afterAll(() => h.ctx.close());

describe('the deposit (anticipo) of a booking', () => {
  it('without an open register the booking is refused and nothing is written', async () => {
    const { type } = await h.makeType(1);
    const client = await h.rooms.makeClient(h.hotelId);
    const res = await h.book({
      cliente_id: client.id,
      canal: 'directo',
      anticipo: { forma_pago_id: efectivo, monto: '50000' },
      lineas: [h.line(type.id)],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(NO_OPEN_REGISTER_FOR_PAYMENTS);
    expect(
      await h.ctx.db.select().from(reservaEncabezados).where(eq(reservaEncabezados.cliente_id, client.id)),
    ).toEqual([]);
    expect((await h.availability(type.id)).libres).toBe(1);
  });

  it('is taken into the caller’s open register once, however often the request is retried', async () => {
    const [caja] = await h.ctx.db
      .insert(cajas)
      .values({ hotel_id: h.hotelId, nombre: 'Recepción anticipos' })
      .returning();
    const opened = await h.post('/cajaAbrir', { caja_id: caja?.id, efectivo: 0, password: 'AUTOAPROBACION' });
    expect(opened.statusCode, opened.body).toBe(200);
    const { type } = await h.makeType(1);
    const client = await h.rooms.makeClient(h.hotelId);
    const body = {
      cliente_id: client.id,
      canal: 'directo',
      anticipo: { forma_pago_id: efectivo, monto: '50000' },
      lineas: [h.line(type.id, 2, 2)],
    };
    const key = `anticipo-${type.id}-reintento`;
    const res = await h.book(body, { key });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ total: '238000.00', pagado: '50000.00' });
    expect(data.anticipos).toEqual([
      expect.objectContaining({ forma_pago_id: efectivo, forma_pago: 'Efectivo', monto: '50000.00' }),
    ]);
    const again = await h.book(body, { key });
    expect(again.json().data.id).toBe(data.id);
    const movements = await h.ctx.db
      .select()
      .from(cajaMovimientos)
      .where(eq(cajaMovimientos.concepto, `Anticipo reserva ${data.id}`));
    expect(movements.map((m) => [m.tipo, m.monto])).toEqual([['pago', '50000.00']]);
    const zero = await h.book({ ...body, anticipo: { forma_pago_id: efectivo, monto: '0' } });
    expect(zero.statusCode).toBe(400);
    expect(Object.keys(zero.json().errors)).toEqual(['anticipo.monto']);
  });
});
