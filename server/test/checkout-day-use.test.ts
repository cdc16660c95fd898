import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cajas, configuraciones, estancias, formasPago } from '../src/db/schema';
import { auditOf } from './helpers/audit';
import type { TestContext } from './helpers/context';
import { dayClock, type HotelRooms, hotelRoomsContext, pricedRoomType } from './helpers/hotel-rooms';
import { makeResolution } from './helpers/invoices';

/** The app's clock, moved by the tests: the hotel's business date follows it. */
const { clock, setDay } = dayClock('2026-11-20');

const desk = ['rack.ver', 'rack.ocupar', 'rack.desocupar', 'cajas.abrir', 'cuentas.ver'] as const;

let ctx: TestContext;
let rooms: HotelRooms['rooms'];
let hotelId: number;
let typeId: number;
let efectivo: number;
/** A receptionist with rack.uso_dia and an open register. */
let staff: HotelRooms['staff'];
/** One without rack.uso_dia, with an open register too. */
let plain: HotelRooms['staff'];

const post = (url: string, payload: object, headers = staff.headers) =>
  ctx.app.inject({ method: 'POST', url: `/api${url}`, payload, headers });
const leaving = async (roomId: number) =>
  (
    await ctx.app.inject({ method: 'GET', url: `/api/getRoomDashBoard/${roomId}`, headers: staff.headers })
  ).json().data.estancia.al_salir_hoy;

beforeAll(async () => {
  ({ ctx, rooms, hotelId, staff } = await hotelRoomsContext([...desk, 'rack.uso_dia'], { clock }));
  plain = await ctx.factories.actor({ permisos: [...desk], hotelIds: [hotelId] });
  typeId = await pricedRoomType({ ctx, rooms, hotelId });
  await makeResolution(ctx.db, hotelId);
  const [cash] = await ctx.db.select().from(formasPago).where(eq(formasPago.nombre, 'Efectivo'));
  efectivo = cash?.id ?? 0;
  for (const [user, nombre] of [
    [staff, 'Recepción'],
    [plain, 'Recepción 2'],
  ] as const) {
    const [caja] = await ctx.db.insert(cajas).values({ hotel_id: hotelId, nombre }).returning();
    const opened = await post(
      '/cajaAbrir',
      { caja_id: caja?.id, efectivo: 0, password: 'AUTOAPROBACION' },
      user.headers,
    );
    expect(opened.statusCode, opened.body).toBe(200);
  }
});
afterAll(() => ctx.close());

/** A walk-in today until `salida` in a new room: the room. */
async function occupy(numero: string, salida = '2026-11-22') {
  const room = await rooms.makeRoom(hotelId, { tipo_habitacion_id: typeId, numero });
  const client = await rooms.makeClient(hotelId, { nombres: 'Ana', apellidos: numero });
  const res = await post('/ocuparHabitacionCliente', {
    habitacion_id: room.id,
    cliente_id: client.id,
    adultos: 2,
    salida,
    tarifa_nombre: 'Estándar',
  });
  expect(res.statusCode, res.body).toBe(200);
  return room;
}

describe('a check-out on the arrival day (issue 32, item 6)', () => {
  it('says it keeps 0 nights and offers the night’s rate, and the hotel’s amount once configured', async () => {
    setDay('2026-11-20');
    const room = await occupy('U1');
    expect(await leaving(room.id)).toEqual({
      salida: '2026-11-20',
      noches: 0,
      ajuste: '0.00',
      saldo: '0.00',
      uso_dia: { tarifa: '119000.00', configurado: null },
    });
    // The hotel's amount is a setting of its configuration (taxes included; positive or none).
    const admin = await ctx.factories.actor({
      permisos: ['configuraciones.ver', 'configuraciones.editar'],
      hotelIds: [hotelId],
    });
    const settings = { hora_checkin: '15:00', hora_checkout: '12:00', permitir_stock_negativo: false };
    const zero = await post('/configurations/save', { ...settings, valor_uso_dia: '0' }, admin.headers);
    expect(zero.statusCode).toBe(400);
    expect(Object.keys(zero.json().errors)).toEqual(['valor_uso_dia']);
    const saved = await post('/configurations/save', { ...settings, valor_uso_dia: '60000' }, admin.headers);
    expect(saved.statusCode, saved.body).toBe(200);
    const [row] = await ctx.db.select().from(configuraciones).where(eq(configuraciones.hotel_id, hotelId));
    expect(row?.valor_uso_dia).toBe('60000.00');
    expect((await leaving(room.id)).uso_dia).toEqual({ tarifa: '119000.00', configurado: '60000.00' });
    // The next day the stay keeps its night: no day use is offered.
    setDay('2026-11-21');
    expect((await leaving(room.id)).uso_dia).toBeNull();
    setDay('2026-11-20');
  });

  it('charges the configured day use, taxes inside, only with rack.uso_dia, and invoices it', async () => {
    setDay('2026-11-20');
    const room = await occupy('U2');
    const body = {
      habitacion_id: room.id,
      uso_dia: 'configurado',
      pagos: [{ forma_pago_id: efectivo, monto: '60000' }],
    };
    const refused = await post('/desocuparHabitacionCliente', body, plain.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('No tiene permiso para cobrar el uso del día');
    expect(
      (await ctx.db.select().from(estancias).where(eq(estancias.habitacion_id, room.id)))[0]?.estado,
    ).toBe('activa');

    const out = await post('/desocuparHabitacionCliente', body);
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json().data).toMatchObject({ numero: 'U2', estado: 'Limpieza' });
    const invoice = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/facturaMostrar/${out.json().factura.id}`,
        headers: (await ctx.factories.actor({ permisos: ['facturas.ver'], hotelIds: [hotelId] })).headers,
      })
    ).json().data;
    // 60.000 with IVA 19 % inside: base 50.420, IVA 9.580; a lodging line without a night.
    expect(invoice.lineas).toEqual([
      expect.objectContaining({
        descripcion: 'Uso del día habitación U2',
        alojamiento: true,
        base: '50420.00',
        total: '60000.00',
      }),
    ]);
    expect(invoice.total).toBe('60000.00');
    const [stay] = await ctx.db.select().from(estancias).where(eq(estancias.habitacion_id, room.id));
    expect(stay).toMatchObject({ estado: 'finalizada', llegada: '2026-11-20', salida: '2026-11-20' });
    // The room's check-out entry of the audit log says what was charged for the day.
    const [audited] = await auditOf(ctx.db, 'habitaciones', room.id);
    expect(audited).toMatchObject({
      accion: 'desocupar',
      despues: { detalle: { noches: 0, uso_dia: { tipo: 'configurado', total: '60000.00' } } },
    });
  });

  it('charges the night’s rate as the day use, and none when not asked (0 nights, nothing billed)', async () => {
    setDay('2026-11-20');
    const rate = await occupy('U3');
    const out = await post('/desocuparHabitacionCliente', {
      habitacion_id: rate.id,
      uso_dia: 'tarifa',
      pagos: [{ forma_pago_id: efectivo, monto: '119000' }],
    });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json().factura).not.toBeNull();

    const free = await occupy('U4');
    const none = await post('/desocuparHabitacionCliente', { habitacion_id: free.id });
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json().factura).toBeNull();
  });

  it('refuses the day use when the stay keeps nights, and bad input, changing nothing', async () => {
    setDay('2026-11-20');
    const room = await occupy('U5');
    setDay('2026-11-21');
    const late = await post('/desocuparHabitacionCliente', {
      habitacion_id: room.id,
      uso_dia: 'tarifa',
      pagos: [{ forma_pago_id: efectivo, monto: '238000' }],
    });
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe(
      'El uso del día solo se cobra al salir el mismo día de la llegada (0 noches)',
    );
    const bad = await post('/desocuparHabitacionCliente', { habitacion_id: room.id, uso_dia: 'gratis' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['uso_dia']);
    const [stay] = await ctx.db.select().from(estancias).where(eq(estancias.habitacion_id, room.id));
    expect(stay?.estado).toBe('activa');
    setDay('2026-11-20');
  });
});
