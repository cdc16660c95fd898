import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservas } from '../src/db/schema';
import { clock, reservationsContext } from './helpers/reservations';

let h: Awaited<ReturnType<typeof reservationsContext>>;
beforeAll(async () => {
  h = await reservationsContext(['reservas.ver', 'reservas.crear', 'reservas.editar']);
});
afterAll(() => h.ctx.close());

/** A Pendiente hold on the type's only room whose instant passes (the job has not run since). */
async function expiredHold(typeId: number) {
  const client = await h.rooms.makeClient(h.hotelId);
  const inOneHour = new Date(clock.now().getTime() + 3_600_000).toISOString();
  const made = await h.book({
    cliente_id: client.id,
    canal: 'telefono',
    vence_at: inOneHour,
    lineas: [h.line(typeId, 2, 2)],
  });
  expect(made.statusCode, made.body).toBe(200);
  const booking = made.json().data;
  expect(booking.lineas[0].estado).toBe('Pendiente');
  await h.ctx.db
    .update(reservas)
    .set({ vence_at: new Date(clock.now().getTime() - 60_000) })
    .where(eq(reservas.id, booking.lineas[0].id));
  return booking;
}

describe('a Pendiente hold past its instant', () => {
  it('does not count in the availability search: it is expired first, with its history', async () => {
    const { type } = await h.makeType(1);
    const hold = await expiredHold(type.id);
    const free = await h.availability(type.id, 2, 2);
    expect(free.libres).toBe(1);
    const shown = await h.get(`/reservaMostrar/${hold.id}`);
    expect(shown.json().data.lineas[0]).toMatchObject({ estado: 'Cancelada' });
    expect(shown.json().data.historial[0]).toMatchObject({ accion: 'vencer', usuario: null });
  });

  it('does not block a booking of the last room between the expiry and the job', async () => {
    const { type } = await h.makeType(1);
    await expiredHold(type.id);
    const client = await h.rooms.makeClient(h.hotelId);
    const res = await h.book({ cliente_id: client.id, canal: 'directo', lineas: [h.line(type.id, 2, 2)] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.lineas[0].estado).toBe('Confirmada');
  });
});
