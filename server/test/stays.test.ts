import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { estancias, nochesHabitacion, reservas } from '../src/db/schema';
import {
  ctx,
  efectivo,
  hotelId,
  occupyBody,
  openRegister,
  post,
  rack,
  rooms,
  staff,
  tomorrowPlus,
  typeId,
  useStaysDesk,
} from './helpers/stays-desk';

/** Walk-in, check-in, check-out and clean-up from the rack (the guests' register: stay-register.test.ts). */
useStaysDesk();

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
