import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cajaMovimientos,
  cajas,
  cuentaMovimientos,
  estancias,
  formasPago,
  nochesHabitacion,
} from '../src/db/schema';
import { ofStay } from './helpers/accounts';
import type { TestContext } from './helpers/context';
import { dayClock, type HotelRooms, hotelRoomsContext, pricedRoomType } from './helpers/hotel-rooms';
import { makeResolution } from './helpers/invoices';

/** The app's clock, moved by the tests: the hotel's business date follows it. */
const { clock, setDay } = dayClock('2026-11-20');

let ctx: TestContext;
let rooms: HotelRooms['rooms'];
let hotelId: number;
let typeId: number;
let efectivo: number;
let staff: HotelRooms['staff'];

beforeAll(async () => {
  ({ ctx, rooms, hotelId, staff } = await hotelRoomsContext(
    [
      'rack.ver',
      'rack.reservar',
      'rack.ocupar',
      'rack.desocupar',
      'rack.habilitar',
      'cajas.abrir',
      'cuentas.ver',
    ],
    { clock },
  ));
  typeId = await pricedRoomType({ ctx, rooms, hotelId });
  await makeResolution(ctx.db, hotelId);
  const [cash] = await ctx.db.select().from(formasPago).where(eq(formasPago.nombre, 'Efectivo'));
  efectivo = cash?.id ?? 0;
  const [caja] = await ctx.db.insert(cajas).values({ hotel_id: hotelId, nombre: 'Recepción' }).returning();
  const opened = await post('/cajaAbrir', { caja_id: caja?.id, efectivo: 0, password: 'AUTOAPROBACION' });
  expect(opened.statusCode, opened.body).toBe(200);
});
afterAll(() => ctx.close());

const post = (url: string, payload: object, headers = staff.headers) =>
  ctx.app.inject({ method: 'POST', url: `/api${url}`, payload, headers });
const detail = async (roomId: number) =>
  (
    await ctx.app.inject({ method: 'GET', url: `/api/getRoomDashBoard/${roomId}`, headers: staff.headers })
  ).json().data;

async function occupy(roomId: number, salida: string, extra: object = {}) {
  const client = await rooms.makeClient(hotelId, { nombres: 'Ana', apellidos: 'Ruiz' });
  const res = await post('/ocuparHabitacionCliente', {
    habitacion_id: roomId,
    cliente_id: client.id,
    adultos: 2,
    salida,
    tarifa_nombre: 'Estándar',
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.estancia.id as number;
}

/** The nights a stay's standing lodging charges are for must be exactly its nights. */
async function expectChargesMatchNights(stayId: number) {
  const [stay] = await ctx.db.select().from(estancias).where(eq(estancias.id, stayId));
  const entries = await ctx.db
    .select()
    .from(cuentaMovimientos)
    .where(and(ofStay(stayId), isNotNull(cuentaMovimientos.fecha)));
  const reversed = new Set(entries.map((e) => e.reversa_de).filter((id) => id !== null));
  const charged = entries
    .filter((e) => e.reversa_de === null && !reversed.has(e.id))
    .map((e) => e.fecha)
    .sort();
  const nights: string[] = [];
  for (let d = new Date(`${stay?.llegada}T00:00:00Z`); d < new Date(`${stay?.salida}T00:00:00Z`); ) {
    nights.push(d.toISOString().slice(0, 10));
    d.setUTCDate(d.getUTCDate() + 1);
  }
  expect(charged).toEqual(nights);
}

describe('check-out: the night charges of a stay always match its nights', () => {
  it('an early check-out posts only the night stayed and refunds the deposit’s difference', async () => {
    setDay('2026-11-20');
    const room = await rooms.makeRoom(hotelId, { tipo_habitacion_id: typeId, numero: 'E1' });
    const stayId = await occupy(room.id, '2026-11-23', {
      anticipo: { forma_pago_id: efectivo, monto: '357000', idempotency_key: 'anticipo-E1-0001' },
    });
    // Occupying posts no night: the business-day close posts each one, the check-out the rest.
    const opened = await ctx.db.select().from(cuentaMovimientos).where(ofStay(stayId));
    expect(opened.map((e) => [e.tipo, e.total])).toEqual([['pago', '357000.00']]);

    setDay('2026-11-21'); // one night stayed of three, no close run yet
    const before = (await detail(room.id)).estancia;
    expect(before.saldo).toBe('-357000.00');
    expect(before.al_salir_hoy).toEqual({
      salida: '2026-11-21',
      noches: 1,
      ajuste: '119000.00',
      saldo: '-238000.00',
      uso_dia: null,
    });

    const refused = await post('/desocuparHabitacionCliente', { habitacion_id: room.id });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('La cuenta tiene un saldo a favor del huésped de $ 238.000');
    // The refusal rolled everything back: still no night posted.
    expect(await ctx.db.select().from(cuentaMovimientos).where(ofStay(stayId))).toHaveLength(1);

    const out = await post('/desocuparHabitacionCliente', {
      habitacion_id: room.id,
      liquidacion: { forma_pago_id: efectivo, idempotency_key: 'salida-E1-0001' },
    });
    expect(out.statusCode, out.body).toBe(200);
    // The night stayed is posted and invoiced in the same check-out.
    expect(out.json()).toMatchObject({ factura: { numero: 'FE1' }, cambio: '0.00' });
    const [stay] = await ctx.db.select().from(estancias).where(eq(estancias.id, stayId));
    expect(stay).toMatchObject({ estado: 'finalizada', salida: '2026-11-21' });
    await expectChargesMatchNights(stayId);
    const [claim] = await ctx.db
      .select()
      .from(nochesHabitacion)
      .where(eq(nochesHabitacion.estancia_id, stayId));
    expect(claim?.noches).toBe('[2026-11-20,2026-11-21)');
    const account = await ctx.db.select().from(cuentaMovimientos).where(ofStay(stayId));
    expect(account.map((e) => [e.tipo, e.fecha, e.total, e.noche_estancia_id])).toEqual([
      ['pago', null, '357000.00', null],
      ['cargo', '2026-11-20', '119000.00', stayId],
      ['pago', null, '-238000.00', null],
    ]);
    const refund = await ctx.db
      .select()
      .from(cajaMovimientos)
      .where(eq(cajaMovimientos.clave_idempotencia, 'salida-E1-0001'));
    expect(refund).toMatchObject([{ tipo: 'devolucion', grupo: 'efectivo', monto: '238000.00' }]);
  });

  it('leaving on the arrival day keeps no night: tonight is free to sell again', async () => {
    setDay('2026-11-24');
    const room = await rooms.makeRoom(hotelId, { tipo_habitacion_id: typeId, numero: 'E2' });
    const stayId = await occupy(room.id, '2026-11-25');
    const out = await post('/desocuparHabitacionCliente', { habitacion_id: room.id });
    expect(out.statusCode, out.body).toBe(200); // no night kept: nothing posted, nothing to pay
    expect(out.json().factura).toBeNull(); // nor to invoice
    await expectChargesMatchNights(stayId);
    expect(
      await ctx.db.select().from(nochesHabitacion).where(eq(nochesHabitacion.estancia_id, stayId)),
    ).toEqual([]);
    const employee = await rooms.makeEmployee(hotelId);
    const clean = await post('/habitacion/habilitar', { habitacion_id: room.id, empleado_id: employee.id });
    expect(clean.json().data.estado).toBe('Disponible');
    await occupy(room.id, '2026-11-25'); // sold again for tonight
  });

  it('a late check-out posts the nights stayed, past the planned day too, and takes the balance', async () => {
    setDay('2026-11-26');
    const room = await rooms.makeRoom(hotelId, { tipo_habitacion_id: typeId, numero: 'E3' });
    const stayId = await occupy(room.id, '2026-11-27', {
      anticipo: { forma_pago_id: efectivo, monto: '119000', idempotency_key: 'anticipo-E3-0001' },
    });
    setDay('2026-11-28');
    const owed = await post('/desocuparHabitacionCliente', { habitacion_id: room.id });
    expect(owed.json().message).toBe('La cuenta tiene un saldo pendiente de $ 119.000');
    const out = await post('/desocuparHabitacionCliente', {
      habitacion_id: room.id,
      liquidacion: { forma_pago_id: efectivo },
    });
    expect(out.statusCode, out.body).toBe(200);
    await expectChargesMatchNights(stayId);
    const [stay] = await ctx.db.select().from(estancias).where(eq(estancias.id, stayId));
    expect(stay?.salida).toBe('2026-11-28');
  });

  it('a night another booking holds is refused with who holds it and when', async () => {
    setDay('2026-11-29');
    const room = await rooms.makeRoom(hotelId, { tipo_habitacion_id: typeId, numero: 'E4' });
    const client = await rooms.makeClient(hotelId, { nombres: 'Marta', apellidos: 'Díaz' });
    const booking = await rooms.makeReservationLine({
      hotel_id: hotelId,
      cliente_id: client.id,
      habitacion_id: room.id,
      llegada: '2026-11-30',
      salida: '2026-12-02',
    });
    await ctx.db.insert(nochesHabitacion).values({
      hotel_id: hotelId,
      habitacion_id: room.id,
      noches: '[2026-11-30,2026-12-02)',
      reserva_id: booking?.id,
    });
    const guest = await rooms.makeClient(hotelId);
    const res = await post('/ocuparHabitacionCliente', {
      habitacion_id: room.id,
      cliente_id: guest.id,
      adultos: 1,
      salida: '2026-12-01',
      tarifa_nombre: 'Estándar',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'La habitación E4 ya está comprometida por la reserva de Marta Díaz (llegada 30/11/2026, salida 02/12/2026)',
    );
  });

  it('one idempotency key pays one account: reused for other rooms it is refused and nothing moves', async () => {
    setDay('2026-12-03');
    const [a, b, c] = await Promise.all(
      ['K1', 'K2', 'K3'].map((numero) => rooms.makeRoom(hotelId, { tipo_habitacion_id: typeId, numero })),
    );
    const client = await rooms.makeClient(hotelId);
    const body = (roomId: number) => ({
      habitacion_id: roomId,
      cliente_id: client.id,
      adultos: 1,
      salida: '2026-12-04',
      tarifa_nombre: 'Estándar',
      anticipo: { forma_pago_id: efectivo, monto: '119000', idempotency_key: 'una-sola-clave-0001' },
    });
    expect((await post('/ocuparHabitacionCliente', body(a?.id ?? 0))).statusCode).toBe(200);
    for (const room of [b, c]) {
      const again = await post('/ocuparHabitacionCliente', body(room?.id ?? 0));
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('La clave de idempotencia ya se usó para otro movimiento');
      expect((await detail(room?.id ?? 0)).estancia).toBeNull();
    }
    const movements = await ctx.db
      .select()
      .from(cajaMovimientos)
      .where(eq(cajaMovimientos.clave_idempotencia, 'una-sola-clave-0001'));
    expect(movements).toHaveLength(1);
    const credited = await ctx.db
      .select()
      .from(cuentaMovimientos)
      .where(eq(cuentaMovimientos.caja_movimiento_id, movements[0]?.id ?? 0));
    expect(credited).toHaveLength(1);
  });

  it('the database itself refuses a movement credited twice and a payment without its movement', async () => {
    const [entry] = await ctx.db
      .select()
      .from(cuentaMovimientos)
      .where(isNotNull(cuentaMovimientos.caja_movimiento_id));
    const copy = {
      hotel_id: entry?.hotel_id ?? 0,
      cuenta_id: entry?.cuenta_id ?? 0,
      tipo: 'pago' as const,
      concepto: 'Copia',
      valor: '1.00',
      total: '1.00',
    };
    await expect(
      ctx.db.insert(cuentaMovimientos).values({ ...copy, caja_movimiento_id: entry?.caja_movimiento_id }),
    ).rejects.toMatchObject({
      cause: { code: '23505' },
    });
    await expect(ctx.db.insert(cuentaMovimientos).values(copy)).rejects.toMatchObject({
      cause: { code: '23514' },
    });
  });
});
