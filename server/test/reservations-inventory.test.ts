import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  impuestos,
  mantenimientos,
  nochesHabitacion,
  reservaEncabezados,
  reservas,
  tarifas,
} from '../src/db/schema';
import { pgConstraint, pgDetail } from '../src/lib/db-errors';
import { parsedRows } from '../src/lib/raw-sql';
import { auditOf } from './helpers/audit';
import { day, reservationsContext } from './helpers/reservations';

// On PostgreSQL the concurrent calls really run at once (one pool connection each); PGlite serializes them.
let h: Awaited<ReturnType<typeof reservationsContext>>;
beforeAll(async () => {
  h = await reservationsContext([
    'reservas.ver',
    'reservas.crear',
    'reservas.cancelar',
    'rack.reservar',
    'rack.ver',
  ]);
});
afterAll(() => h.ctx.close());

const soldOut = (nombre: string, fecha: string) =>
  `No quedan habitaciones «${nombre}» libres para la noche del ${fecha.split('-').reverse().join('/')}`;

describe('the inventory of a room type', () => {
  it('of 50 simultaneous bookings of the last 4 free rooms, exactly 4 win and the rest get 409', async () => {
    const { type } = await h.makeType(6, { nombre: 'Estándar concurrencia' });
    const client = await h.rooms.makeClient(h.hotelId);
    const first = await h.book({
      cliente_id: client.id,
      canal: 'directo',
      lineas: [h.line(type.id, 5, 2), h.line(type.id, 5, 2)],
    });
    expect(first.statusCode, first.body).toBe(200);
    expect((await h.availability(type.id, 5, 2)).libres).toBe(4);

    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        h.book({ cliente_id: client.id, canal: 'telefono', lineas: [h.line(type.id, 5, 2)] }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(4);
    expect(codes.filter((c) => c === 409)).toHaveLength(46);
    const refused = results.find((r) => r.statusCode === 409);
    expect(refused?.json().message).toBe(soldOut('Estándar concurrencia', day(5)));
    expect(refused?.json().errors).toEqual({
      'lineas.0.tipo_habitacion_id': [soldOut('Estándar concurrencia', day(5))],
    });
    const after = await h.availability(type.id, 5, 2);
    expect(after.libres).toBe(0);
    // The rooms are all there to assign, but none can be sold: the lines hold the whole type.
    expect(after.habitaciones).toHaveLength(6);
  });

  it('the search is answered again after a booking, a rate’s price or a tax changes, whoever wrote it', async () => {
    const { type, rate } = await h.makeType(2, { nombre: 'Caché', precio: '100000' });
    const client = await h.rooms.makeClient(h.hotelId);
    const price = async () => {
      const res = await h.post('/disponibilidad', { ...h.line(type.id, 3, 1), tipo_habitacion_id: type.id });
      const [found] = res.json().data as { libres: number; tarifas: { total: string }[] }[];
      return { libres: found?.libres, total: found?.tarifas[0]?.total };
    };
    expect(await price()).toEqual({ libres: 2, total: '119000.00' });
    expect(await price()).toEqual({ libres: 2, total: '119000.00' });
    expect(
      (await h.book({ cliente_id: client.id, canal: 'directo', lineas: [h.line(type.id, 3, 1)] })).statusCode,
    ).toBe(200);
    expect(await price()).toEqual({ libres: 1, total: '119000.00' });
    // Straight in the database, as a script or another server process would write.
    await h.ctx.db.update(tarifas).set({ precio_noche: '200000' }).where(eq(tarifas.id, rate.id));
    expect(await price()).toEqual({ libres: 1, total: '238000.00' });
    const [iva] = await h.ctx.db
      .select()
      .from(impuestos)
      .where(eq(impuestos.id, rate.impuesto_id ?? 0));
    await h.ctx.db
      .update(impuestos)
      .set({ porcentaje: '5' })
      .where(eq(impuestos.id, iva?.id ?? 0));
    try {
      expect(await price()).toEqual({ libres: 1, total: '210000.00' });
    } finally {
      await h.ctx.db
        .update(impuestos)
        .set({ porcentaje: iva?.porcentaje ?? '19' })
        .where(eq(impuestos.id, iva?.id ?? 0));
    }
  });

  it('a night booked without a room is not free for an assignment, a walk-in or the rack’s hold', async () => {
    const { type, rooms } = await h.makeType(1, { nombre: 'Única' });
    const client = await h.rooms.makeClient(h.hotelId);
    const unassigned = await h.book({
      cliente_id: client.id,
      canal: 'directo',
      lineas: [h.line(type.id, 0, 2)],
    });
    expect(unassigned.statusCode, unassigned.body).toBe(200);
    const assigned = await h.book({
      cliente_id: client.id,
      canal: 'directo',
      lineas: [h.line(type.id, 1, 1, { habitacion_id: rooms[0]?.id })],
    });
    expect(assigned.statusCode).toBe(409);
    expect(assigned.json().message).toBe(soldOut('Única', day(1)));
    const hold = await h.post('/habitacionesReservar', {
      habitacion_id: rooms[0]?.id,
      cliente_id: client.id,
    });
    expect(hold.statusCode).toBe(409);
    expect(hold.json().message).toBe(
      `No quedan habitaciones libres del tipo de la ${rooms[0]?.numero} para la noche del ${day(0).split('-').reverse().join('/')}: las reservas sin habitación asignada las ocupan`,
    );
  });

  it('the rack’s hold still works beside bookings, and it counts on its type', async () => {
    const { type, rooms } = await h.makeType(2);
    const client = await h.rooms.makeClient(h.hotelId, { nombres: 'Jorge', apellidos: 'Rack' });
    const hold = await h.post('/habitacionesReservar', {
      habitacion_id: rooms[0]?.id,
      cliente_id: client.id,
    });
    expect(hold.statusCode, hold.body).toBe(200);
    expect(hold.json().data).toMatchObject({ estado: 'Reservada', reserva: { cliente: 'Jorge Rack' } });
    const today = await h.availability(type.id, 0);
    expect(today.libres).toBe(1);
    expect(today.habitaciones.map((r) => r.id)).toEqual([rooms[1]?.id]);
    const cancel = await h.post('/habitacionesReservarAnular', {
      habitacion_id: rooms[0]?.id,
      motivo: 'No viene',
    });
    expect(cancel.json().data.estado).toBe('Disponible');
    expect((await h.availability(type.id, 0)).libres).toBe(2);
  });

  it('a maintenance block takes its room out of the availability', async () => {
    const { type, rooms } = await h.makeType(2);
    await h.ctx.db
      .insert(mantenimientos)
      .values({ hotel_id: h.hotelId, habitacion_id: rooms[0]?.id ?? 0, motivo: 'Pintura' });
    const found = await h.availability(type.id, 1, 3);
    expect(found.libres).toBe(1);
    expect(found.por_noche.map((n) => n.libres)).toEqual([1, 1, 1]);
    expect(found.habitaciones.map((r) => r.id)).toEqual([rooms[1]?.id]);
    const client = await h.rooms.makeClient(h.hotelId);
    const two = await h.book({
      cliente_id: client.id,
      canal: 'directo',
      lineas: [h.line(type.id, 1, 3), h.line(type.id, 2, 1)],
    });
    expect(two.statusCode).toBe(409);
    expect(two.json().errors).toHaveProperty(['lineas.1.tipo_habitacion_id']);
  });
});

describe('the quota held by the database (trigger reservas_cupo_tipo, count tipo_noches_libres)', () => {
  /** The error a direct write gets, or undefined when it is accepted. */
  async function refusal(write: () => Promise<unknown>) {
    try {
      await write();
    } catch (error) {
      return { constraint: pgConstraint(error), night: pgDetail(error) };
    }
    return undefined;
  }

  it('refuses a line or a claim beyond the type’s free rooms written without the API, naming the night', async () => {
    const { type, rooms } = await h.makeType(2, { nombre: 'Directa' });
    const client = await h.rooms.makeClient(h.hotelId);
    const [head] = await h.ctx.db
      .insert(reservaEncabezados)
      .values({ hotel_id: h.hotelId, cliente_id: client.id, canal: 'directo' })
      .returning({ id: reservaEncabezados.id });
    const values = (from: number, nights: number) => ({
      hotel_id: h.hotelId,
      encabezado_id: head?.id ?? 0,
      cliente_id: client.id,
      tipo_habitacion_id: type.id,
      llegada: day(from),
      salida: day(from + nights),
    });
    const line = (from: number, nights: number) => () =>
      h.ctx.db.insert(reservas).values(values(from, nights));
    // An assigned line claiming its room's night: one free room less for the type.
    const claim = (from: number) => () =>
      h.ctx.db.transaction(async (tx) => {
        const room = rooms[0]?.id ?? 0;
        const [assigned] = await tx
          .insert(reservas)
          .values({ ...values(from, 1), habitacion_id: room })
          .returning({ id: reservas.id });
        await tx.insert(nochesHabitacion).values({
          hotel_id: h.hotelId,
          habitacion_id: room,
          noches: sql`daterange(${day(from)}::date, ${day(from + 1)}::date)`,
          reserva_id: assigned?.id ?? 0,
        });
      });
    // Each write below runs the count again on the same connection (a cached plan after the first).
    expect(await refusal(line(30, 3))).toBeUndefined();
    expect(await refusal(line(31, 1))).toBeUndefined();
    // Nights 30 and 32 have a room left, 31 none; then 32 none, 30 one.
    expect(await refusal(line(32, 2))).toBeUndefined();
    expect(await refusal(line(29, 4))).toEqual({ constraint: 'reservas_cupo_tipo', night: day(31) });
    expect(await refusal(line(32, 1))).toEqual({ constraint: 'reservas_cupo_tipo', night: day(32) });
    expect(await refusal(line(30, 1))).toBeUndefined();
    expect(await refusal(claim(31))).toEqual({ constraint: 'reservas_cupo_tipo', night: day(31) });
    expect(await refusal(claim(34))).toBeUndefined();
    const count = parsedRows(
      'test.freeNights',
      z.object({ fecha: z.string(), libres: z.number() }),
      await h.ctx.db.execute(
        sql`select fecha::text as fecha, libres from tipo_noches_libres(${type.id}, ${day(29)}::date, ${day(36)}::date)`,
      ),
    );
    expect(count).toEqual([
      { fecha: day(29), libres: 2 },
      { fecha: day(30), libres: 0 },
      { fecha: day(31), libres: 0 },
      { fecha: day(32), libres: 0 },
      { fecha: day(33), libres: 1 },
      { fecha: day(34), libres: 1 },
      { fecha: day(35), libres: 2 },
    ]);
    const searched = await h.availability(type.id, 29, 7);
    expect(searched.por_noche).toEqual(count);
  });
});

describe('overbooking and holds', () => {
  it('with reservas.sobreventa a sold-out type and a taken room can be sold, logged with who and why', async () => {
    const { type, rooms } = await h.makeType(1, { nombre: 'Sobrevendida' });
    const client = await h.rooms.makeClient(h.hotelId);
    const taken = await h.book({
      cliente_id: client.id,
      canal: 'directo',
      lineas: [h.line(type.id, 6, 1, { habitacion_id: rooms[0]?.id })],
    });
    expect(taken.statusCode).toBe(200);
    const manager = await h.ctx.factories.actor({
      permisos: ['reservas.crear', 'reservas.sobreventa'],
      hotelIds: [h.hotelId],
    });
    const plain = await h.book(
      { cliente_id: client.id, canal: 'directo', lineas: [h.line(type.id, 6)] },
      { headers: manager.headers },
    );
    expect(plain.statusCode).toBe(409);
    const forced = await h.book(
      {
        cliente_id: client.id,
        canal: 'directo',
        sobreventa: { motivo: 'Convenio con la empresa' },
        lineas: [h.line(type.id, 6), h.line(type.id, 6, 1, { habitacion_id: rooms[0]?.id })],
      },
      { headers: manager.headers },
    );
    expect(forced.statusCode, forced.body).toBe(200);
    const { data } = forced.json();
    expect(data.lineas.map((l: { sobreventa: boolean }) => l.sobreventa)).toEqual([true, true]);
    const [entry] = await auditOf(h.ctx.db, 'reservas', data.id);
    expect(entry).toMatchObject({ accion: 'sobreventa', usuario_id: manager.user.id });
    expect(entry?.despues).toMatchObject({ motivo: 'Convenio con la empresa' });
    // The answer (built from what was written) is the booking as its detail reads it, history too.
    expect(data.historial.map((e: { accion: string }) => e.accion)).toEqual(['sobreventa', 'crear']);
    expect((await h.get(`/reservaMostrar/${data.id}`)).json().data).toEqual(data);
    expect((await h.availability(type.id, 6)).libres).toBe(0);
  });

  it('a booking with vence_at is a Pendiente hold that counts on its type until it is cancelled', async () => {
    const { type } = await h.makeType(1);
    const client = await h.rooms.makeClient(h.hotelId);
    const res = await h.book({
      cliente_id: client.id,
      canal: 'telefono',
      vence_at: `${day(1)}T22:00:00-05:00`,
      lineas: [h.line(type.id, 4)],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      estado: 'Pendiente',
      lineas: [{ estado: 'Pendiente', vence_at: expect.any(String) }],
    });
    expect((await h.get(`/reservaMostrar/${res.json().data.id}`)).json().data).toEqual(res.json().data);
    expect((await h.availability(type.id, 4)).libres).toBe(0);
    const past = await h.book({
      cliente_id: client.id,
      canal: 'telefono',
      vence_at: `${day(-1)}T10:00:00Z`,
      lineas: [h.line(type.id, 8)],
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors.vence_at).toEqual(['El vencimiento debe ser posterior a la hora actual']);
  });
});

describe('POST /api/reservaCancelar/{id}', () => {
  it('401, 403 without reservas.cancelar, 400 without a reason, 404 for another hotel’s booking', async () => {
    expect((await h.post('/reservaCancelar/1', { motivo: 'x' }, {})).statusCode).toBe(401);
    const reader = await h.ctx.factories.actor({ permisos: ['reservas.ver'], hotelIds: [h.hotelId] });
    expect((await h.post('/reservaCancelar/1', { motivo: 'x' }, reader.headers)).statusCode).toBe(403);
    const empty = await h.post('/reservaCancelar/1', { motivo: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.motivo).toEqual(['Indique el motivo de la cancelación']);
    expect((await h.post('/reservaCancelar/999999', { motivo: 'No viene' })).statusCode).toBe(404);
  });

  it('cancels one line, then the rest, releasing the room nights and the type’s count', async () => {
    const { type, rooms } = await h.makeType(2, { nombre: 'Cancelable' });
    const client = await h.rooms.makeClient(h.hotelId);
    const res = await h.book({
      cliente_id: client.id,
      canal: 'correo',
      lineas: [h.line(type.id, 3, 2, { habitacion_id: rooms[0]?.id }), h.line(type.id, 3, 2)],
    });
    expect(res.statusCode, res.body).toBe(200);
    const { id, lineas } = res.json().data;
    expect((await h.availability(type.id, 3, 2)).libres).toBe(0);

    const one = await h.post(`/reservaCancelar/${id}`, {
      motivo: 'Se reduce el grupo',
      linea_id: lineas[1].id,
    });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().data.lineas.map((l: { estado: string }) => l.estado)).toEqual([
      'Confirmada',
      'Cancelada',
    ]);
    expect(one.json().data.lineas[1]).toMatchObject({
      motivo_cancelacion: 'Se reduce el grupo',
      cancelada_por: expect.any(String),
    });
    expect((await h.availability(type.id, 3, 2)).libres).toBe(1);

    const twice = await h.post(`/reservaCancelar/${id}`, { motivo: 'Otra vez', linea_id: lineas[1].id });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('La reserva ya está cancelada');

    const all = await h.post(`/reservaCancelar/${id}`, { motivo: 'El cliente no viaja' });
    expect(all.statusCode).toBe(200);
    expect(all.json().data).toMatchObject({ estado: 'Cancelada', total: '0.00' });
    expect(
      await h.ctx.db
        .select()
        .from(nochesHabitacion)
        .where(eq(nochesHabitacion.habitacion_id, rooms[0]?.id ?? 0)),
    ).toEqual([]);
    const free = await h.availability(type.id, 3, 2);
    expect(free.libres).toBe(2);
    expect(free.habitaciones).toHaveLength(2);
    expect((await auditOf(h.ctx.db, 'reservas', id)).map((a) => a.accion)).toEqual([
      'cancelar',
      'cancelar',
      'crear',
    ]);
    expect((await h.post(`/reservaCancelar/${id}`, { motivo: 'Nada' })).statusCode).toBe(409);
  });
});
