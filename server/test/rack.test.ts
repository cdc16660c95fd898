import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { habitacionHistorial, nochesHabitacion, reservas } from '../src/db/schema';
import type { TestContext } from './helpers/context';
import { type HotelRooms, hotelRoomsContext } from './helpers/hotel-rooms';

let ctx: TestContext;
let rooms: HotelRooms['rooms'];
let hotelId: number;
let staff: HotelRooms['staff'];
beforeAll(async () => {
  ({ ctx, rooms, hotelId, staff } = await hotelRoomsContext([
    'rack.ver',
    'rack.reservar',
    'rack.mantenimiento',
    'rack.habilitar',
  ]));
});
afterAll(() => ctx.close());

const post = (url: string, payload: unknown, headers = staff.headers) =>
  ctx.app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object, headers });
const rack = async (headers = staff.headers) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/habitacionesDashboard', headers })).json();

describe('GET /api/habitacionesDashboard', () => {
  it('401 without a token, 403 without rack.ver', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/habitacionesDashboard' })).statusCode).toBe(401);
    const other = await ctx.factories.actor({ permisos: ['ventas.ver'], hotelIds: [hotelId] });
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/habitacionesDashboard', headers: other.headers }))
        .statusCode,
    ).toBe(403);
  });

  it('shows every active room of the caller’s hotel with its state, never another hotel’s', async () => {
    const tipo = await rooms.makeRoomType(hotelId, { nombre: 'Doble vista' });
    const a = await rooms.makeRoom(hotelId, { numero: '901', piso: 9, tipo_habitacion_id: tipo.id });
    await rooms.makeRoom(hotelId, { numero: '902', piso: 9, tipo_habitacion_id: tipo.id, estado: false });
    const elsewhere = await ctx.factories.makeHotel();
    await rooms.makeRoom(elsewhere.id, { numero: '903', piso: 9 });
    const body = await rack();
    expect(body.hoy).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const card = body.data.find((r: { id: number }) => r.id === a.id);
    expect(card).toMatchObject({
      numero: '901',
      piso: 9,
      tipo: 'Doble vista',
      estado: 'Disponible',
      sucia: false,
      estancia: null,
    });
    expect(body.data.map((r: { numero: string }) => r.numero)).not.toContain('902');
    expect(body.data.map((r: { numero: string }) => r.numero)).not.toContain('903');
    const floors = await ctx.app.inject({
      method: 'GET',
      url: '/api/habitacionesDashboardPisos',
      headers: staff.headers,
    });
    expect(floors.json().data).toContain(9);
  });
});

describe('room actions', () => {
  it('reservar holds the room for a client today; anular frees it', async () => {
    const room = await rooms.makeRoom(hotelId);
    const client = await rooms.makeClient(hotelId, { nombres: 'Jorge', apellidos: 'Martínez' });
    const res = await post('/habitacionesReservar', { habitacion_id: room.id, cliente_id: client.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ estado: 'Reservada', reserva: { cliente: 'Jorge Martínez' } });
    const again = await post('/habitacionesReservar', { habitacion_id: room.id, cliente_id: client.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('La habitación ya está reservada para hoy');

    const cancel = await post('/habitacionesReservarAnular', {
      habitacion_id: room.id,
      motivo: 'El cliente no viene',
    });
    expect(cancel.json().data.estado).toBe('Disponible');
    const [r] = await ctx.db.select().from(reservas).where(eq(reservas.habitacion_id, room.id));
    expect(r).toMatchObject({ estado: 'Cancelada', motivo_cancelacion: 'El cliente no viene' });
    const claims = await ctx.db
      .select()
      .from(nochesHabitacion)
      .where(eq(nochesHabitacion.habitacion_id, room.id));
    expect(claims).toHaveLength(0);
  });

  it('refuses a client of another hotel with a field error, changing nothing', async () => {
    const room = await rooms.makeRoom(hotelId);
    const foreign = await rooms.makeClient((await ctx.factories.makeHotel()).id);
    const res = await post('/habitacionesReservar', { habitacion_id: room.id, cliente_id: foreign.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.cliente_id).toBeDefined();
    expect(await ctx.db.select().from(reservas).where(eq(reservas.habitacion_id, room.id))).toHaveLength(0);
  });

  it('mantenimiento with a reason, then anular; the history records who and both states', async () => {
    const room = await rooms.makeRoom(hotelId);
    expect(
      (await post('/habitacionesMantenimiento', { habitacion_id: room.id, motivo: '' })).statusCode,
    ).toBe(400);
    const res = await post('/habitacionesMantenimiento', {
      habitacion_id: room.id,
      motivo: 'Fuga en el baño',
    });
    expect(res.json().data).toMatchObject({
      estado: 'Mantenimiento',
      mantenimiento: { motivo: 'Fuga en el baño' },
    });
    expect(
      (await post('/habitacionesMantenimiento', { habitacion_id: room.id, motivo: 'Otra vez' })).statusCode,
    ).toBe(409);
    expect(
      (await post('/habitacionesMantenimientoAnular', { habitacion_id: room.id })).json().data.estado,
    ).toBe('Disponible');
    const history = await ctx.db
      .select()
      .from(habitacionHistorial)
      .where(eq(habitacionHistorial.habitacion_id, room.id))
      .orderBy(habitacionHistorial.id);
    expect(history.map((h) => [h.accion, h.estado_antes, h.estado_despues, h.usuario_id])).toEqual([
      ['mantenimiento', 'Disponible', 'Mantenimiento', staff.user.id],
      ['anular_mantenimiento', 'Mantenimiento', 'Disponible', staff.user.id],
    ]);
  });

  it('habilitar cleans a dirty room, recording the employee; refuses a clean room', async () => {
    const room = await rooms.makeRoom(hotelId, {
      limpieza: 'sucia',
      sucia_desde: sql`now() - interval '2 hours'` as never,
    });
    expect((await rack()).data.find((r: { id: number }) => r.id === room.id)).toMatchObject({
      estado: 'Limpieza',
      sucia: true,
    });
    const employee = await rooms.makeEmployee(hotelId);
    const res = await post('/habitacion/habilitar', { habitacion_id: room.id, empleado_id: employee.id });
    expect(res.json().data).toMatchObject({ estado: 'Disponible', sucia: false, sucia_desde: null });
    const [h] = await ctx.db
      .select()
      .from(habitacionHistorial)
      .where(eq(habitacionHistorial.habitacion_id, room.id));
    expect(h?.empleado_id).toBe(employee.id);
    const again = await post('/habitacion/habilitar', { habitacion_id: room.id, empleado_id: employee.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('La habitación ya está limpia');
  });

  it('answers 404 for a room of another hotel and 403 without the action’s permission', async () => {
    const foreign = await rooms.makeRoom((await ctx.factories.makeHotel()).id);
    expect(
      (await post('/habitacionesMantenimiento', { habitacion_id: foreign.id, motivo: 'Pintura' })).statusCode,
    ).toBe(404);
    const viewer = await ctx.factories.actor({ permisos: ['rack.ver'], hotelIds: [hotelId] });
    const room = await rooms.makeRoom(hotelId);
    expect(
      (
        await post(
          '/habitacionesMantenimiento',
          { habitacion_id: room.id, motivo: 'Pintura' },
          viewer.headers,
        )
      ).statusCode,
    ).toBe(403);
  });

  it('of simultaneous holds on one room exactly one wins; the others get 409', async () => {
    const room = await rooms.makeRoom(hotelId);
    const client = await rooms.makeClient(hotelId);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        post('/habitacionesReservar', { habitacion_id: room.id, cliente_id: client.id }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(9);
  });

  it('the database refuses two claims on the same room night', async () => {
    const room = await rooms.makeRoom(hotelId);
    const client = await rooms.makeClient(hotelId);
    const make = async () => {
      const r = await rooms.makeReservationLine({
        hotel_id: hotelId,
        cliente_id: client.id,
        habitacion_id: room.id,
        llegada: '2030-01-10',
        salida: '2030-01-13',
      });
      return r?.id ?? 0;
    };
    await ctx.db.insert(nochesHabitacion).values({
      hotel_id: hotelId,
      habitacion_id: room.id,
      noches: '[2030-01-10,2030-01-13)',
      reserva_id: await make(),
    });
    const second = await make();
    await expect(
      ctx.db.insert(nochesHabitacion).values({
        hotel_id: hotelId,
        habitacion_id: room.id,
        noches: '[2030-01-12,2030-01-14)',
        reserva_id: second,
      }),
    ).rejects.toThrow();
    // Back to back is fine: [10,13) and [13,15) share no night.
    await ctx.db.insert(nochesHabitacion).values({
      hotel_id: hotelId,
      habitacion_id: room.id,
      noches: '[2030-01-13,2030-01-15)',
      reserva_id: second,
    });
    const [{ n } = { n: 0 }] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(nochesHabitacion)
      .where(eq(nochesHabitacion.habitacion_id, room.id));
    expect(n).toBe(2);
  });
});
