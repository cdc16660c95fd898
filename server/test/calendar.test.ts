import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  calendarioCambios,
  clientes,
  estancias,
  habitaciones,
  mantenimientos,
  nochesHabitacion,
} from '../src/db/schema';
import { day, HOY, reservationsContext } from './helpers/reservations';

let h: Awaited<ReturnType<typeof reservationsContext>>;
beforeAll(async () => {
  h = await reservationsContext(['reservas.ver', 'reservas.crear']);
});
afterAll(() => h.ctx.close());

interface Bar {
  clase: string;
  id: number;
  reserva_id: number | null;
  habitacion_id: number | null;
  tipo_habitacion_id: number;
  desde: string;
  hasta: string | null;
  estado: string;
  titulo: string;
}

const calendar = (body: object, headers?: Record<string, string>) => h.post('/calendario', body, headers);

/** A stay in the room over [llegada, salida) with its claimed nights, as check-in leaves it. */
async function stay(hotelId: number, roomId: number, clienteId: number, llegada: string, salida: string) {
  const [row] = await h.ctx.db
    .insert(estancias)
    .values({
      hotel_id: hotelId,
      habitacion_id: roomId,
      cliente_id: clienteId,
      llegada,
      salida,
      adultos: 2,
      tarifa_nombre: 'Estándar',
    })
    .returning();
  if (!row) throw new Error('stay');
  await h.ctx.db.insert(nochesHabitacion).values({
    hotel_id: hotelId,
    habitacion_id: roomId,
    estancia_id: row.id,
    noches: `[${llegada},${salida})`,
  });
  return row;
}

describe('POST /api/calendario', () => {
  it('401, 403 without reservas.ver, 400 on reversed, too long or bad dates', async () => {
    const body = { desde: day(0), hasta: day(14) };
    expect((await calendar(body, {})).statusCode).toBe(401);
    const cashier = await h.ctx.factories.actor({ permisos: ['ventas.ver'], hotelIds: [h.hotelId] });
    expect((await calendar(body, cashier.headers)).statusCode).toBe(403);
    const reversed = await calendar({ desde: day(3), hasta: day(3) });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors.hasta).toEqual(['La fecha final debe ser posterior a la inicial']);
    const long = await calendar({ desde: day(0), hasta: day(94) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.hasta).toEqual(['Máximo 93 días']);
    expect((await calendar({ desde: day(0), hasta: day(93) })).statusCode).toBe(200);
    const bad = await calendar({ desde: '2026-13-01', hasta: 'mañana' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['desde', 'hasta']);
    expect((await calendar({})).statusCode).toBe(400);
  });

  it('draws booking lines, stays and maintenance blocks, and the free rooms of each night', async () => {
    const { type, rooms } = await h.makeType(3, { nombre: 'Calendario doble' });
    const [r0, r1, r2] = rooms.map((r) => r.id);
    if (!r0 || !r1 || !r2) throw new Error('rooms');
    const client = await h.rooms.makeClient(h.hotelId, { nombres: 'Elena', apellidos: 'Calendario' });
    const guest = await h.rooms.makeClient(h.hotelId, { nombres: 'Tomás', apellidos: 'Huésped' });
    await stay(h.hotelId, r1, guest.id, day(-1), day(2));
    // A block closed two days ago (opened and closed in Bogotá time) and an open one opened at
    // 22:00 in Bogotá yesterday, which is already today in UTC.
    await h.ctx.db.insert(mantenimientos).values([
      {
        hotel_id: h.hotelId,
        habitacion_id: r2,
        motivo: 'Pintura',
        desde: new Date(`${day(-4)}T20:00:00-05:00`),
        hasta: new Date(`${day(-2)}T10:00:00-05:00`),
      },
      { hotel_id: h.hotelId, habitacion_id: r2, motivo: 'Plomería', desde: new Date(`${HOY}T03:00:00Z`) },
    ]);
    const booked = await h.book({
      cliente_id: client.id,
      canal: 'telefono',
      lineas: [h.line(type.id, 2, 2, { habitacion_id: r0 }), h.line(type.id, 3, 2, { adultos: 1 })],
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const { id: bookingId, lineas } = booked.json().data as { id: number; lineas: { id: number }[] };

    const res = await calendar({ desde: day(-3), hasta: day(7) });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ desde: day(-3), hasta: day(7), hoy: HOY });
    expect(
      data.habitaciones.filter((r: { tipo_habitacion_id: number }) => r.tipo_habitacion_id === type.id),
    ).toEqual(
      rooms
        .map((r) => ({ id: r.id, numero: r.numero, piso: r.piso, tipo_habitacion_id: type.id }))
        .sort((a, b) => a.numero.localeCompare(b.numero)),
    );
    const ours = data.barras.filter((b: Bar) => b.tipo_habitacion_id === type.id);
    expect(ours).toEqual([
      {
        clase: 'reserva',
        id: lineas[0]?.id,
        reserva_id: bookingId,
        habitacion_id: r0,
        tipo_habitacion_id: type.id,
        desde: day(2),
        hasta: day(4),
        estado: 'Confirmada',
        titulo: 'Elena Calendario',
        adultos: 2,
        ninos: 0,
        tarifa_id: expect.any(Number),
      },
      {
        clase: 'estancia',
        id: expect.any(Number),
        reserva_id: null,
        habitacion_id: r1,
        tipo_habitacion_id: type.id,
        desde: day(-1),
        hasta: day(2),
        estado: 'activa',
        titulo: 'Tomás Huésped',
        adultos: 2,
        ninos: 0,
        tarifa_id: null,
      },
      expect.objectContaining({ clase: 'mantenimiento', habitacion_id: r2, desde: day(-4), hasta: day(-2) }),
      {
        clase: 'mantenimiento',
        id: expect.any(Number),
        reserva_id: null,
        habitacion_id: r2,
        tipo_habitacion_id: type.id,
        desde: day(-1),
        hasta: null,
        estado: 'Mantenimiento',
        titulo: 'Plomería',
        adultos: null,
        ninos: null,
        tarifa_id: null,
      },
      {
        clase: 'reserva',
        id: lineas[1]?.id,
        reserva_id: bookingId,
        habitacion_id: null,
        tipo_habitacion_id: type.id,
        desde: day(3),
        hasta: day(5),
        estado: 'Confirmada',
        titulo: 'Elena Calendario',
        adultos: 1,
        ninos: 0,
        tarifa_id: expect.any(Number),
      },
    ]);

    // Two sellable rooms (the third is blocked): the stay, the assigned and the unassigned line.
    const free = data.tipos.find((t: { id: number }) => t.id === type.id);
    expect(free.nombre).toBe('Calendario doble');
    expect(free.libres.map((n: { libres: number }) => n.libres)).toEqual([2, 2, 1, 1, 1, 1, 0, 1, 2, 2]);
    expect(free.libres[3]).toEqual({ fecha: HOY, libres: 1 });
    const search = await h.availability(type.id, 0, 7);
    expect(free.libres.slice(3)).toEqual(search.por_noche);
  });

  it('shows only the caller’s hotel, and leaves out cancelled lines', async () => {
    const { type } = await h.makeType(1, { nombre: 'Calendario propio' });
    const client = await h.rooms.makeClient(h.hotelId, { nombres: 'Ana', apellidos: 'Anulada' });
    const gone = await h.book({ cliente_id: client.id, canal: 'directo', lineas: [h.line(type.id, 1)] });
    const cancel = h.ctx.factories.actor({ permisos: ['reservas.cancelar'], hotelIds: [h.hotelId] });
    const cancelled = await h.post(
      `/reservaCancelar/${gone.json().data.id}`,
      { motivo: 'Cambio de planes' },
      (await cancel).headers,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const other = await h.ctx.factories.makeHotel();
    const foreignType = await h.rooms.makeRoomType(other.id);
    const foreignRoom = await h.rooms.makeRoom(other.id, { tipo_habitacion_id: foreignType.id });
    const foreigner = await h.rooms.makeClient(other.id);
    await stay(other.id, foreignRoom.id, foreigner.id, day(0), day(3));
    await h.ctx.db
      .insert(mantenimientos)
      .values({ hotel_id: other.id, habitacion_id: foreignRoom.id, motivo: 'Ajeno' });

    const data = (await calendar({ desde: day(0), hasta: day(5) })).json().data;
    expect(data.tipos.map((t: { id: number }) => t.id)).toContain(type.id);
    expect(data.tipos.map((t: { id: number }) => t.id)).not.toContain(foreignType.id);
    expect(data.habitaciones.map((r: { id: number }) => r.id)).not.toContain(foreignRoom.id);
    expect(data.barras.filter((b: Bar) => b.tipo_habitacion_id === foreignType.id)).toEqual([]);
    expect(data.barras.filter((b: Bar) => b.tipo_habitacion_id === type.id)).toEqual([]);
    expect(
      data.tipos
        .find((t: { id: number }) => t.id === type.id)
        .libres.map((n: { libres: number }) => n.libres),
    ).toEqual([1, 1, 1, 1, 1]);
  });

  it('answers a window built once per change of the hotel, compressed when the browser accepts it', async () => {
    const { type, rooms } = await h.makeType(1, { nombre: 'Calendario en caché' });
    const body = { desde: day(0), hasta: day(3) };
    const ours = (res: { json: () => { data: { barras: Bar[] } } }) =>
      res.json().data.barras.filter((b) => b.tipo_habitacion_id === type.id);
    expect(ours(await calendar(body))).toEqual([]);
    // A colleague blocks the room: the next answer has the block.
    await h.ctx.db
      .insert(mantenimientos)
      .values({ hotel_id: h.hotelId, habitacion_id: rooms[0]?.id ?? 0, motivo: 'Humedad' });
    expect(ours(await calendar(body)).map((b) => b.titulo)).toEqual(['Humedad']);
    const zipped = await calendar(body, { ...h.staff.headers, 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual((await calendar(body)).json());
  });

  it('cuts a window from the wider range read for the hotel, the same as reading it alone', async () => {
    const { type, rooms } = await h.makeType(2, { nombre: 'Calendario recortado' });
    const [a, b] = rooms.map((r) => r.id);
    if (!a || !b) throw new Error('rooms');
    const guest = await h.rooms.makeClient(h.hotelId, { nombres: 'Rita', apellidos: 'Recorte' });
    await stay(h.hotelId, a, guest.id, day(1), day(4));
    await stay(h.hotelId, b, guest.id, day(6), day(9));
    const ours = (data: { barras: Bar[]; tipos: { id: number; libres: { libres: number }[] }[] }) => ({
      barras: data.barras.filter((x) => x.tipo_habitacion_id === type.id).map((x) => [x.desde, x.hasta]),
      libres: data.tipos.find((t) => t.id === type.id)?.libres.map((n) => n.libres),
    });
    // A month first (the hotel's range grows to hold it), then a window inside it.
    await calendar({ desde: day(0), hasta: day(30) });
    const inside = (await calendar({ desde: day(4), hasta: day(7) })).json().data;
    expect(inside.desde).toBe(day(4));
    expect(inside.hasta).toBe(day(7));
    expect(ours(inside)).toEqual({ barras: [[day(6), day(9)]], libres: [2, 2, 1] });
    // A change is seen in every window cut after it: room a blocked from day 0 (noon in Bogotá), open-ended.
    await h.ctx.db.insert(mantenimientos).values({
      hotel_id: h.hotelId,
      habitacion_id: a,
      motivo: 'Pintura',
      desde: new Date(`${day(0)}T17:00:00Z`),
    });
    expect(ours((await calendar({ desde: day(4), hasta: day(7) })).json().data)).toEqual({
      barras: [
        [day(0), null],
        [day(6), day(9)],
      ],
      libres: [1, 1, 0],
    });
  });

  it('after a change reads again what it touched: a new unassigned line, a guest renamed, not a room cleaned', async () => {
    const { type, rooms } = await h.makeType(2, { nombre: 'Calendario por partes' });
    const holder = await h.rooms.makeClient(h.hotelId, { nombres: 'Pía', apellidos: 'Partes' });
    const body = { desde: day(0), hasta: day(10) };
    const ours = async () =>
      (await calendar(body)).json().data as {
        barras: Bar[];
        tipos: { id: number; libres: { libres: number }[] }[];
      };
    const before = await ours();
    expect(before.barras.filter((b) => b.tipo_habitacion_id === type.id)).toEqual([]);
    // A booking of one unassigned night: its bar in the type's row and one room less that night.
    const booked = await h.book({ cliente_id: holder.id, canal: 'directo', lineas: [h.line(type.id, 2)] });
    expect(booked.statusCode).toBe(200);
    let now = await ours();
    expect(
      now.barras.filter((b) => b.tipo_habitacion_id === type.id).map((b) => [b.titulo, b.desde]),
    ).toEqual([['Pía Partes', day(2)]]);
    expect(now.tipos.find((t) => t.id === type.id)?.libres.map((n) => n.libres)).toEqual([
      2, 2, 1, 2, 2, 2, 2, 2, 2, 2,
    ]);
    // The holder's name corrected elsewhere: every bar of the calendar may carry it, all read again.
    await h.ctx.db.update(clientes).set({ apellidos: 'Partes Nuevo' }).where(eq(clientes.id, holder.id));
    now = await ours();
    expect(now.barras.filter((b) => b.tipo_habitacion_id === type.id).map((b) => b.titulo)).toEqual([
      'Pía Partes Nuevo',
    ]);
    // What the calendar does not draw (a room's cleaning) leaves nothing to read again.
    const logged = async () => (await h.ctx.db.select().from(calendarioCambios)).length;
    const count = await logged();
    await h.ctx.db
      .update(habitaciones)
      .set({ limpieza: 'sucia' })
      .where(eq(habitaciones.id, rooms[0]?.id ?? 0));
    expect(await logged()).toBe(count);
  });
});
