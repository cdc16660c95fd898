import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeLogOptions } from '../src/lib/log-serializers';
import type { TestContext } from './helpers/context';
import { type HotelRooms, hotelRoomsContext } from './helpers/hotel-rooms';

/**
 * A column a migration renamed under a query written by hand (docs/architecture.md, "Hand-written
 * SQL"): the rows are parsed by their schema, so the request fails with a 500 whose log names the
 * query and the field, instead of answering the room without its type's name.
 */
const lines: string[] = [];
let ctx: TestContext;
let rooms: HotelRooms['rooms'];
let hotelId: number;
let staff: HotelRooms['staff'];
beforeAll(async () => {
  ({ ctx, rooms, hotelId, staff } = await hotelRoomsContext(['rack.ver'], {
    logger: { level: 'error', stream: { write: (line: string) => lines.push(line) }, ...safeLogOptions },
  }));
});
afterAll(() => ctx.close());

describe('a renamed column under a raw query', () => {
  it('fails the rack with a 500 naming the query and the field, not a room without its type', async () => {
    const tipo = await rooms.makeRoomType(hotelId, { nombre: 'Doble' });
    await rooms.makeRoom(hotelId, { numero: '101', piso: 1, tipo_habitacion_id: tipo.id });
    // The migration: `nombre` becomes `nombre_anterior`, and a new, empty `nombre` takes its place,
    // so the rack's SQL still runs and reads null where its rows say a type's name.
    await ctx.db.execute(sql`alter table tipos_habitacion rename column nombre to nombre_anterior`);
    await ctx.db.execute(sql`alter table tipos_habitacion add column nombre varchar(80)`);

    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/habitacionesDashboard',
      headers: staff.headers,
    });

    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Error interno del servidor' });
    const log = lines.join('');
    expect(log).toContain('RowShapeError');
    expect(log).toContain('de «rack» no tiene la forma esperada: tipo:');
  });
});
