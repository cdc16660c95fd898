import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cajas,
  cuentaMovimientos,
  cuentas,
  estanciaNoches,
  estancias,
  formasPago,
  tarifas,
} from '../src/db/schema';
import { createBookings } from '../src/kernel/bookings';
import { createBusinessDay, createBusinessDayRepository } from '../src/kernel/business-day';
import { createHotelCalendar } from '../src/kernel/calendar';
import { createLedgerService } from '../src/kernel/ledger';
import { createNightPosting } from '../src/kernel/nights';
import { createAuditLog } from '../src/lib/audit';
import { createHotelsRepository } from '../src/modules/hotels';
import { ofStay } from './helpers/accounts';
import type { TestContext } from './helpers/context';
import { dayClock, type HotelRooms, hotelRoomsContext, pricedRoomType } from './helpers/hotel-rooms';
import { makeResolution } from './helpers/invoices';

/** The app's clock, moved by the tests: the hotel's business date follows it. */
const { clock, setDay } = dayClock('2026-12-01');

let ctx: TestContext;
let rooms: HotelRooms['rooms'];
let hotelId: number;
let typeId: number;
let efectivo: number;
let staff: HotelRooms['staff'];
const nights = createNightPosting({ ledger: createLedgerService() });
const job = () =>
  createBusinessDay({
    db: ctx.db,
    repo: createBusinessDayRepository(),
    bookings: createBookings({
      audit: createAuditLog(),
      calendar: createHotelCalendar({ clock, repo: createHotelsRepository() }),
    }),
    clock,
    nights,
  });

const codes = [
  'rack.ver',
  'rack.ocupar',
  'rack.desocupar',
  'cajas.abrir',
  'cuentas.ver',
  'cuentas.trasladar',
  'facturas.ver',
] as const;

beforeAll(async () => {
  ({ ctx, rooms, hotelId, staff } = await hotelRoomsContext(codes, { clock }));
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
const get = async (url: string) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: staff.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

/** A walk-in from today until `salida`: the stay and its account. */
async function occupy(numero: string, salida: string, extra: object = {}, room?: { id: number }) {
  const target = room ?? (await rooms.makeRoom(hotelId, { tipo_habitacion_id: typeId, numero }));
  const client = await rooms.makeClient(hotelId, { nombres: 'Huésped', apellidos: numero });
  const res = await post('/ocuparHabitacionCliente', {
    habitacion_id: target.id,
    cliente_id: client.id,
    adultos: 2,
    salida,
    tarifa_nombre: 'Estándar',
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  const stayId = res.json().data.estancia.id as number;
  const [account] = await ctx.db.select().from(cuentas).where(eq(cuentas.estancia_id, stayId));
  return { roomId: target.id, stayId, cuentaId: account?.id ?? 0 };
}

/** The night charges of an account: date, total, the stay whose night it is. */
const nightsIn = async (cuentaId: number) =>
  (
    await ctx.db
      .select()
      .from(cuentaMovimientos)
      .where(and(eq(cuentaMovimientos.cuenta_id, cuentaId), isNotNull(cuentaMovimientos.fecha)))
      .orderBy(asc(cuentaMovimientos.fecha), asc(cuentaMovimientos.id))
  ).map((e) => [e.fecha, e.total, e.noche_estancia_id]);

describe('nights posted by the business-day close', () => {
  it('the close posts each in-house stay’s night once; a re-run posts nothing; check-out posts the rest', async () => {
    setDay('2026-12-01');
    const a = await occupy('N1', '2026-12-04');
    const b = await occupy('N2', '2026-12-03');
    expect(await nightsIn(a.cuentaId)).toEqual([]);
    expect(await get(`/cuentaMostrar/${a.cuentaId}`)).toMatchObject({
      cargos: '0.00',
      noches_pendientes: 3,
      total_estimado: '357000.00',
      alojamiento_a_cargo: null,
      estancia: { total_previsto: '357000.00' },
    });

    // 03:00 on the 2nd: the close of the 2nd posts the night of the 1st.
    expect(await job().closeDay(hotelId, '2026-12-02')).toEqual({ noShows: 0, noches: 2 });
    expect(await nightsIn(a.cuentaId)).toEqual([['2026-12-01', '119000.00', a.stayId]]);
    expect(await nightsIn(b.cuentaId)).toEqual([['2026-12-01', '119000.00', b.stayId]]);
    const [charge] = await ctx.db.select().from(cuentaMovimientos).where(ofStay(a.stayId));
    expect(charge).toMatchObject({ tipo: 'cargo', alojamiento: true, created_by: null });
    expect(await get(`/cuentaMostrar/${a.cuentaId}`)).toMatchObject({
      cargos: '119000.00',
      saldo: '119000.00',
      noches_pendientes: 2,
      total_estimado: '357000.00',
    });

    // Run again: the date is closed. Posting again anyway finds every night posted.
    expect(await job().closeDay(hotelId, '2026-12-02')).toBeNull();
    expect(await ctx.db.transaction((tx) => nights.close(tx, hotelId, '2026-12-02'))).toBe(0);
    expect(await nightsIn(a.cuentaId)).toHaveLength(1);
    // And the database refuses a second charge of a stay's night, whoever writes it.
    const { id: _id, ...copy } = charge ?? ({} as NonNullable<typeof charge>);
    await expect(ctx.db.insert(cuentaMovimientos).values(copy)).rejects.toMatchObject({
      cause: { code: '23505' },
    });

    // The 3rd, before its close: N2 leaves as planned, its second night is posted at check-out.
    setDay('2026-12-03');
    expect((await get(`/getRoomDashBoard/${b.roomId}`)).estancia.al_salir_hoy).toEqual({
      salida: '2026-12-03',
      noches: 2,
      ajuste: '119000.00',
      saldo: '238000.00',
      uso_dia: null,
    });
    const out = await post('/desocuparHabitacionCliente', {
      habitacion_id: b.roomId,
      liquidacion: { forma_pago_id: efectivo },
    });
    expect(out.statusCode, out.body).toBe(200);
    const invoice = await get(`/facturaMostrar/${out.json().factura.id}`);
    expect(invoice.total).toBe('238000.00');
    expect(await nightsIn(b.cuentaId)).toEqual([
      ['2026-12-01', '119000.00', b.stayId],
      ['2026-12-02', '119000.00', b.stayId],
    ]);

    // The close of the 3rd then posts only the stay still in house.
    expect(await job().closeDay(hotelId, '2026-12-03')).toEqual({ noShows: 0, noches: 1 });
    // N1 leaves a day early: its nights are posted, nothing to reverse.
    const early = await post('/desocuparHabitacionCliente', {
      habitacion_id: a.roomId,
      liquidacion: { forma_pago_id: efectivo },
    });
    expect(early.statusCode, early.body).toBe(200);
    expect(await nightsIn(a.cuentaId)).toEqual([
      ['2026-12-01', '119000.00', a.stayId],
      ['2026-12-02', '119000.00', a.stayId],
    ]);
  });

  it('a missed close is caught up, and an overstay’s nights come at the rate’s price that night', async () => {
    setDay('2026-12-05');
    const type = await pricedRoomType({ ctx, rooms, hotelId });
    const room = await rooms.makeRoom(hotelId, { tipo_habitacion_id: type, numero: 'N3' });
    const s = await occupy('N3', '2026-12-06', {}, room);
    // The season changes after the guest arrived: the planned night keeps its price.
    await ctx.db
      .update(tarifas)
      .set({ precio_noche: '150000.00' })
      .where(eq(tarifas.tipo_habitacion_id, type));

    // Down on the 6th and the 7th: the close of the 8th posts all three nights — once, even with
    // two more processes posting the same nights at the same time.
    const runs = await Promise.all([
      job().closeDay(hotelId, '2026-12-08'),
      ctx.db.transaction((tx) => nights.close(tx, hotelId, '2026-12-08')),
      ctx.db.transaction((tx) => nights.close(tx, hotelId, '2026-12-08')),
    ]);
    const [closed, ...others] = runs;
    expect(closed?.noShows).toBe(0);
    expect((closed?.noches ?? 0) + others.reduce<number>((n, r) => n + r, 0)).toBe(3);
    expect(await nightsIn(s.cuentaId)).toEqual([
      ['2026-12-05', '119000.00', s.stayId],
      ['2026-12-06', '178500.00', s.stayId],
      ['2026-12-07', '178500.00', s.stayId],
    ]);
    const stored = await ctx.db.select().from(estanciaNoches).where(eq(estanciaNoches.estancia_id, s.stayId));
    expect(stored.map((n) => [n.fecha, n.total])).toEqual([
      ['2026-12-05', '119000.00'],
      ['2026-12-06', '178500.00'],
      ['2026-12-07', '178500.00'],
    ]);

    setDay('2026-12-08');
    const out = await post('/desocuparHabitacionCliente', {
      habitacion_id: room.id,
      liquidacion: { forma_pago_id: efectivo },
    });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json().data.estancia).toBeNull();
    expect(await nightsIn(s.cuentaId)).toHaveLength(3); // nothing more to post
    const [stay] = await ctx.db.select().from(estancias).where(eq(estancias.id, s.stayId));
    expect(stay?.salida).toBe('2026-12-08');
  });
});

describe('route rule at check-in: lodging to a company, extras to the guest', () => {
  async function companyAccount(hotel = hotelId) {
    const company = await rooms.makeClient(hotel, { razon_social: `Empresa ${hotel} ${Math.random()}` });
    const [row] = await ctx.db
      .insert(cuentas)
      .values({ hotel_id: hotel, tipo: 'empresa', cliente_id: company.id, nombre: 'Acme S.A.S.' })
      .returning();
    return row?.id ?? 0;
  }

  it('needs cuentas.trasladar (403) and an open company or group account of the hotel (400)', async () => {
    setDay('2026-12-10');
    const room = await rooms.makeRoom(hotelId, { tipo_habitacion_id: typeId, numero: 'R0' });
    const client = await rooms.makeClient(hotelId);
    const body = (cuenta: number) => ({
      habitacion_id: room.id,
      cliente_id: client.id,
      adultos: 1,
      salida: '2026-12-11',
      tarifa_nombre: 'Estándar',
      cargo_alojamiento_cuenta_id: cuenta,
    });
    const company = await companyAccount();
    const clerk = await ctx.factories.actor({
      permisos: ['rack.ver', 'rack.ocupar', 'cuentas.ver'],
      hotelIds: [hotelId],
    });
    const denied = await post('/ocuparHabitacionCliente', body(company), clerk.headers);
    expect(denied.statusCode).toBe(403);

    const closed = await companyAccount();
    await ctx.db
      .update(cuentas)
      .set({ estado: 'cerrada', closed_at: new Date() })
      .where(eq(cuentas.id, closed));
    const foreign = await companyAccount((await ctx.factories.makeHotel()).id);
    const other = await occupy('R9', '2026-12-11'); // a stay's account is no route
    for (const [cuenta, message] of [
      [closed, `La cuenta ${closed} está cerrada`],
      [foreign, 'La cuenta de la empresa o del grupo no existe'],
      [other.cuentaId, 'La cuenta de la empresa o del grupo no existe'],
    ] as const) {
      const res = await post('/ocuparHabitacionCliente', body(cuenta));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors).toEqual({ cargo_alojamiento_cuenta_id: [message] });
    }
    const bad = await post('/ocuparHabitacionCliente', { ...body(0), cargo_alojamiento_cuenta_id: 'x' });
    expect(bad.statusCode).toBe(400);
    expect((await get(`/getRoomDashBoard/${room.id}`)).estancia).toBeNull();
    const left = await post('/desocuparHabitacionCliente', { habitacion_id: other.roomId });
    expect(left.statusCode, left.body).toBe(200); // same day: no night kept
  });

  it('posts the nights to the company’s account; check-out settles only the guest’s', async () => {
    setDay('2026-12-12');
    const company = await companyAccount();
    const s = await occupy('R1', '2026-12-14', { cargo_alojamiento_cuenta_id: company });
    expect(await get(`/cuentaMostrar/${s.cuentaId}`)).toMatchObject({
      alojamiento_a_cargo: { cuenta_id: company, nombre: 'Acme S.A.S.', abierta: true },
      noches_pendientes: 0,
      total_estimado: '0.00',
    });
    expect(await get(`/cuentaMostrar/${company}`)).toMatchObject({
      noches_pendientes: 2,
      total_estimado: '238000.00',
    });

    expect(await job().closeDay(hotelId, '2026-12-13')).toMatchObject({ noches: 1 });
    expect(await nightsIn(s.cuentaId)).toEqual([]);
    expect(await nightsIn(company)).toEqual([['2026-12-12', '119000.00', s.stayId]]);

    setDay('2026-12-14');
    const detail = (await get(`/getRoomDashBoard/${s.roomId}`)).estancia;
    expect(detail.al_salir_hoy).toMatchObject({ noches: 2, ajuste: '0.00', saldo: '0.00' });
    const out = await post('/desocuparHabitacionCliente', { habitacion_id: s.roomId });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json().factura).toBeNull(); // nothing of the guest's to bill
    expect(await nightsIn(company)).toEqual([
      ['2026-12-12', '119000.00', s.stayId],
      ['2026-12-13', '119000.00', s.stayId],
    ]);
    const [guest] = await ctx.db.select().from(cuentas).where(eq(cuentas.id, s.cuentaId));
    const [firm] = await ctx.db.select().from(cuentas).where(eq(cuentas.id, company));
    expect([guest?.estado, firm?.estado]).toEqual(['cerrada', 'abierta']);
    expect(await get(`/cuentaMostrar/${company}`)).toMatchObject({
      saldo: '238000.00',
      noches_pendientes: 0,
      total_estimado: '238000.00',
    });
  });
});
