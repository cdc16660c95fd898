import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cajaMovimientos,
  cajas,
  clientes,
  cuentaMovimientos,
  cuentas,
  estanciaNoches,
  estanciaRegistros,
  estancias,
  formasPago,
  habitaciones,
  paises,
  reservaHistorial,
  reservas,
} from '../src/db/schema';
import { addMoney } from '../src/lib/money';
import { ofStay } from './helpers/accounts';
import { HOY, reservationsContext } from './helpers/reservations';

let h: Awaited<ReturnType<typeof reservationsContext>>;
let efectivo: number;
let colombia: number;
beforeAll(async () => {
  h = await reservationsContext([
    'reservas.ver',
    'reservas.crear',
    'reservas.cancelar',
    'rack.ver',
    'rack.ocupar',
    'rack.reservar',
    'cajas.abrir',
    'cuentas.ver',
  ]);
  const [cash] = await h.ctx.db.select().from(formasPago).where(eq(formasPago.nombre, 'Efectivo'));
  efectivo = cash?.id ?? 0;
  const [co] = await h.ctx.db.select().from(paises).where(eq(paises.codigo, 'CO'));
  colombia = co?.id ?? 0;
  const [caja] = await h.ctx.db
    .insert(cajas)
    .values({ hotel_id: h.hotelId, nombre: 'Recepción check-in' })
    .returning();
  const opened = await h.post('/cajaAbrir', { caja_id: caja?.id, efectivo: 0, password: 'AUTOAPROBACION' });
  expect(opened.statusCode, opened.body).toBe(200);
});
afterAll(() => h.ctx.close());

/** A guest with everything the register asks, filling the client's nationality and birth date. */
const guest = (clienteId: number, extra: object = {}) => ({
  cliente_id: clienteId,
  nacionalidad_id: colombia,
  fecha_nacimiento: '1985-04-12',
  residencia: 'Medellín (Antioquia)',
  procedencia: 'Medellín',
  destino: 'Cartagena',
  motivo_viaje: 'vacaciones',
  ...extra,
});

/** A booking arriving today of `lines` one-room lines of a fresh type, with an optional deposit. */
async function bookToday(lines: number, anticipo?: string, roomsOfType = lines) {
  const { type, rooms } = await h.makeType(roomsOfType);
  const client = await h.rooms.makeClient(h.hotelId);
  const res = await h.book({
    cliente_id: client.id,
    canal: 'telefono',
    ...(anticipo ? { anticipo: { forma_pago_id: efectivo, monto: anticipo } } : {}),
    lineas: Array.from({ length: lines }, () => h.line(type.id, 0, 2)),
  });
  expect(res.statusCode, res.body).toBe(200);
  return { booking: res.json().data, rooms, client, type };
}

const register = async () => {
  const [row] = await h.ctx.db
    .select({
      n: sql<number>`count(*)::int`,
      total: sql<string>`coalesce(sum(${cajaMovimientos.monto}), 0)::text`,
    })
    .from(cajaMovimientos)
    .where(eq(cajaMovimientos.hotel_id, h.hotelId));
  return row;
};

describe('POST /checkinReserva of a booking line', () => {
  it('401 without a token, 403 without rack.ocupar, 400 with what is missing on each field', async () => {
    const anonymous = await h.ctx.app.inject({ method: 'POST', url: '/api/checkinReserva', payload: {} });
    expect(anonymous.statusCode).toBe(401);
    const viewer = await h.ctx.factories.actor({ permisos: ['rack.ver'], hotelIds: [h.hotelId] });
    expect((await h.post('/checkinReserva', { linea_id: 1, reserva_id: 1 }, viewer.headers)).statusCode).toBe(
      403,
    );
    const bad = await h.post('/checkinReserva', {
      linea_id: 1,
      huespedes: [{ cliente_id: 1, motivo_viaje: 'turismo' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(
      expect.arrayContaining(['huespedes.0.procedencia', 'huespedes.0.destino', 'huespedes.0.motivo_viaje']),
    );
    const noGuests = await h.post('/checkinReserva', { reserva_id: 1, linea_id: 1 });
    expect(noGuests.json().errors).toHaveProperty('huespedes');
    const noBooking = await h.post('/checkinReserva', { linea_id: 1, huespedes: [guest(1)] });
    expect(Object.keys(noBooking.json().errors)).toEqual(['reserva_id']);
  });

  it('assigns a clean room, registers the guests, opens the stay at the booked prices and moves the deposit once without touching the register', async () => {
    const { booking, rooms, client } = await bookToday(2, '80000');
    const [first, second] = booking.lineas;
    const companion = await h.rooms.makeClient(h.hotelId, { nombres: 'Ana' });
    const before = await register();
    const res = await h.post('/checkinReserva', {
      reserva_id: booking.id,
      linea_id: first.id,
      habitacion_id: rooms[0]?.id,
      huespedes: [
        guest(client.id),
        guest(companion.id, { residencia: null, destino: 'Bogotá', motivo_viaje: 'negocios' }),
      ],
    });
    // The companion has no city on file: residence is asked for.
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['huespedes.1.residencia']);
    expect(await h.ctx.db.select().from(estancias).where(eq(estancias.reserva_id, first.id))).toEqual([]);

    const ok = await h.post('/checkinReserva', {
      reserva_id: booking.id,
      linea_id: first.id,
      habitacion_id: rooms[0]?.id,
      huespedes: [guest(client.id), guest(companion.id, { residencia: 'Bogotá', motivo_viaje: 'negocios' })],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ estado: 'Ocupada', estancia: { noches: 2 } });
    const [stay] = await h.ctx.db.select().from(estancias).where(eq(estancias.reserva_id, first.id));
    expect(stay).toMatchObject({ cliente_id: client.id, habitacion_id: rooms[0]?.id, salida: first.salida });
    const entries = await h.ctx.db
      .select()
      .from(cuentaMovimientos)
      .where(ofStay(stay?.id ?? 0));
    // The nights keep the booking's prices, to be posted one by one (the business-day close).
    expect(entries.filter((e) => e.tipo === 'cargo')).toEqual([]);
    const priced = await h.ctx.db
      .select()
      .from(estanciaNoches)
      .where(eq(estanciaNoches.estancia_id, stay?.id ?? 0))
      .orderBy(estanciaNoches.fecha);
    expect(priced.map((n) => [n.fecha, n.total])).toEqual(
      first.noches.map((n: { fecha: string; total: string }) => [n.fecha, n.total]),
    );
    const paid = entries.filter((e) => e.tipo === 'pago');
    expect(paid.map((e) => [e.concepto, e.total])).toEqual([[`Anticipo reserva ${booking.id}`, '80000.00']]);
    // The register holds the deposit once: the check-in took nothing and recorded no movement.
    expect(await register()).toEqual(before);
    const [line] = await h.ctx.db.select().from(reservas).where(eq(reservas.id, first.id));
    expect(line).toMatchObject({ estado: 'Check-in', habitacion_id: rooms[0]?.id });
    const records = await h.ctx.db
      .select()
      .from(estanciaRegistros)
      .where(eq(estanciaRegistros.estancia_id, stay?.id ?? 0));
    expect(records.map((r) => [r.cliente_id, r.principal, r.residencia, r.motivo_viaje])).toEqual([
      [client.id, true, 'Medellín (Antioquia)', 'vacaciones'],
      [companion.id, false, 'Bogotá', 'negocios'],
    ]);
    const [filled] = await h.ctx.db.select().from(clientes).where(eq(clientes.id, client.id));
    expect(filled).toMatchObject({ nacionalidad_id: colombia, fecha_nacimiento: '1985-04-12' });

    // The second line of the booking: the deposit is already on the first stay's account.
    const again = await h.post('/checkinReserva', {
      reserva_id: booking.id,
      linea_id: second.id,
      habitacion_id: rooms[1]?.id,
      huespedes: [guest(companion.id, { residencia: 'Bogotá' })],
    });
    expect(again.statusCode, again.body).toBe(200);
    const [stay2] = await h.ctx.db.select().from(estancias).where(eq(estancias.reserva_id, second.id));
    const paid2 = await h.ctx.db
      .select()
      .from(cuentaMovimientos)
      .where(and(ofStay(stay2?.id ?? 0), eq(cuentaMovimientos.tipo, 'pago')));
    expect(paid2).toEqual([]);
    expect(await register()).toEqual(before);
    const history = await h.ctx.db
      .select()
      .from(reservaHistorial)
      .where(eq(reservaHistorial.encabezado_id, booking.id));
    expect(history.filter((e) => e.accion === 'checkin').map((e) => e.reserva_id)).toEqual([
      first.id,
      second.id,
    ]);
    // Checked in once: a second try is refused.
    const twice = await h.post('/checkinReserva', {
      reserva_id: booking.id,
      linea_id: first.id,
      huespedes: [guest(client.id)],
    });
    expect(twice.statusCode).toBe(409);
  });

  it('a dirty room is refused without the override permission, and taken with it', async () => {
    const { booking, rooms, client } = await bookToday(1, undefined, 1);
    const room = rooms[0];
    await h.ctx.db
      .update(habitaciones)
      .set({ limpieza: 'sucia' })
      .where(eq(habitaciones.id, room?.id ?? 0));
    const body = {
      reserva_id: booking.id,
      linea_id: booking.lineas[0].id,
      habitacion_id: room?.id,
      forzar_sucia: true,
      huespedes: [guest(client.id)],
    };
    const refused = await h.post('/checkinReserva', body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/sucia/);
    const manager = await h.ctx.factories.actor({
      permisos: ['rack.ocupar', 'rack.ocupar_sucia'],
      hotelIds: [h.hotelId],
    });
    const forced = await h.post('/checkinReserva', body, manager.headers);
    expect(forced.statusCode, forced.body).toBe(200);
  });

  it('refuses a line that arrives another day, a room of another type and a line without a room', async () => {
    const { type, rooms } = await h.makeType(1);
    const other = await h.makeType(1);
    const client = await h.rooms.makeClient(h.hotelId);
    const res = await h.book({
      cliente_id: client.id,
      canal: 'directo',
      lineas: [h.line(type.id, 0, 1), h.line(type.id, 3, 1)],
    });
    const { id, lineas } = res.json().data;
    const call = (lineaId: number, habitacionId?: number) =>
      h.post('/checkinReserva', {
        reserva_id: id,
        linea_id: lineaId,
        ...(habitacionId ? { habitacion_id: habitacionId } : {}),
        huespedes: [guest(client.id)],
      });
    expect((await call(lineas[0].id)).statusCode).toBe(422);
    const wrongType = await call(lineas[0].id, other.rooms[0]?.id);
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().errors).toHaveProperty('habitacion_id');
    const later = await call(lineas[1].id, rooms[0]?.id);
    expect(later.statusCode).toBe(422);
    expect(later.json().message).toContain('cambie la llegada');
    expect(await h.ctx.db.select().from(estancias).where(eq(estancias.reserva_id, lineas[0].id))).toEqual([]);
  });

  it('POST /getReserva answers the booking with its lines, by number or by the room held today', async () => {
    const { booking } = await bookToday(1);
    const byNumber = await h.post('/getReserva', { reserva_id: booking.id });
    expect(byNumber.statusCode, byNumber.body).toBe(200);
    expect(byNumber.json().data).toMatchObject({
      reserva_id: booking.id,
      linea_id: booking.lineas[0].id,
      reserva: { id: booking.id, lineas: [{ id: booking.lineas[0].id }] },
    });
    const room = await h.rooms.makeRoom(h.hotelId);
    const client = await h.rooms.makeClient(h.hotelId, { nombres: 'Pedro', apellidos: 'Páramo' });
    await h.post('/habitacionesReservar', { habitacion_id: room.id, cliente_id: client.id });
    const byRoom = (await h.post('/getReserva', { habitacion_id: room.id })).json().data;
    expect(byRoom).toMatchObject({ cliente: 'Pedro Páramo', estado: 'Confirmada', linea_id: byRoom.id });
    expect(byRoom.reserva.historial.map((e: { accion: string }) => e.accion)).toEqual(['crear']);
    expect((await h.post('/getReserva', {})).statusCode).toBe(400);
    // The rack's cancellation is the booking code's too: it lands in the booking's history.
    expect(
      (await h.post('/habitacionesReservarAnular', { habitacion_id: room.id, motivo: 'No llegó' }))
        .statusCode,
    ).toBe(200);
    const after = (await h.post('/getReserva', { reserva_id: byRoom.reserva_id })).json().data;
    expect(after.reserva.historial.map((e: { accion: string }) => e.accion)).toEqual(['cancelar', 'crear']);
    expect(HOY).toBe(byRoom.llegada);
  });

  it('credits the stay the deposits less what a cancellation gave back, each by its movement', async () => {
    const { booking, rooms, client } = await bookToday(2, '100000');
    const [first, second] = booking.lineas;
    const cancelled = await h.post(
      `/reservaCancelar/${booking.id}`,
      {
        motivo: 'Una habitación menos',
        linea_id: second.id,
        devolucion: { forma_pago_id: efectivo, monto: '40000' },
      },
      { ...h.staff.headers, 'idempotency-key': `devolucion-${booking.id}` },
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.pagado).toBe('60000.00');
    const ok = await h.post('/checkinReserva', {
      reserva_id: booking.id,
      linea_id: first.id,
      habitacion_id: rooms[0]?.id,
      huespedes: [guest(client.id)],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const [stay] = await h.ctx.db.select().from(estancias).where(eq(estancias.reserva_id, first.id));
    const paid = await h.ctx.db
      .select({ total: cuentaMovimientos.total })
      .from(cuentaMovimientos)
      .where(and(ofStay(stay?.id ?? 0), eq(cuentaMovimientos.tipo, 'pago')));
    expect(paid.map((e) => e.total).sort()).toEqual(['-40000.00', '100000.00']);
  });
  it('routes the lodging to the group’s master account (with cuentas.trasladar); extras stay on the guest', async () => {
    const { booking, rooms, client } = await bookToday(1);
    const [line] = booking.lineas;
    const [master] = await h.ctx.db
      .insert(cuentas)
      .values({ hotel_id: h.hotelId, tipo: 'reserva', reserva_id: booking.id, cliente_id: client.id })
      .returning();
    const body = {
      reserva_id: booking.id,
      linea_id: line.id,
      habitacion_id: rooms[0]?.id,
      huespedes: [guest(client.id)],
      cargo_alojamiento_cuenta_id: master?.id,
    };
    expect((await h.post('/checkinReserva', body)).statusCode).toBe(403);
    const desk = await h.ctx.factories.actor({
      permisos: ['rack.ver', 'rack.ocupar', 'cuentas.ver', 'cuentas.trasladar'],
      hotelIds: [h.hotelId],
    });
    const ok = await h.post('/checkinReserva', body, desk.headers);
    expect(ok.statusCode, ok.body).toBe(200);
    const [stay] = await h.ctx.db.select().from(estancias).where(eq(estancias.reserva_id, line.id));
    const [account] = await h.ctx.db
      .select()
      .from(cuentas)
      .where(eq(cuentas.estancia_id, stay?.id ?? 0));
    expect(account?.cuenta_alojamiento_id).toBe(master?.id);
    const show = async (id: number) =>
      (
        await h.ctx.app.inject({ method: 'GET', url: `/api/cuentaMostrar/${id}`, headers: desk.headers })
      ).json().data;
    const booked = addMoney('0', ...line.noches.map((n: { total: string }) => n.total));
    expect(await show(master?.id ?? 0)).toMatchObject({
      noches_pendientes: line.noches.length,
      total_estimado: booked,
    });
    expect(await show(account?.id ?? 0)).toMatchObject({
      noches_pendientes: 0,
      alojamiento_a_cargo: { cuenta_id: master?.id, abierta: true },
    });
  });
});
