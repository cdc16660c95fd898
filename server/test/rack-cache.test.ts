import { gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientes, empleados, habitaciones, rackVersiones } from '../src/db/schema';
import type { TestContext } from './helpers/context';
import { type HotelRooms, hotelRoomsContext } from './helpers/hotel-rooms';

let ctx: TestContext;
let rooms: HotelRooms['rooms'];
let hotelId: number;
let staff: HotelRooms['staff'];
beforeAll(async () => {
  ({ ctx, rooms, hotelId, staff } = await hotelRoomsContext(['rack.ver', 'rack.reservar']));
});
afterAll(() => ctx.close());

const getRack = (headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/habitacionesDashboard',
    headers: { ...staff.headers, ...headers },
  });
const etag = async () => {
  const res = await getRack();
  expect(res.statusCode).toBe(200);
  return String(res.headers.etag);
};
const version = async (hotel = hotelId) =>
  (await ctx.db.select().from(rackVersiones).where(eq(rackVersiones.hotel_id, hotel)))[0]?.version ?? 0;

describe('the rack’s version, cache and ETag', () => {
  it('answers 304 without a body to a caller that holds the current tag, 200 once it is stale', async () => {
    await rooms.makeRoom(hotelId, { numero: 'C1' });
    const res = await getRack();
    const tag = res.headers.etag;
    expect(tag).toMatch(/^"rack-\d+-\d+-\d{4}-\d{2}-\d{2}"$/);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toBe('Authorization, X-Hotel-Id, Accept-Encoding');
    expect(res.headers['content-encoding']).toBeUndefined();

    const same = await getRack({ 'if-none-match': String(tag) });
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');

    await rooms.makeRoom(hotelId, { numero: 'C2' });
    const changed = await getRack({ 'if-none-match': String(tag) });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(tag);
    expect(changed.json().data.map((r: { numero: string }) => r.numero)).toEqual(
      expect.arrayContaining(['C1', 'C2']),
    );
  });

  it('sends the same rack gzip-compressed to a caller that accepts it', async () => {
    const plain = await getRack();
    const zipped = await getRack({ 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.etag).toBe(plain.headers.etag);
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(plain.json());
    const refused = await getRack({ 'accept-encoding': 'gzip;q=0, identity' });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('shows a change written straight to the database, not through the rack’s own actions', async () => {
    const room = await rooms.makeRoom(hotelId, { numero: 'C3' });
    const client = await rooms.makeClient(hotelId, { nombres: 'Marta', apellidos: 'Ríos' });
    const hold = await ctx.app.inject({
      method: 'POST',
      url: '/api/habitacionesReservar',
      headers: staff.headers,
      payload: { habitacion_id: room.id, cliente_id: client.id },
    });
    expect(hold.statusCode).toBe(200);
    const card = async () => (await getRack()).json().data.find((r: { id: number }) => r.id === room.id);
    expect((await card()).reserva.cliente).toBe('Marta Ríos');

    await ctx.db.update(clientes).set({ apellidos: 'Ríos Peña' }).where(eq(clientes.id, client.id));
    expect((await card()).reserva.cliente).toBe('Marta Ríos Peña');

    await ctx.db.update(habitaciones).set({ limpieza: 'sucia' }).where(eq(habitaciones.id, room.id));
    expect((await card()).sucia).toBe(true);
  });

  it('raises the version once per transaction, only for the hotel written, and not on rollback', async () => {
    const tipo = await rooms.makeRoomType(hotelId);
    const before = await version();
    await ctx.db.transaction(async (tx) => {
      for (const n of ['C4', 'C5', 'C6']) {
        await tx.insert(habitaciones).values({
          hotel_id: hotelId,
          numero: n,
          piso: 2,
          tipo_habitacion_id: tipo.id,
        });
      }
    });
    expect(await version()).toBe(before + 1);

    const tag = await etag();
    const other = await ctx.factories.makeHotel();
    await rooms.makeEmployee(other.id);
    await ctx.db.update(empleados).set({ cargo: 'Botones' }).where(eq(empleados.hotel_id, other.id));
    expect(await etag()).toBe(tag);

    await expect(
      ctx.db.transaction(async (tx) => {
        await tx.update(habitaciones).set({ piso: 7 }).where(eq(habitaciones.hotel_id, hotelId));
        throw new Error('deshacer');
      }),
    ).rejects.toThrow('deshacer');
    expect(await version()).toBe(before + 1);
    expect(await etag()).toBe(tag);

    await ctx.db.execute(sql`delete from habitaciones where hotel_id = ${hotelId} and numero = 'C6'`);
    expect(await etag()).not.toBe(tag);
  });
});
