import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { habitaciones, habitacionHistorial } from '../src/db/schema';
import { auditOf } from './helpers/audit';
import type { TestContext } from './helpers/context';
import { type HotelRooms, hotelRoomsContext } from './helpers/hotel-rooms';

let ctx: TestContext;
let rooms: HotelRooms['rooms'];
let hotelId: number;
let staff: HotelRooms['staff'];
beforeAll(async () => {
  ({ ctx, rooms, hotelId, staff } = await hotelRoomsContext(['rack.ver', 'rack.habilitar']));
});
afterAll(() => ctx.close());

const URL = '/api/habitacion/asignarLimpieza';
const post = (url: string, payload: unknown, headers: Record<string, string> | undefined = staff.headers) =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object, headers });
const dirtyRoom = () =>
  rooms.makeRoom(hotelId, { limpieza: 'sucia', sucia_desde: sql`now() - interval '90 minutes'` as never });
const card = async (id: number) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/habitacionesDashboard', headers: staff.headers }))
    .json()
    .data.find((r: { id: number }) => r.id === id);

describe('POST /api/habitacion/asignarLimpieza', () => {
  it('401 without a token, 403 without rack.habilitar', async () => {
    const room = await dirtyRoom();
    const employee = await rooms.makeEmployee(hotelId);
    const body = { habitacion_id: room.id, empleado_id: employee.id };
    expect((await post(URL, body, {})).statusCode).toBe(401);
    const viewer = await ctx.factories.actor({ permisos: ['rack.ver'], hotelIds: [hotelId] });
    expect((await post(URL, body, viewer.headers)).statusCode).toBe(403);
  });

  it('400 without an employee, or with an inactive one or one of another hotel', async () => {
    const room = await dirtyRoom();
    const missing = await post(URL, { habitacion_id: room.id });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.empleado_id).toBeDefined();
    const inactive = await rooms.makeEmployee(hotelId, { estado: false });
    const foreign = await rooms.makeEmployee((await ctx.factories.makeHotel()).id);
    for (const e of [inactive, foreign]) {
      const res = await post(URL, { habitacion_id: room.id, empleado_id: e.id });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.empleado_id).toEqual(['El empleado no existe o está inactivo']);
    }
    expect((await card(room.id)).limpieza_asignada).toBeNull();
  });

  it('404 for a room of another hotel; 409 for a clean room', async () => {
    const employee = await rooms.makeEmployee(hotelId);
    const other = await ctx.factories.makeHotel();
    const foreign = await rooms.makeRoom(other.id, { limpieza: 'sucia', sucia_desde: sql`now()` as never });
    expect((await post(URL, { habitacion_id: foreign.id, empleado_id: employee.id })).statusCode).toBe(404);
    const clean = await rooms.makeRoom(hotelId);
    const res = await post(URL, { habitacion_id: clean.id, empleado_id: employee.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('La habitación ya está limpia');
  });

  it('assigns the employee: the card shows it, the history and the audit record it', async () => {
    const room = await dirtyRoom();
    const employee = await rooms.makeEmployee(hotelId, { nombres: 'Marta Ruiz' });
    const res = await post(URL, { habitacion_id: room.id, empleado_id: employee.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      estado: 'Limpieza',
      sucia: true,
      limpieza_asignada: { id: employee.id, nombres: 'Marta Ruiz' },
    });
    expect((await card(room.id)).limpieza_asignada).toEqual({ id: employee.id, nombres: 'Marta Ruiz' });
    const [h] = await ctx.db
      .select()
      .from(habitacionHistorial)
      .where(eq(habitacionHistorial.habitacion_id, room.id));
    expect(h).toMatchObject({
      accion: 'asignar_limpieza',
      estado_antes: 'Limpieza',
      estado_despues: 'Limpieza',
      usuario_id: staff.user.id,
      empleado_id: employee.id,
    });
    const [audit] = await auditOf(ctx.db, 'habitaciones', room.id);
    expect(audit).toMatchObject({ accion: 'asignar_limpieza', usuario_id: staff.user.id });
  });

  it('habilitar clears the assignment', async () => {
    const room = await dirtyRoom();
    const employee = await rooms.makeEmployee(hotelId);
    await post(URL, { habitacion_id: room.id, empleado_id: employee.id });
    const res = await post('/api/habitacion/habilitar', { habitacion_id: room.id, empleado_id: employee.id });
    expect(res.json().data).toMatchObject({ estado: 'Disponible', limpieza_asignada: null });
    const [row] = await ctx.db.select().from(habitaciones).where(eq(habitaciones.id, room.id));
    expect(row?.limpieza_empleado_id).toBeNull();
  });
});
