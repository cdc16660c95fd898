import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf } from './helpers/audit';
import type { TestContext } from './helpers/context';
import { type HotelRooms, hotelRoomsContext, roomAdminPermissions } from './helpers/hotel-rooms';
import { callerOf } from './helpers/http';

let ctx: TestContext;
let rooms: HotelRooms['rooms'];
let hotelId: number;
let admin: Record<string, string>;
beforeAll(async () => {
  ({
    ctx,
    rooms,
    hotelId,
    staff: { headers: admin },
  } = await hotelRoomsContext(roomAdminPermissions));
});
afterAll(() => ctx.close());
const call = callerOf(() => ctx);

let n = 0;
const roomType = (over: Record<string, unknown> = {}) => ({
  nombre: `Suite ${++n} ${Date.now()}`,
  descripcion: 'Vista al jardín',
  capacidad_adultos: 2,
  capacidad_ninos: 1,
  camas: 1,
  ...over,
});

describe('room types (typeRooms)', () => {
  it('401 without a token, 403 without the permission, 400 with the fields at fault', async () => {
    expect((await call('POST', '/api/tipoHabitacionListar')).statusCode).toBe(401);
    const reader = (await ctx.factories.actor({ permisos: ['habitaciones.ver'], hotelIds: [hotelId] }))
      .headers;
    expect((await call('POST', '/api/tipoHabitacionListar', reader)).statusCode).toBe(200);
    expect((await call('POST', '/api/tipoHabitacionCrear', reader, roomType())).statusCode).toBe(403);
    expect(
      (await call('POST', '/api/tipoHabitacionActualizar', reader, { ...roomType(), id: 1 })).statusCode,
    ).toBe(403);
    expect((await call('POST', '/api/tipoHabitacionEliminar/1', reader)).statusCode).toBe(403);
    const cashier = (await ctx.factories.actor({ permisos: ['cajas.ver'], hotelIds: [hotelId] })).headers;
    expect((await call('POST', '/api/tipoHabitacionIdName', cashier)).statusCode).toBe(403);
    const bad = await call('POST', '/api/tipoHabitacionCrear', admin, {
      nombre: ' ',
      capacidad_adultos: 0,
      capacidad_ninos: -1,
      camas: 0,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'camas',
      'capacidad_adultos',
      'capacidad_ninos',
      'nombre',
    ]);
  });

  it('creates, lists with search, shows, updates and deletes, with the audit; a duplicate name is 409', async () => {
    const body = roomType();
    const created = await call('POST', '/api/tipoHabitacionCrear', admin, body);
    expect(created.statusCode).toBe(200);
    expect(created.json().data).toMatchObject({ ...body, habitaciones: 0, estado: true });
    const id = created.json().data.id;
    const dup = await call('POST', '/api/tipoHabitacionCrear', admin, body);
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors).toEqual({ nombre: ['Ya existe un tipo de habitación con ese nombre'] });

    const page = await call('POST', '/api/tipoHabitacionListar', admin, { search: body.nombre, per_page: 5 });
    expect(page.json()).toMatchObject({ total: 1, current_page: 1, per_page: 5, last_page: 1 });
    const updated = await call('POST', '/api/tipoHabitacionActualizar', admin, { ...body, id, camas: 2 });
    expect(updated.json().data.camas).toBe(2);
    expect((await call('GET', `/api/tipoHabitacionEditar/${id}`, admin)).json().data.camas).toBe(2);
    const removed = await call('POST', `/api/tipoHabitacionEliminar/${id}`, admin);
    expect(removed.json()).toMatchObject({ accion: 'eliminado', message: 'Tipo de habitación eliminado' });
    expect((await auditOf(ctx.db, 'tipos_habitacion', id)).map((e) => e.accion)).toEqual([
      'eliminar',
      'actualizar',
      'crear',
    ]);
  });

  it('deactivates a type that has rooms instead of deleting it, and leaves it out of the selects', async () => {
    const type = await rooms.makeRoomType(hotelId);
    await rooms.makeRoom(hotelId, { tipo_habitacion_id: type.id });
    const options = async () =>
      (await call('POST', '/api/tipoHabitacionIdName', admin)).json().data.map((t: { id: number }) => t.id);
    expect(await options()).toContain(type.id);
    const removed = await call('POST', `/api/tipoHabitacionEliminar/${type.id}`, admin);
    expect(removed.json().accion).toBe('desactivado');
    expect((await call('GET', `/api/tipoHabitacionEditar/${type.id}`, admin)).json().data).toMatchObject({
      estado: false,
      habitaciones: 1,
    });
    expect(await options()).not.toContain(type.id);
  });

  it('keeps each hotel’s types to itself', async () => {
    const other = await ctx.factories.makeHotel();
    const theirs = await rooms.makeRoomType(other.id);
    const body = roomType({ nombre: theirs.nombre });
    expect((await call('GET', `/api/tipoHabitacionEditar/${theirs.id}`, admin)).statusCode).toBe(404);
    expect(
      (await call('POST', '/api/tipoHabitacionActualizar', admin, { ...body, id: theirs.id })).statusCode,
    ).toBe(404);
    expect((await call('POST', `/api/tipoHabitacionEliminar/${theirs.id}`, admin)).statusCode).toBe(404);
    const names = (await call('POST', '/api/tipoHabitacionIdName', admin))
      .json()
      .data.map((t: { id: number }) => t.id);
    expect(names).not.toContain(theirs.id);
    // The same name is free in another hotel.
    expect((await call('POST', '/api/tipoHabitacionCrear', admin, body)).statusCode).toBe(200);
  });
});
