import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cajaMovimientos, cajas, configuraciones, formasPago, reservas } from '../src/db/schema';
import { reservationsContext } from './helpers/reservations';

let h: Awaited<ReturnType<typeof reservationsContext>>;
let efectivo: number;
beforeAll(async () => {
  h = await reservationsContext(['reservas.ver', 'reservas.crear', 'reservas.cancelar', 'cajas.abrir']);
  const [cash] = await h.ctx.db.select().from(formasPago).where(eq(formasPago.nombre, 'Efectivo'));
  efectivo = cash?.id ?? 0;
  const [caja] = await h.ctx.db
    .insert(cajas)
    .values({ hotel_id: h.hotelId, nombre: 'Recepción devoluciones' })
    .returning();
  const opened = await h.post('/cajaAbrir', { caja_id: caja?.id, efectivo: 0, password: 'AUTOAPROBACION' });
  expect(opened.statusCode, opened.body).toBe(200);
  // The hotel keeps half of the first night of each room cancelled.
  await h.ctx.db
    .insert(configuraciones)
    .values({
      hotel_id: h.hotelId,
      penalidad_cancelacion_tipo: 'porcentaje',
      penalidad_cancelacion_valor: '50',
    })
    .onConflictDoUpdate({
      target: configuraciones.hotel_id,
      set: { penalidad_cancelacion_tipo: 'porcentaje', penalidad_cancelacion_valor: '50' },
    });
});
afterAll(() => h.ctx.close());

const cancel = (id: number, body: object, key: string | null = randomUUID()) =>
  h.post(
    `/reservaCancelar/${id}`,
    body,
    key ? { ...h.staff.headers, 'idempotency-key': key } : h.staff.headers,
  );

const refundsOf = (id: number) =>
  h.ctx.db
    .select({ tipo: cajaMovimientos.tipo, monto: cajaMovimientos.monto })
    .from(cajaMovimientos)
    .where(eq(cajaMovimientos.concepto, `Devolución anticipo reserva ${id}`));

describe('cancelling a booking with a deposit', () => {
  it('refunds part while rooms remain, then keeps the penalty and refunds at most the rest', async () => {
    const { type } = await h.makeType(2);
    const client = await h.rooms.makeClient(h.hotelId);
    const made = await h.book({
      cliente_id: client.id,
      canal: 'directo',
      anticipo: { forma_pago_id: efectivo, monto: '200000' },
      lineas: [h.line(type.id, 3, 2), h.line(type.id, 3, 2)],
    });
    expect(made.statusCode, made.body).toBe(200);
    const booking = made.json().data;
    const [first, second] = booking.lineas;

    // One room of two: the booking goes on, so no penalty; 50.000 given back from the register.
    const partial = await cancel(booking.id, {
      motivo: 'Viaja una persona menos',
      linea_id: first.id,
      devolucion: { forma_pago_id: efectivo, monto: '50000' },
    });
    expect(partial.statusCode, partial.body).toBe(200);
    const afterPartial = partial.json().data;
    expect(afterPartial.pagado).toBe('150000.00');
    expect(afterPartial.anticipos.map((a: { tipo: string; monto: string }) => [a.tipo, a.monto])).toEqual([
      ['anticipo', '200000.00'],
      ['devolucion', '50000.00'],
    ]);
    expect(afterPartial.historial[0]).toMatchObject({
      accion: 'cancelar',
      despues: { deposito: '200000.00', penalidad: '0.00', devolucion: '50000.00', retenido: '0.00' },
    });
    expect((await refundsOf(booking.id)).map((m) => [m.tipo, m.monto])).toEqual([['devolucion', '50000.00']]);

    // The last room: 50 % of its first night (119.000 with IVA) is kept: at most 90.500 back.
    const tooMuch = await cancel(booking.id, {
      motivo: 'Cancela el viaje',
      devolucion: { forma_pago_id: efectivo, monto: '100000' },
    });
    expect(tooMuch.statusCode, tooMuch.body).toBe(422);
    expect(tooMuch.json().errors).toEqual({ 'devolucion.monto': ['Máximo $ 90.500'] });
    const [still] = await h.ctx.db.select().from(reservas).where(eq(reservas.id, second.id));
    expect(still?.estado).toBe('Confirmada');
    expect(await refundsOf(booking.id)).toHaveLength(1);

    const all = await cancel(booking.id, {
      motivo: 'Cancela el viaje',
      devolucion: { forma_pago_id: efectivo, monto: '90500' },
    });
    expect(all.statusCode, all.body).toBe(200);
    const ended = all.json().data;
    expect(ended.estado).toBe('Cancelada');
    expect(ended.pagado).toBe('59500.00');
    expect(ended.historial[0]).toMatchObject({
      accion: 'cancelar',
      despues: { deposito: '150000.00', penalidad: '59500.00', devolucion: '90500.00', retenido: '59500.00' },
    });
    expect((await refundsOf(booking.id)).map((m) => m.monto)).toEqual(['50000.00', '90500.00']);
  });

  it('keeps the whole deposit as the penalty when it is smaller, and refunds nothing unasked', async () => {
    const { type } = await h.makeType(1);
    const client = await h.rooms.makeClient(h.hotelId);
    const made = await h.book({
      cliente_id: client.id,
      canal: 'telefono',
      anticipo: { forma_pago_id: efectivo, monto: '30000' },
      lineas: [h.line(type.id, 5, 1)],
    });
    const booking = made.json().data;
    const res = await cancel(booking.id, { motivo: 'No viene' }, null);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.historial[0].despues).toMatchObject({
      deposito: '30000.00',
      penalidad: '30000.00',
      devolucion: '0.00',
      retenido: '30000.00',
    });
    expect(await refundsOf(booking.id)).toEqual([]);
  });

  it('a refund needs the Idempotency-Key, and bad input changes nothing', async () => {
    const { type } = await h.makeType(1);
    const client = await h.rooms.makeClient(h.hotelId);
    const booking = (
      await h.book({
        cliente_id: client.id,
        canal: 'directo',
        anticipo: { forma_pago_id: efectivo, monto: '40000' },
        lineas: [h.line(type.id, 6, 1)],
      })
    ).json().data;
    const noKey = await cancel(
      booking.id,
      { motivo: 'Sin clave', devolucion: { forma_pago_id: efectivo, monto: '1000' } },
      null,
    );
    expect(noKey.statusCode).toBe(400);
    const negative = await cancel(booking.id, {
      motivo: 'Negativo',
      devolucion: { forma_pago_id: efectivo, monto: '-5' },
    });
    expect(negative.statusCode).toBe(400);
    expect(Object.keys(negative.json().errors)).toEqual(['devolucion.monto']);
    const lines = await h.ctx.db
      .select()
      .from(reservas)
      .where(and(eq(reservas.encabezado_id, booking.id), eq(reservas.estado, 'Confirmada')));
    expect(lines).toHaveLength(1);
    expect(await refundsOf(booking.id)).toEqual([]);
  });
});
