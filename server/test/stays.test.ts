import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cajas,
  estanciaRegistros,
  estancias,
  formasPago,
  impuestos,
  nochesHabitacion,
  paises,
  reservas,
  tarifas,
} from '../src/db/schema';
import type { TestContext } from './helpers/context';
import { type HotelRooms, hotelRoomsContext } from './helpers/hotel-rooms';

let ctx: TestContext;
let rooms: HotelRooms['rooms'];
let hotelId: number;
let typeId: number;
let efectivo: number;
let staff: HotelRooms['staff'];
const rack = [
  'rack.ver',
  'rack.reservar',
  'rack.ocupar',
  'rack.desocupar',
  'rack.habilitar',
  'cajas.abrir',
  'cuentas.ver',
] as const;

beforeAll(async () => {
  ({ ctx, rooms, hotelId, staff } = await hotelRoomsContext(rack));
  typeId = (await rooms.makeRoomType(hotelId, { capacidad_adultos: 2, capacidad_ninos: 1 })).id;
  const [iva] = await ctx.db.select().from(impuestos).where(eq(impuestos.nombre, 'IVA 19 %'));
  await ctx.db.insert(tarifas).values({
    hotel_id: hotelId,
    tipo_habitacion_id: typeId,
    nombre: 'Estándar',
    precio_noche: '100000.00',
    personas_incluidas: 2,
    valor_persona_adicional: '30000.00',
    impuesto_id: iva?.id,
  });
  const [cash] = await ctx.db.select().from(formasPago).where(eq(formasPago.nombre, 'Efectivo'));
  efectivo = cash?.id ?? 0;
});
afterAll(() => ctx.close());

const post = (url: string, payload: object, headers = staff.headers) =>
  ctx.app.inject({ method: 'POST', url: `/api${url}`, payload, headers });
const tomorrowPlus = (days: number) => {
  const d = new Date(Date.now() - 5 * 3_600_000); // Bogotá is UTC−5
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const occupyBody = (roomId: number, clientId: number, extra: object = {}) => ({
  habitacion_id: roomId,
  cliente_id: clientId,
  adultos: 2,
  ninos: 0,
  salida: tomorrowPlus(2),
  tarifa_nombre: 'Estándar',
  ...extra,
});

async function openRegister(headers = staff.headers) {
  const [caja] = await ctx.db
    .insert(cajas)
    .values({ hotel_id: hotelId, nombre: `Caja ${Math.random()}` })
    .returning();
  const res = await post(
    '/cajaAbrir',
    { caja_id: caja?.id, efectivo: '0', password: 'AUTOAPROBACION' },
    headers,
  );
  expect(res.statusCode, res.body).toBe(200);
}

describe('ocupar, desocupar, habilitar', () => {
  it('a deposit without an open register is refused and nothing is created', async () => {
    const room = await rooms.makeRoom(hotelId, { tipo_habitacion_id: typeId });
    const client = await rooms.makeClient(hotelId);
    const res = await post(
      '/ocuparHabitacionCliente',
      occupyBody(room.id, client.id, { anticipo: { forma_pago_id: efectivo, monto: '1000' } }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Debe abrir una caja para registrar pagos');
    expect(await ctx.db.select().from(estancias).where(eq(estancias.habitacion_id, room.id))).toHaveLength(0);
  });

  it('walks Disponible → Ocupada (deposit) → Limpieza → Disponible with an exact account', async () => {
    await openRegister();
    const room = await rooms.makeRoom(hotelId, { tipo_habitacion_id: typeId, numero: 'A1' });
    const client = await rooms.makeClient(hotelId, { nombres: 'Ana', apellidos: 'Ruiz' });
    const quote = await post('/cotizarEstancia', {
      habitacion_id: room.id,
      salida: tomorrowPlus(2),
      adultos: 3,
      ninos: 0,
      tarifa_nombre: 'Estándar',
    });
    expect(quote.statusCode).toBe(422); // 3 adults in a room for 2
    const price = (
      await post('/cotizarEstancia', {
        habitacion_id: room.id,
        salida: tomorrowPlus(2),
        adultos: 2,
        ninos: 1,
        tarifa_nombre: 'Estándar',
      })
    ).json().data;
    // Two nights of 100 000 + one extra person 30 000, plus IVA 19 %.
    expect(price.total).toBe('309400.00');

    const occupied = await post(
      '/ocuparHabitacionCliente',
      occupyBody(room.id, client.id, {
        ninos: 1,
        anticipo: { forma_pago_id: efectivo, monto: '309400', idempotency_key: 'anticipo-A1-001' },
      }),
    );
    expect(occupied.statusCode, occupied.body).toBe(200);
    expect(occupied.json().data).toMatchObject({
      estado: 'Ocupada',
      estancia: { huesped: 'Ana Ruiz', noches: 2, personas: 3 },
    });

    const detail = (
      await ctx.app.inject({ method: 'GET', url: `/api/getRoomDashBoard/${room.id}`, headers: staff.headers })
    ).json().data;
    // No night is posted at occupation: the expected total counts the two nights still to post.
    expect(detail.estancia).toMatchObject({
      cargos: '0.00',
      pagos: '309400.00',
      saldo: '-309400.00',
      noches_pendientes: 2,
      total_estimado: '309400.00',
    });
    expect(
      detail.estancia.movimientos.map((m: { tipo: string; total: string }) => [m.tipo, m.total]),
    ).toEqual([['pago', '309400.00']]);

    // Leaving on the arrival day keeps no night: nothing posted, the deposit given back.
    expect(detail.estancia.al_salir_hoy).toMatchObject({
      noches: 0,
      ajuste: '0.00',
      saldo: '-309400.00',
    });
    const out = await post('/desocuparHabitacionCliente', {
      habitacion_id: room.id,
      liquidacion: { forma_pago_id: efectivo },
    });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json().data).toMatchObject({ estado: 'Limpieza', sucia: true, estancia: null });
    const employee = await rooms.makeEmployee(hotelId);
    const clean = await post('/habitacion/habilitar', { habitacion_id: room.id, empleado_id: employee.id });
    expect(clean.json().data.estado).toBe('Disponible');
  });

  it('only a client marked as a non-resident foreigner stays exempt from IVA', async () => {
    const room = await rooms.makeRoom(hotelId, { tipo_habitacion_id: typeId });
    const local = await rooms.makeClient(hotelId);
    const refused = await post(
      '/ocuparHabitacionCliente',
      occupyBody(room.id, local.id, { exento_iva: true }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.exento_iva).toEqual([
      'Solo un huésped marcado como extranjero no residente (con su soporte migratorio) está exento de IVA',
    ]);
    const tourist = await rooms.makeClient(hotelId, {
      extranjero_no_residente: true,
      soporte_migratorio: 'Sello PIP-5 2026-11',
    });
    const ok = await post('/ocuparHabitacionCliente', occupyBody(room.id, tourist.id, { exento_iva: true }));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.estancia).toBeDefined();
    const detail = (
      await ctx.app.inject({ method: 'GET', url: `/api/getRoomDashBoard/${room.id}`, headers: staff.headers })
    ).json().data;
    // Two nights of 100 000 without the 19 % IVA, still to post.
    expect(detail.estancia).toMatchObject({
      cargos: '0.00',
      noches_pendientes: 2,
      total_estimado: '200000.00',
    });
  });

  it('a housekeeper (no cuentas.ver) sees the stay but not a peso of its account', async () => {
    const room = await rooms.makeRoom(hotelId, { tipo_habitacion_id: typeId });
    const client = await rooms.makeClient(hotelId, { nombres: 'Sofía', apellidos: 'Mora' });
    expect((await post('/ocuparHabitacionCliente', occupyBody(room.id, client.id))).statusCode).toBe(200);
    const housekeeper = await ctx.factories.actor({
      permisos: ['rack.ver', 'rack.habilitar', 'rack.mantenimiento'],
      hotelIds: [hotelId],
    });
    const seen = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/getRoomDashBoard/${room.id}`,
        headers: housekeeper.headers,
      })
    ).json().data.estancia;
    expect(seen.cliente.nombre).toBe('Sofía Mora');
    expect(seen).toMatchObject({
      movimientos: null,
      cargos: null,
      pagos: null,
      saldo: null,
      al_salir_hoy: null,
    });
  });

  it('a dirty room needs the override permission', async () => {
    const room = await rooms.makeRoom(hotelId, { tipo_habitacion_id: typeId, limpieza: 'sucia' });
    const client = await rooms.makeClient(hotelId);
    const refused = await post(
      '/ocuparHabitacionCliente',
      occupyBody(room.id, client.id, { forzar_sucia: true }),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('La habitación está sucia; debe habilitarse antes de ocuparla');
    const boss = await ctx.factories.actor({ permisos: [...rack, 'rack.ocupar_sucia'], hotelIds: [hotelId] });
    const ok = await post(
      '/ocuparHabitacionCliente',
      occupyBody(room.id, client.id, { forzar_sucia: true }),
      boss.headers,
    );
    expect(ok.json().data).toMatchObject({ estado: 'Ocupada', sucia: true });
  });

  it('refuses nights another reservation already holds (the database’s exclusion constraint)', async () => {
    const room = await rooms.makeRoom(hotelId, { tipo_habitacion_id: typeId });
    const client = await rooms.makeClient(hotelId);
    const future = await rooms.makeReservationLine({
      hotel_id: hotelId,
      cliente_id: client.id,
      habitacion_id: room.id,
      llegada: tomorrowPlus(1),
      salida: tomorrowPlus(3),
    });
    await ctx.db.insert(nochesHabitacion).values({
      hotel_id: hotelId,
      habitacion_id: room.id,
      noches: `[${tomorrowPlus(1)},${tomorrowPlus(3)})`,
      reserva_id: future?.id,
    });
    const res = await post(
      '/ocuparHabitacionCliente',
      occupyBody(room.id, client.id, { salida: tomorrowPlus(2) }),
    );
    expect(res.statusCode).toBe(409);
    expect(await ctx.db.select().from(estancias).where(eq(estancias.habitacion_id, room.id))).toHaveLength(0);
    // One night, ending the day the reservation arrives, fits.
    expect(
      (await post('/ocuparHabitacionCliente', occupyBody(room.id, client.id, { salida: tomorrowPlus(1) })))
        .statusCode,
    ).toBe(200);
  });

  it('a walk-in records the main guest’s register when sent (refused whole when wrong)', async () => {
    const [us] = await ctx.db.select().from(paises).where(eq(paises.codigo, 'US'));
    const room = await rooms.makeRoom(hotelId, { tipo_habitacion_id: typeId });
    const client = await rooms.makeClient(hotelId, { nombres: 'John', apellidos: 'Smith' });
    const other = await rooms.makeClient(hotelId);
    const registro = {
      cliente_id: client.id,
      nacionalidad_id: us?.id,
      fecha_nacimiento: '1980-02-03',
      residencia: 'Miami',
      procedencia: 'Estados Unidos',
      procedencia_pais_id: us?.id,
      destino: 'Estados Unidos',
      destino_pais_id: us?.id,
      motivo_viaje: 'vacaciones',
    };
    const badMotive = await post(
      '/ocuparHabitacionCliente',
      occupyBody(room.id, client.id, { huespedes: [{ ...registro, motivo_viaje: 'x', procedencia: '' }] }),
    );
    expect(badMotive.statusCode).toBe(400);
    expect(Object.keys(badMotive.json().errors)).toEqual([
      'huespedes.0.procedencia',
      'huespedes.0.motivo_viaje',
    ]);
    const notTheClient = await post(
      '/ocuparHabitacionCliente',
      occupyBody(room.id, client.id, { huespedes: [{ ...registro, cliente_id: other.id }] }),
    );
    expect(notTheClient.statusCode).toBe(400);
    expect(notTheClient.json().errors).toEqual({
      'huespedes.0.cliente_id': ['El huésped principal es el cliente de la estadía'],
    });
    const unknownPlace = await post(
      '/ocuparHabitacionCliente',
      occupyBody(room.id, client.id, { huespedes: [{ ...registro, destino_pais_id: 999_999 }] }),
    );
    expect(unknownPlace.statusCode).toBe(400);
    expect(unknownPlace.json().errors).toEqual({ 'huespedes.0.destino_pais_id': ['El país no existe'] });
    const res = await post(
      '/ocuparHabitacionCliente',
      occupyBody(room.id, client.id, { huespedes: [registro] }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const [stay] = await ctx.db.select().from(estancias).where(eq(estancias.habitacion_id, room.id));
    const rows = await ctx.db
      .select()
      .from(estanciaRegistros)
      .where(eq(estanciaRegistros.estancia_id, stay?.id ?? 0));
    expect(rows).toMatchObject([
      {
        cliente_id: client.id,
        principal: true,
        residencia: 'Miami',
        procedencia: 'Estados Unidos',
        procedencia_pais_id: us?.id,
        destino_pais_id: us?.id,
        motivo_viaje: 'vacaciones',
      },
    ]);
  });

  it('/estanciaRegistro reads and completes a walk-in’s register afterwards: 401, 403, 400, 404, success', async () => {
    const [us] = await ctx.db.select().from(paises).where(eq(paises.codigo, 'US'));
    const room = await rooms.makeRoom(hotelId, { tipo_habitacion_id: typeId });
    const client = await rooms.makeClient(hotelId, { nombres: 'Ada', apellidos: 'Lovelace' });
    const companion = await rooms.makeClient(hotelId, { nombres: 'Ana', apellidos: 'Byron' });
    const stranger = await rooms.makeClient(hotelId);
    const opened = await post(
      '/ocuparHabitacionCliente',
      occupyBody(room.id, client.id, { acompanantes: [companion.id] }),
    );
    expect(opened.statusCode, opened.body).toBe(200);
    const [stay] = await ctx.db.select().from(estancias).where(eq(estancias.habitacion_id, room.id));
    const estancia_id = stay?.id ?? 0;
    const guest = (cliente_id: number) => ({
      cliente_id,
      nacionalidad_id: us?.id,
      fecha_nacimiento: '1990-12-10',
      residencia: 'Londres',
      procedencia: 'Estados Unidos',
      procedencia_pais_id: us?.id,
      destino: 'Estados Unidos',
      destino_pais_id: us?.id,
      motivo_viaje: 'negocios',
    });
    const body = { estancia_id, huespedes: [guest(companion.id), guest(client.id)] };
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/estanciaRegistro', payload: body })).statusCode,
    ).toBe(401);
    const viewer = await ctx.factories.actor({ permisos: ['rack.ver'], hotelIds: [hotelId] });
    expect((await post('/estanciaRegistro', body, viewer.headers)).statusCode).toBe(403);
    const bad = await post('/estanciaRegistro', {
      estancia_id,
      huespedes: [{ ...guest(client.id), destino: '' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ 'huespedes.0.destino': ['Indique el destino del huésped'] });
    const notOfStay = await post('/estanciaRegistro', { estancia_id, huespedes: [guest(stranger.id)] });
    expect(notOfStay.statusCode).toBe(400);
    expect(notOfStay.json().errors).toEqual({ 'huespedes.0.cliente_id': ['El huésped no es de la estadía'] });
    const other = await ctx.factories.makeHotel();
    const elsewhere = await ctx.factories.actor({ permisos: ['rack.ocupar'], hotelIds: [other.id] });
    expect((await post('/estanciaRegistro', body, elsewhere.headers)).statusCode).toBe(404);

    // What «Completar datos» opens with: every guest of the stay, nothing recorded yet.
    const read = (headers = staff.headers) =>
      ctx.app.inject({ method: 'GET', url: `/api/estanciaRegistro/${estancia_id}`, headers });
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/estanciaRegistro/${estancia_id}` })).statusCode,
    ).toBe(401);
    expect((await read(viewer.headers)).statusCode).toBe(403);
    expect((await read(elsewhere.headers)).statusCode).toBe(404);
    expect((await read()).json()).toEqual({
      huespedes: [
        { cliente_id: client.id, registro: null },
        { cliente_id: companion.id, registro: null },
      ],
    });

    const res = await post('/estanciaRegistro', body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Registro de la estadía guardado');
    expect((await read()).json().huespedes[0]).toEqual({
      cliente_id: client.id,
      registro: {
        residencia: 'Londres',
        procedencia: 'Estados Unidos',
        procedencia_pais_id: us?.id,
        procedencia_ciudad_id: null,
        destino: 'Estados Unidos',
        destino_pais_id: us?.id,
        destino_ciudad_id: null,
        motivo_viaje: 'negocios',
      },
    });
    // Sent again (a correction): the rows are replaced, not added.
    expect((await post('/estanciaRegistro', { estancia_id, huespedes: [guest(client.id)] })).statusCode).toBe(
      200,
    );
    const rows = await ctx.db
      .select()
      .from(estanciaRegistros)
      .where(eq(estanciaRegistros.estancia_id, estancia_id))
      .orderBy(estanciaRegistros.principal);
    expect(rows).toMatchObject([
      { cliente_id: companion.id, principal: false, motivo_viaje: 'negocios', destino_pais_id: us?.id },
      { cliente_id: client.id, principal: true, residencia: 'Londres', procedencia_pais_id: us?.id },
    ]);
  });

  it('check-in turns the hold into the stay', async () => {
    const room = await rooms.makeRoom(hotelId, { tipo_habitacion_id: typeId });
    const client = await rooms.makeClient(hotelId, { nombres: 'Pedro', apellidos: 'Páramo' });
    await post('/habitacionesReservar', { habitacion_id: room.id, cliente_id: client.id });
    const hold = (await post('/getReserva', { habitacion_id: room.id })).json().data;
    expect(hold).toMatchObject({ cliente: 'Pedro Páramo', estado: 'Confirmada' });
    // The rack names the holder, the main guest the rack's check-in registers.
    const card = (
      await ctx.app.inject({ method: 'GET', url: `/api/getRoomDashBoard/${room.id}`, headers: staff.headers })
    ).json().data.habitacion;
    expect(card.reserva).toMatchObject({ cliente: 'Pedro Páramo', cliente_id: client.id });
    const res = await post('/checkinReserva', {
      habitacion_id: room.id,
      adultos: 1,
      salida: tomorrowPlus(3),
      tarifa_nombre: 'Estándar',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      estado: 'Ocupada',
      reserva: null,
      estancia: { huesped: 'Pedro Páramo', noches: 3 },
    });
    const [r] = await ctx.db.select().from(reservas).where(eq(reservas.id, hold.id));
    expect(r?.estado).toBe('Check-in');
  });

  it('of 20 simultaneous occupations of one room exactly one stay exists', async () => {
    const room = await rooms.makeRoom(hotelId, { tipo_habitacion_id: typeId });
    const client = await rooms.makeClient(hotelId);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post('/ocuparHabitacionCliente', occupyBody(room.id, client.id))),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(19);
    expect(await ctx.db.select().from(estancias).where(eq(estancias.habitacion_id, room.id))).toHaveLength(1);
  });

  it('401 without a token, 403 without rack.ocupar, 400 on bad input', async () => {
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/ocuparHabitacionCliente', payload: {} })).statusCode,
    ).toBe(401);
    const viewer = await ctx.factories.actor({ permisos: ['rack.ver'], hotelIds: [hotelId] });
    expect((await post('/ocuparHabitacionCliente', occupyBody(1, 1), viewer.headers)).statusCode).toBe(403);
    const bad = await post('/ocuparHabitacionCliente', { habitacion_id: 1, adultos: 0, salida: 'mañana' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(
      expect.arrayContaining(['cliente_id', 'adultos', 'salida', 'tarifa_nombre']),
    );
  });
});
