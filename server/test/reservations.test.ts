import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estanciaHuespedes, estancias, mantenimientos, tarifas, tiposHabitacion } from '../src/db/schema';
import { auditOf } from './helpers/audit';
import { day, HOY, reservationsContext } from './helpers/reservations';

let h: Awaited<ReturnType<typeof reservationsContext>>;
beforeAll(async () => {
  h = await reservationsContext(['reservas.ver', 'reservas.crear', 'reservas.cancelar']);
});
afterAll(() => h.ctx.close());

describe('POST /api/disponibilidad', () => {
  it('401 without a token, 403 without a reservations permission, 400 on bad dates', async () => {
    const body = { llegada: day(1), salida: day(2), adultos: 2, ninos: 0 };
    expect((await h.post('/disponibilidad', body, {})).statusCode).toBe(401);
    const other = await h.ctx.factories.actor({ permisos: ['ventas.ver'], hotelIds: [h.hotelId] });
    expect((await h.post('/disponibilidad', body, other.headers)).statusCode).toBe(403);
    const backwards = await h.post('/disponibilidad', { ...body, salida: day(1) });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors.salida).toEqual(['La salida debe ser posterior a la llegada']);
    const past = await h.post('/disponibilidad', { ...body, llegada: day(-1) });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors.llegada).toEqual(['La llegada no puede ser anterior a hoy (01/12/2026)']);
  });

  it('answers per type the free rooms of each night, the price per rate and the assignable rooms', async () => {
    const { type, rate, rooms } = await h.makeType(3, { nombre: 'Doble disponibilidad' });
    const res = await h.post('/disponibilidad', {
      llegada: day(2),
      salida: day(4),
      adultos: 2,
      ninos: 1,
      tipo_habitacion_id: type.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [found] = res.json().data;
    expect(found).toMatchObject({
      tipo_habitacion_id: type.id,
      nombre: 'Doble disponibilidad',
      libres: 3,
      por_noche: [
        { fecha: day(2), libres: 3 },
        { fecha: day(3), libres: 3 },
      ],
    });
    // 2 nights × (100 000 + 0 extra: 3 persons, 2 included, 0 per extra) + IVA 19 %.
    expect(found.tarifas).toEqual([
      expect.objectContaining({
        tarifa_id: rate.id,
        nombre: 'Estándar',
        subtotal: '200000.00',
        total: '238000.00',
      }),
    ]);
    expect(found.habitaciones.map((r: { id: number }) => r.id).sort()).toEqual(rooms.map((r) => r.id).sort());
  });

  it('leaves out the types the persons do not fit, and refuses them when asked by name', async () => {
    const { type } = await h.makeType(1, { capacidad_adultos: 1 });
    const all = await h.post('/disponibilidad', { llegada: day(1), salida: day(2), adultos: 2, ninos: 0 });
    expect(all.json().data.map((t: { tipo_habitacion_id: number }) => t.tipo_habitacion_id)).not.toContain(
      type.id,
    );
    const asked = await h.post('/disponibilidad', {
      llegada: day(1),
      salida: day(2),
      adultos: 2,
      ninos: 0,
      tipo_habitacion_id: type.id,
    });
    expect(asked.statusCode).toBe(400);
    expect(asked.json().errors.adultos).toEqual([`El tipo «${type.nombre}» admite hasta 1 adultos`]);
  });
});

describe('POST /api/reservaListar', () => {
  it('finds a booking by a guest: the main guest or a companion of a stay opened from one of its lines', async () => {
    const { type, rooms } = await h.makeType(1, { nombre: 'Huéspedes' });
    const holder = await h.rooms.makeClient(h.hotelId, { nombres: 'Empresa', apellidos: 'Titular' });
    const guest = await h.rooms.makeClient(h.hotelId, { nombres: 'Gloria', apellidos: 'Huésped Principal' });
    const companion = await h.rooms.makeClient(h.hotelId, {
      nombres: 'Tomás',
      apellidos: 'Acompañante',
      numero_documento: '7700112233',
    });
    const booked = await h.book({ cliente_id: holder.id, canal: 'directo', lineas: [h.line(type.id, 0, 2)] });
    expect(booked.statusCode, booked.body).toBe(200);
    const { data } = booked.json();
    const room = rooms[0];
    if (!room) throw new Error('sin habitación');
    const [stay] = await h.ctx.db
      .insert(estancias)
      .values({
        hotel_id: h.hotelId,
        habitacion_id: room.id,
        reserva_id: data.lineas[0].id,
        cliente_id: guest.id,
        llegada: day(0),
        salida: day(2),
        adultos: 2,
        tarifa_nombre: 'Estándar',
      })
      .returning();
    await h.ctx.db.insert(estanciaHuespedes).values({ estancia_id: stay?.id ?? 0, cliente_id: companion.id });

    const ids = async (search: string) =>
      (await h.post('/reservaListar', { search })).json().data.map((b: { id: number }) => b.id);
    expect(await ids('Huésped Principal')).toEqual([data.id]);
    expect(await ids('7700112233')).toEqual([data.id]);
    expect(await ids('Tomás Acompañante')).toEqual([data.id]);
    expect(await ids('Nadie Así')).toEqual([]);
  });
});

describe('POST /api/reservaCrear', () => {
  it('401, 403 without reservas.crear, 400 without the Idempotency-Key header', async () => {
    const { type } = await h.makeType(1);
    const body = { cliente_id: 1, canal: 'directo', lineas: [h.line(type.id)] };
    expect((await h.book(body, { headers: {} })).statusCode).toBe(401);
    const reader = await h.ctx.factories.actor({ permisos: ['reservas.ver'], hotelIds: [h.hotelId] });
    expect((await h.book(body, { headers: reader.headers })).statusCode).toBe(403);
    const noKey = await h.post('/reservaCrear', body);
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().errors).toEqual({ 'idempotency-key': ['Envíe el encabezado Idempotency-Key'] });
  });

  it('creates a group booking: lines priced night by night, one assigned, shown and listed', async () => {
    const { type, rooms } = await h.makeType(2, { nombre: 'Suite grupo', precio: '150000.00' });
    const client = await h.rooms.makeClient(h.hotelId, { nombres: 'Marta', apellidos: 'Díaz Grupo' });
    const res = await h.book({
      cliente_id: client.id,
      canal: 'agencia',
      agencia: 'Viajes Andinos',
      agencia_referencia: 'VA-778',
      lineas: [h.line(type.id, 1, 2, { habitacion_id: rooms[0]?.id }), h.line(type.id, 1, 2, { adultos: 1 })],
    });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ estado: 'Confirmada', canal: 'agencia', llegada: day(1), salida: day(3) });
    expect(data.lineas).toHaveLength(2);
    expect(data.lineas[0]).toMatchObject({
      habitacion_id: rooms[0]?.id,
      habitacion: rooms[0]?.numero,
      estado: 'Confirmada',
      total: '357000.00',
      llega_hoy: false,
    });
    expect(data.lineas[0].noches).toEqual([
      { fecha: day(1), base: '150000.00', adicional: '0.00', impuesto: '28500.00', total: '178500.00' },
      { fecha: day(2), base: '150000.00', adicional: '0.00', impuesto: '28500.00', total: '178500.00' },
    ]);
    expect(data.total).toBe('714000.00');
    expect((await auditOf(h.ctx.db, 'reservas', data.id)).map((a) => a.accion)).toContain('crear');

    const shown = await h.get(`/reservaMostrar/${data.id}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data).toEqual(data);
    expect((await h.get('/reservaMostrar/999999')).statusCode).toBe(404);

    const listed = await h.post('/reservaListar', { search: 'Díaz Grupo', desde: day(2), hasta: day(2) });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toMatchObject({
      total: 1,
      data: [{ id: data.id, habitaciones: 2, estado: 'Confirmada' }],
    });
    const byNumber = await h.post('/reservaListar', { search: String(data.id), canal: 'agencia' });
    expect(byNumber.json().data.map((b: { id: number }) => b.id)).toContain(data.id);
    const none = await h.post('/reservaListar', { search: 'Díaz Grupo', desde: day(5) });
    expect(none.json().total).toBe(0);
  });

  it('refuses bad lines on their fields: past, capacity, closed type, inactive rate, room in maintenance', async () => {
    const { type, rooms } = await h.makeType(1);
    const closed = await h.makeType(1);
    const inactive = await h.makeType(1);
    const client = await h.rooms.makeClient(h.hotelId);
    await h.ctx.db
      .update(tiposHabitacion)
      .set({ estado: false })
      .where(eq(tiposHabitacion.id, closed.type.id));
    await h.ctx.db.update(tarifas).set({ estado: false }).where(eq(tarifas.id, inactive.rate.id));
    await h.ctx.db
      .insert(mantenimientos)
      .values({ hotel_id: h.hotelId, habitacion_id: rooms[0]?.id ?? 0, motivo: 'Goteras' });
    const res = await h.book({
      cliente_id: client.id,
      canal: 'telefono',
      lineas: [
        h.line(type.id, -1),
        h.line(type.id, 1, 1, { adultos: 3 }),
        h.line(closed.type.id),
        h.line(inactive.type.id, 1, 1, { tarifa_id: inactive.rate.id }),
        h.line(type.id, 1, 1, { habitacion_id: rooms[0]?.id }),
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      'lineas.0.llegada': [`La llegada no puede ser anterior a hoy (${HOY.split('-').reverse().join('/')})`],
      'lineas.1.adultos': [`El tipo «${type.nombre}» admite hasta 2 adultos`],
      'lineas.2.tipo_habitacion_id': [`El tipo «${closed.type.nombre}» está cerrado`],
      'lineas.3.tarifa_id': ['La tarifa «Estándar» está inactiva'],
      'lineas.4.habitacion_id': [`La habitación ${rooms[0]?.numero} está en mantenimiento para esas noches`],
    });
    const backwards = await h.book({
      cliente_id: client.id,
      canal: 'directo',
      lineas: [h.line(type.id, 2, 0)],
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors['lineas.0.salida']).toEqual(['La salida debe ser posterior a la llegada']);
  });

  it('the same key twice makes one booking; the same key with another body is a 409', async () => {
    const { type } = await h.makeType(2);
    const client = await h.rooms.makeClient(h.hotelId);
    const body = { cliente_id: client.id, canal: 'directo', lineas: [h.line(type.id, 3)] };
    const key = `clave-${type.id}-doble-clic`;
    const [a, b] = await Promise.all([h.book(body, { key }), h.book(body, { key })]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().data.id).toBe(b.json().data.id);
    const again = await h.book(body, { key });
    expect(again.json().data.id).toBe(a.json().data.id);
    expect((await h.availability(type.id, 3)).libres).toBe(1);
    const other = await h.book({ ...body, observaciones: 'Otra cosa' }, { key });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe('La clave de idempotencia ya se usó para otra reserva');
  });

  it('overbooking needs reservas.sobreventa', async () => {
    const { type } = await h.makeType(1);
    const client = await h.rooms.makeClient(h.hotelId);
    const res = await h.book({
      cliente_id: client.id,
      canal: 'directo',
      sobreventa: { motivo: 'Cliente VIP' },
      lineas: [h.line(type.id)],
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('No tiene permiso para forzar una sobreventa');
  });
});
