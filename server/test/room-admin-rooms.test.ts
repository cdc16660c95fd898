import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estancias, habitacionHistorial } from '../src/db/schema';
import { auditOf } from './helpers/audit';
import type { TestContext } from './helpers/context';
import { type HotelRooms, hotelRoomsContext, roomAdminPermissions } from './helpers/hotel-rooms';
import { callerOf } from './helpers/http';

let ctx: TestContext;
let rooms: HotelRooms['rooms'];
let hotelId: number;
let typeId: number;
let admin: Record<string, string>;
beforeAll(async () => {
  ({
    ctx,
    rooms,
    hotelId,
    staff: { headers: admin },
  } = await hotelRoomsContext(roomAdminPermissions));
  typeId = (await rooms.makeRoomType(hotelId)).id;
});
afterAll(() => ctx.close());
const call = callerOf(() => ctx);

let n = 0;
const room = (over: Record<string, unknown> = {}) => ({
  numero: `R${++n}${Date.now() % 100_000}`,
  piso: 7,
  tipo_habitacion_id: typeId,
  observaciones: 'Junto al ascensor',
  ...over,
});

async function occupy(roomId: number) {
  const client = await rooms.makeClient(hotelId);
  await ctx.db.insert(estancias).values({
    hotel_id: hotelId,
    habitacion_id: roomId,
    cliente_id: client.id,
    llegada: '2026-01-10',
    salida: '2026-01-12',
    adultos: 1,
    tarifa_nombre: 'Estándar',
  });
}

describe('rooms (admin/rooms)', () => {
  it('401, 403 and 400 with the fields at fault', async () => {
    expect((await call('POST', '/api/habitacionListar')).statusCode).toBe(401);
    const reader = (await ctx.factories.actor({ permisos: ['habitaciones.ver'], hotelIds: [hotelId] }))
      .headers;
    expect((await call('POST', '/api/habitacionCrear', reader, room())).statusCode).toBe(403);
    expect((await call('POST', '/api/habitacionActualizar', reader, { ...room(), id: 1 })).statusCode).toBe(
      403,
    );
    expect((await call('POST', '/api/habitacionEliminar/1', reader)).statusCode).toBe(403);
    const bad = await call('POST', '/api/habitacionCrear', admin, {
      numero: '',
      piso: -1,
      tipo_habitacion_id: '',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['numero', 'piso', 'tipo_habitacion_id']);
    const noType = await call('POST', '/api/habitacionCrear', admin, room({ tipo_habitacion_id: 999_999 }));
    expect(noType.statusCode).toBe(400);
    expect(noType.json().errors).toEqual({ tipo_habitacion_id: ['El tipo de habitación no existe'] });
  });

  it('creates, lists by floor, type and search, shows, updates, deletes; a duplicate number is 409', async () => {
    const body = room();
    const created = await call('POST', '/api/habitacionCrear', admin, body);
    expect(created.statusCode).toBe(200);
    expect(created.json().data).toMatchObject({ ...body, ocupada: false, estado: true });
    const id = created.json().data.id;
    const dup = await call('POST', '/api/habitacionCrear', admin, body);
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors).toEqual({ numero: ['Ya existe una habitación con ese número'] });

    const other = (await rooms.makeRoomType(hotelId)).id;
    await call('POST', '/api/habitacionCrear', admin, room({ piso: 8, tipo_habitacion_id: other }));
    const ids = async (filters: Record<string, unknown>) =>
      (await call('POST', '/api/habitacionListar', admin, { per_page: 50, ...filters }))
        .json()
        .data.map((r: { id: number }) => r.id);
    expect(await ids({ piso: 7 })).toEqual([id]);
    expect(await ids({ tipo_habitacion_id: typeId })).toEqual([id]);
    expect(await ids({ piso: 8, tipo_habitacion_id: typeId })).toEqual([]);
    expect(await ids({ search: body.numero })).toEqual([id]);

    const updated = await call('POST', '/api/habitacionActualizar', admin, {
      ...body,
      id,
      piso: 9,
      tipo_habitacion_id: other,
    });
    expect(updated.json().data).toMatchObject({ piso: 9, tipo_habitacion_id: other });
    expect((await call('GET', `/api/habitacionEditar/${id}`, admin)).json().data.piso).toBe(9);
    expect((await call('POST', `/api/habitacionEliminar/${id}`, admin)).json().accion).toBe('eliminado');
    expect((await auditOf(ctx.db, 'habitaciones', id)).map((e) => e.accion)).toEqual([
      'eliminar',
      'actualizar',
      'crear',
    ]);
  });

  it('deactivates a room with history instead of deleting it', async () => {
    const r = await rooms.makeRoom(hotelId, { tipo_habitacion_id: typeId });
    await ctx.db.insert(habitacionHistorial).values({
      hotel_id: hotelId,
      habitacion_id: r.id,
      accion: 'habilitar',
      estado_antes: 'Limpieza',
      estado_despues: 'Disponible',
    });
    const removed = await call('POST', `/api/habitacionEliminar/${r.id}`, admin);
    expect(removed.json()).toMatchObject({ accion: 'desactivado' });
    expect((await call('GET', `/api/habitacionEditar/${r.id}`, admin)).json().data.estado).toBe(false);
  });

  it('refuses to deactivate or delete an occupied room (422) but lets it be edited', async () => {
    const r = await rooms.makeRoom(hotelId, { tipo_habitacion_id: typeId });
    await occupy(r.id);
    const body = { numero: r.numero, piso: r.piso, tipo_habitacion_id: typeId, id: r.id };
    const off = await call('POST', '/api/habitacionActualizar', admin, { ...body, estado: false });
    expect(off.statusCode).toBe(422);
    expect(off.json().message).toContain(`La habitación ${r.numero} está ocupada`);
    const removed = await call('POST', `/api/habitacionEliminar/${r.id}`, admin);
    expect(removed.statusCode).toBe(422);
    const kept = await call('GET', `/api/habitacionEditar/${r.id}`, admin);
    expect(kept.json().data).toMatchObject({ estado: true, ocupada: true });
    const edited = await call('POST', '/api/habitacionActualizar', admin, {
      ...body,
      observaciones: 'Cama extra',
    });
    expect(edited.json().data.observaciones).toBe('Cama extra');
  });

  it('keeps each hotel’s rooms to itself and refuses another hotel’s type', async () => {
    const other = await ctx.factories.makeHotel();
    const theirs = await rooms.makeRoom(other.id);
    const body = room({ numero: theirs.numero });
    expect((await call('GET', `/api/habitacionEditar/${theirs.id}`, admin)).statusCode).toBe(404);
    expect(
      (await call('POST', '/api/habitacionActualizar', admin, { ...body, id: theirs.id })).statusCode,
    ).toBe(404);
    expect((await call('POST', `/api/habitacionEliminar/${theirs.id}`, admin)).statusCode).toBe(404);
    const listed = (await call('POST', '/api/habitacionListar', admin, { per_page: 200 })).json().data;
    expect(listed.map((r: { id: number }) => r.id)).not.toContain(theirs.id);
    const foreignType = await call(
      'POST',
      '/api/habitacionCrear',
      admin,
      room({ tipo_habitacion_id: theirs.tipo_habitacion_id }),
    );
    expect(foreignType.json().errors).toEqual({ tipo_habitacion_id: ['El tipo de habitación no existe'] });
    expect((await call('POST', '/api/habitacionCrear', admin, body)).statusCode).toBe(200);
  });
});
