import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { impuestos, tarifas } from '../src/db/schema';
import { auditOf } from './helpers/audit';
import type { TestContext } from './helpers/context';
import { type HotelRooms, hotelRoomsContext, roomAdminPermissions } from './helpers/hotel-rooms';
import { callerOf } from './helpers/http';

let ctx: TestContext;
let rooms: HotelRooms['rooms'];
let hotelId: number;
let ivaId: number;
let admin: Record<string, string>;
beforeAll(async () => {
  ({
    ctx,
    rooms,
    hotelId,
    staff: { headers: admin },
  } = await hotelRoomsContext(roomAdminPermissions));
  const [iva] = await ctx.db.select().from(impuestos).where(eq(impuestos.nombre, 'IVA 19 %'));
  ivaId = iva?.id ?? 0;
});
afterAll(() => ctx.close());
const call = callerOf(() => ctx);

const rate = (tipo: number, over: Record<string, unknown> = {}) => ({
  tipo_habitacion_id: tipo,
  nombre: 'Estándar',
  precio_noche: '125000.50',
  personas_incluidas: 2,
  valor_persona_adicional: 35000,
  vigencia_desde: '',
  vigencia_hasta: null,
  impuesto_id: ivaId,
  ...over,
});
const create = (body: Record<string, unknown>) => call('POST', '/api/tarifa', admin, body);

describe('rates (admin/tarifas)', () => {
  it('401, 403 and 400 with the fields at fault', async () => {
    const tipo = (await rooms.makeRoomType(hotelId)).id;
    expect((await call('POST', '/api/tarifaListar')).statusCode).toBe(401);
    const reader = (await ctx.factories.actor({ permisos: ['habitaciones.ver'], hotelIds: [hotelId] }))
      .headers;
    expect((await call('POST', '/api/tarifa', reader, rate(tipo))).statusCode).toBe(403);
    expect((await call('POST', '/api/tarifaActualizar/1', reader, rate(tipo))).statusCode).toBe(403);
    expect((await call('POST', '/api/tarifa/delete/1', reader)).statusCode).toBe(403);
    const bad = await create(
      rate(tipo, {
        precio_noche: '12.345',
        personas_incluidas: 0,
        valor_persona_adicional: -1,
        vigencia_desde: '2026-03-01',
        vigencia_hasta: '2026-02-01',
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'personas_incluidas',
      'precio_noche',
      'valor_persona_adicional',
      'vigencia_hasta',
    ]);
    const refs = await create(rate(999_999, { impuesto_id: 999_999 }));
    expect(refs.json().errors).toEqual({
      tipo_habitacion_id: ['El tipo de habitación no existe'],
      impuesto_id: ['El impuesto no existe'],
    });
  });

  it('creates with exact money, lists by type, shows, updates by path id and deletes', async () => {
    const tipo = await rooms.makeRoomType(hotelId);
    const created = await create(rate(tipo.id, { precio_noche: '9999999999.99' }));
    expect(created.statusCode).toBe(200);
    expect(created.json().data).toMatchObject({
      tipo: tipo.nombre,
      precio_noche: '9999999999.99',
      valor_persona_adicional: '35000.00',
      vigencia_desde: null,
      impuesto: 'IVA 19 %',
      estado: true,
    });
    const id = created.json().data.id;
    const page = await call('POST', '/api/tarifaListar', admin, { tipo_habitacion_id: tipo.id });
    expect(page.json()).toMatchObject({ total: 1, data: [{ id }] });
    const updated = await call(
      'POST',
      `/api/tarifaActualizar/${id}`,
      admin,
      rate(tipo.id, { precio_noche: 180000 }),
    );
    expect(updated.json().data.precio_noche).toBe('180000.00');
    expect((await call('GET', `/api/tarifaEditar/${id}`, admin)).json().data.precio_noche).toBe('180000.00');
    expect((await call('POST', `/api/tarifa/delete/${id}`, admin)).json().accion).toBe('eliminado');
    expect((await auditOf(ctx.db, 'tarifas', id)).map((e) => e.accion)).toEqual([
      'eliminar',
      'actualizar',
      'crear',
    ]);
  });

  it('refuses overlapping validity of one name and type (open ends are unbounded), with errors on vigencia', async () => {
    const tipo = (await rooms.makeRoomType(hotelId)).id;
    const high = rate(tipo, {
      nombre: 'Temporada',
      vigencia_desde: '2026-12-15',
      vigencia_hasta: '2027-01-15',
    });
    expect((await create(high)).statusCode).toBe(200);
    const clash = await create({
      ...high,
      nombre: 'temporada',
      vigencia_desde: '2027-01-15',
      vigencia_hasta: '',
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().errors.vigencia_desde[0]).toContain('15/12/2026 – 15/01/2027');
    expect(Object.keys(clash.json().errors).sort()).toEqual(['vigencia_desde', 'vigencia_hasta']);
    // Adjacent seasons, another name, or an inactive rate do not clash.
    expect((await create({ ...high, vigencia_desde: '2027-01-16', vigencia_hasta: null })).statusCode).toBe(
      200,
    );
    expect((await create({ ...high, vigencia_desde: null, vigencia_hasta: '2026-12-14' })).statusCode).toBe(
      200,
    );
    expect((await create({ ...high, nombre: 'Corporativa' })).statusCode).toBe(200);
    const off = await create({ ...high, vigencia_desde: null, estado: false });
    expect(off.statusCode).toBe(200);
    // Reactivating it would overlap; saving a rate over its own dates does not.
    const on = await call('POST', `/api/tarifaActualizar/${off.json().data.id}`, admin, {
      ...high,
      vigencia_desde: null,
    });
    expect(on.statusCode).toBe(409);
    const [own] = await ctx.db.select().from(tarifas).where(eq(tarifas.vigencia_desde, '2026-12-15'));
    expect(
      (await call('POST', `/api/tarifaActualizar/${own?.id}`, admin, { ...high, precio_noche: 1 }))
        .statusCode,
    ).toBe(200);
  });

  it('lets one of many simultaneous overlapping rates in', async () => {
    const tipo = (await rooms.makeRoomType(hotelId)).id;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => create(rate(tipo, { vigencia_desde: `2026-0${i + 1}-01` }))),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(7);
  });

  it('keeps each hotel’s rates to itself and refuses another hotel’s type', async () => {
    const other = await ctx.factories.makeHotel();
    const theirType = await rooms.makeRoomType(other.id);
    const [theirs] = await ctx.db
      .insert(tarifas)
      .values({ hotel_id: other.id, tipo_habitacion_id: theirType.id, nombre: 'Estándar', precio_noche: '1' })
      .returning();
    const id = theirs?.id ?? 0;
    const mine = (await rooms.makeRoomType(hotelId)).id;
    expect((await call('GET', `/api/tarifaEditar/${id}`, admin)).statusCode).toBe(404);
    expect((await call('POST', `/api/tarifaActualizar/${id}`, admin, rate(mine))).statusCode).toBe(404);
    expect((await call('POST', `/api/tarifa/delete/${id}`, admin)).statusCode).toBe(404);
    const listed = (await call('POST', '/api/tarifaListar', admin, { per_page: 200 })).json().data;
    expect(listed.map((r: { id: number }) => r.id)).not.toContain(id);
    expect((await create(rate(theirType.id))).json().errors).toEqual({
      tipo_habitacion_id: ['El tipo de habitación no existe'],
    });
  });
});
