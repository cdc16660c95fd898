import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream } from './helpers/event-stream';
import { type HotelRooms, hotelRoomsContext } from './helpers/hotel-rooms';

/**
 * GET /api/eventos on a listening server: a change committed by another session reaches the
 * hotel's open streams (and no other hotel's), once per transaction, never for a refused change.
 */
let base: HotelRooms;
let address: string;
beforeAll(async () => {
  base = await hotelRoomsContext(['rack.ver', 'rack.mantenimiento']);
  address = await base.ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => base.ctx.close());

const url = () => `${address}/api/eventos`;
const inject = (headers: Record<string, string>) =>
  base.ctx.app.inject({ method: 'GET', url: '/api/eventos', headers });
const maintenance = (headers: Record<string, string>, habitacion_id: number, on = true) =>
  base.ctx.app.inject({
    method: 'POST',
    url: on ? '/api/habitacionesMantenimiento' : '/api/habitacionesMantenimientoAnular',
    headers,
    payload: on ? { habitacion_id, motivo: 'Fuga en el baño' } : { habitacion_id },
  });

describe('GET /api/eventos', () => {
  it('refuses a caller without a session (401), a malformed hotel (400), another hotel (403)', async () => {
    const { ctx, staff } = base;
    expect((await inject({})).statusCode).toBe(401);
    const bad = await inject({ ...staff.headers, 'x-hotel-id': 'uno' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('El encabezado X-Hotel-Id no es válido');
    const other = await ctx.factories.makeHotel();
    const refused = await inject({ ...staff.headers, 'x-hotel-id': String(other.id) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('No tiene acceso a ese hotel');
  });

  it('streams a change by another session to the hotel’s browsers within 2 s, and not to another hotel', async () => {
    const { ctx, rooms, hotelId, staff } = base;
    const room = await rooms.makeRoom(hotelId);
    const colleague = await ctx.factories.actor({ permisos: ['rack.mantenimiento'], hotelIds: [hotelId] });
    const otherHotel = await ctx.factories.makeHotel();
    const otherRoom = await rooms.makeRoom(otherHotel.id);
    const stranger = await ctx.factories.actor({
      permisos: ['rack.mantenimiento'],
      hotelIds: [otherHotel.id],
    });

    const mine = await openEventStream(url(), staff.headers);
    const theirs = await openEventStream(url(), stranger.headers);
    try {
      expect(mine.response.statusCode).toBe(200);
      expect(mine.response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      expect(mine.response.headers['cache-control']).toBe('no-cache, no-transform');
      expect(mine.response.headers['x-accel-buffering']).toBe('no');
      expect(mine.response.headers['content-encoding']).toBeUndefined();
      // helmet's headers are sent on the hijacked answer too
      expect(mine.response.headers['x-content-type-options']).toBe('nosniff');

      const started = Date.now();
      expect((await maintenance(colleague.headers, room.id)).statusCode).toBe(200);
      const [event] = await mine.waitFor(1);
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(mine.retry()).toBe(3_000);
      expect(event).toEqual({ event: 'cambio', data: { version: expect.stringMatching(/^\d+$/) } });

      // A refused action (already in maintenance: 409) commits nothing and tells nobody.
      expect((await maintenance(colleague.headers, room.id)).statusCode).toBe(409);
      // The other hotel's stream hears its own change first: nothing of the first hotel came before.
      expect((await maintenance(stranger.headers, otherRoom.id)).statusCode).toBe(200);
      const [theirFirst] = await theirs.waitFor(1);
      expect(theirFirst?.event).toBe('cambio');
      expect(theirs.events).toHaveLength(1);

      // One transaction, one event: ending the maintenance is the second event of this hotel.
      expect((await maintenance(colleague.headers, room.id, false)).statusCode).toBe(200);
      const events = await mine.waitFor(2);
      expect(events).toHaveLength(2);
      const versions = events.map((e) => BigInt((e.data as { version: string }).version));
      expect(versions[1]).toBe((versions[0] ?? 0n) + 1n);
    } finally {
      await mine.close();
      await theirs.close();
    }
  });

  it('after losing its database connection the server sends resync, then changes again', async () => {
    const { ctx, rooms, hotelId, staff } = base;
    const room = await rooms.makeRoom(hotelId);
    const stream = await openEventStream(url(), staff.headers);
    try {
      if (ctx.database.kind === 'postgres') {
        // The dedicated LISTEN connection dies (a restart, a failover): it comes back by itself.
        await ctx.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query like 'LISTEN%'`);
        const [first] = await stream.waitFor(1, 5_000);
        expect(first).toEqual({ event: 'resync', data: {} });
      }
      // PGlite lives in the process: there is no connection to lose, changes keep coming.
      const seen = stream.events.length;
      expect((await maintenance(staff.headers, room.id)).statusCode).toBe(200);
      const events = await stream.waitFor(seen + 1);
      expect(events[seen]?.event).toBe('cambio');
    } finally {
      await stream.close();
    }
  });

  it('ends the open streams when the server closes', async () => {
    const { staff } = base;
    const stream = await openEventStream(url(), staff.headers);
    expect(stream.response.statusCode).toBe(200);
    await base.ctx.app.close();
    await stream.finished();
    expect(stream.ended()).toBe(true);
  });
});
