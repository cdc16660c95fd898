import { reportPaths } from '@posada/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bodegas,
  cajaMovimientos,
  cajas,
  cajaTurnos,
  cuentaMovimientoImpuestos,
  cuentaMovimientos,
  cuentas,
  estanciaHuespedes,
  estanciaNoches,
  estancias,
  existencias,
  formasPago,
  impuestos,
  mantenimientos,
  medidas,
  paises,
  productos,
  reservaEncabezados,
  reservaNoches,
  reservaPagos,
  reservas,
  tarifas,
  tiposProducto,
} from '../src/db/schema';
import { snapshotOnTheBooks } from '../src/kernel/business-day/on-the-books';
import { type HotelRooms, hotelRoomsContext } from './helpers/hotel-rooms';
import { callerOf } from './helpers/http';

/**
 * The hand-made hotel (docs/reports.md; figures computed by hand below). Type A: rooms a1, a2;
 * type B: room b1. Business days 10–12 March 2026 in Bogotá (UTC−5).
 * - Stay 1: a1, 10→12, 2 nights at 200 000 (+IVA), 2 adults 1 child; night 11 posted and
 *   discounted 20 000; a beer 10 000 + INC 800 charged at 01:30 UTC on the 11th (20:30 on the 10th).
 * - Stay 2: b1, 10→11, complimentary night (0), 1 adult; laundry 5 000 at 04:00 UTC on the 13th
 *   (23:00 on the 12th) and 7 000 at 05:30 UTC on the 13th (00:30 on the 13th: outside).
 * - Stay 3: a2, 11→12 (left early: its night of the 12th stays priced but is not sold), 150 000.
 * - a2 out of order from 14:00 on the 12th (open); b1 blocked 08:00–17:00 on the 10th (no night).
 * - A no-show arriving on the 11th; a line cancelled at 22:00 on the 11th (03:00 UTC on the 12th).
 * Segments, nationality, fees (docs/reports.md "Segments, nationality and fees"):
 * - Stay 1 is of a Booking.com booking (OTA), its holder Colombian with a US companion; stay 2's
 *   client is from the US (direct); stay 3's client a company without nationality (empresa).
 * - The no-show's booking kept a deposit of 40 000; the cancelled line's booking had 80 000 and
 *   gave back 30 000 (50 000 kept). Their register moves are of a closed shift on 1 March.
 * On the books (today is the 11th): stay 3's night of the 11th (150 000), a confirmed B line
 * 13→15 at 90 000 + IVA a night; a year earlier, a night sold on 13 March 2025.
 */
const clockNow = new Date('2026-03-11T15:00:00Z');
let h: HotelRooms;
let other: HotelRooms['hotelId'];
let both: { headers: Record<string, string> };
let typeA = 0;
let typeB = 0;
let futureRoom = 0;
const call = callerOf(() => h.ctx);

async function stay(values: {
  habitacion_id: number;
  llegada: string;
  salida: string;
  adultos: number;
  ninos?: number;
  estado: 'activa' | 'finalizada';
  noches: [string, string][];
  hotelId?: number;
  client?: Partial<Parameters<HotelRooms['rooms']['makeClient']>[1]>;
  reserva_id?: number;
}) {
  const hotel_id = values.hotelId ?? h.hotelId;
  const client = await h.rooms.makeClient(hotel_id, values.client);
  const [e] = await h.ctx.db
    .insert(estancias)
    .values({
      hotel_id,
      habitacion_id: values.habitacion_id,
      cliente_id: client.id,
      llegada: values.llegada,
      salida: values.salida,
      adultos: values.adultos,
      ninos: values.ninos ?? 0,
      tarifa_nombre: 'Estándar',
      estado: values.estado,
      reserva_id: values.reserva_id,
    })
    .returning();
  if (!e) throw new Error('stay');
  if (values.noches.length)
    await h.ctx.db.insert(estanciaNoches).values(
      values.noches.map(([fecha, valor]) => ({
        estancia_id: e.id,
        hotel_id,
        fecha,
        valor,
        impuesto: '0',
        total: valor,
      })),
    );
  const [account] = await h.ctx.db
    .insert(cuentas)
    .values({ hotel_id, tipo: 'estancia', estancia_id: e.id, cliente_id: client.id })
    .returning();
  if (!account) throw new Error('account');
  return { stay: e, account };
}

async function charge(values: typeof cuentaMovimientos.$inferInsert) {
  const [row] = await h.ctx.db.insert(cuentaMovimientos).values(values).returning();
  if (!row) throw new Error('charge');
  return row;
}

beforeAll(async () => {
  h = await hotelRoomsContext(['reportes.ocupacion', 'reportes.consolidado', 'reportes.tablero'], {
    clock: { now: () => new Date(clockNow) },
  });
  const db = h.ctx.db;
  typeA = (await h.rooms.makeRoomType(h.hotelId, { nombre: 'A Doble' })).id;
  typeB = (await h.rooms.makeRoomType(h.hotelId, { nombre: 'B Sencilla' })).id;
  const a1 = await h.rooms.makeRoom(h.hotelId, { tipo_habitacion_id: typeA });
  const a2 = await h.rooms.makeRoom(h.hotelId, { tipo_habitacion_id: typeA });
  const b1 = await h.rooms.makeRoom(h.hotelId, { tipo_habitacion_id: typeB });
  const country = async (codigo: string) =>
    (await db.select().from(paises).where(eq(paises.codigo, codigo)))[0]?.id;
  const [co, us] = [await country('CO'), await country('US')];
  const otaHolder = await h.rooms.makeClient(h.hotelId, { nacionalidad_id: co });
  const [otaBooking] = await db
    .insert(reservaEncabezados)
    .values({ hotel_id: h.hotelId, cliente_id: otaHolder.id, canal: 'booking' })
    .returning();
  const [otaLine] = await db
    .insert(reservas)
    .values({
      hotel_id: h.hotelId,
      encabezado_id: otaBooking?.id ?? 0,
      cliente_id: otaHolder.id,
      tipo_habitacion_id: typeA,
      habitacion_id: a1.id,
      llegada: '2026-03-10',
      salida: '2026-03-12',
      estado: 'Finalizada',
      canal: 'booking',
    })
    .returning();

  const s1 = await stay({
    habitacion_id: a1.id,
    llegada: '2026-03-10',
    salida: '2026-03-12',
    adultos: 2,
    ninos: 1,
    estado: 'finalizada',
    client: { nacionalidad_id: co },
    reserva_id: otaLine?.id,
    noches: [
      ['2026-03-10', '200000.00'],
      ['2026-03-11', '200000.00'],
    ],
  });
  const companion = await h.rooms.makeClient(h.hotelId, { nacionalidad_id: us });
  await db.insert(estanciaHuespedes).values([
    { estancia_id: s1.stay.id, cliente_id: s1.stay.cliente_id },
    { estancia_id: s1.stay.id, cliente_id: companion.id },
  ]);
  const s2 = await stay({
    habitacion_id: b1.id,
    llegada: '2026-03-10',
    salida: '2026-03-11',
    adultos: 1,
    estado: 'finalizada',
    client: { nacionalidad_id: us },
    noches: [['2026-03-10', '0.00']],
  });
  await stay({
    habitacion_id: a2.id,
    llegada: '2026-03-11',
    salida: '2026-03-12',
    adultos: 2,
    estado: 'activa',
    client: { razon_social: 'Acme S.A.S.', nombres: null, apellidos: null },
    noches: [
      ['2026-03-11', '150000.00'],
      ['2026-03-12', '150000.00'],
    ],
  });

  const [iva] = await db.select().from(impuestos).where(eq(impuestos.nombre, 'IVA 19 %'));
  const [inc] = await db.select().from(impuestos).where(eq(impuestos.nombre, 'INC 8 %'));
  const night = await charge({
    hotel_id: h.hotelId,
    cuenta_id: s1.account.id,
    tipo: 'cargo',
    concepto: 'Noche 11/03',
    fecha: '2026-03-11',
    noche_estancia_id: s1.stay.id,
    alojamiento: true,
    valor: '200000.00',
    impuesto: '38000.00',
    total: '238000.00',
  });
  await db.insert(cuentaMovimientoImpuestos).values({
    movimiento_id: night.id,
    impuesto_id: iva?.id,
    tipo: 'IVA',
    nombre: 'IVA 19 %',
    porcentaje: '19.00',
    base: '200000.00',
    valor: '38000.00',
  });
  await charge({
    hotel_id: h.hotelId,
    cuenta_id: s1.account.id,
    tipo: 'descuento',
    concepto: 'Descuento noche',
    descuento_de: night.id,
    valor: '20000.00',
    total: '20000.00',
    created_at: new Date('2026-03-11T15:00:00Z'),
  });
  const [kind] = await db.select().from(tiposProducto).where(eq(tiposProducto.codigo, 'producto'));
  const [unit] = await db.select().from(medidas).limit(1);
  const [beer] = await db
    .insert(productos)
    .values({
      hotel_id: h.hotelId,
      codigo: 'CERV',
      nombre: 'Cerveza',
      categoria: 'Bebidas',
      tipo_producto_id: kind?.id ?? 0,
      medida_id: unit?.id ?? 0,
      stock_minimo: '10',
    })
    .returning();
  const beerCharge = await charge({
    hotel_id: h.hotelId,
    cuenta_id: s1.account.id,
    tipo: 'cargo',
    concepto: 'Cerveza',
    producto_id: beer?.id,
    valor: '10000.00',
    impuesto: '800.00',
    total: '10800.00',
    created_at: new Date('2026-03-11T01:30:00Z'),
  });
  await db.insert(cuentaMovimientoImpuestos).values({
    movimiento_id: beerCharge.id,
    impuesto_id: inc?.id,
    tipo: 'INC',
    nombre: 'INC 8 %',
    porcentaje: '8.00',
    base: '10000.00',
    valor: '800.00',
  });
  for (const [valor, at] of [
    ['5000.00', '2026-03-13T04:00:00Z'],
    ['7000.00', '2026-03-13T05:30:00Z'],
  ] as const)
    await charge({
      hotel_id: h.hotelId,
      cuenta_id: s2.account.id,
      tipo: 'cargo',
      concepto: 'Lavandería',
      valor,
      total: valor,
      created_at: new Date(at),
    });
  const [store] = await db.insert(bodegas).values({ hotel_id: h.hotelId, nombre: 'Bar' }).returning();
  await db
    .insert(existencias)
    .values({ hotel_id: h.hotelId, bodega_id: store?.id ?? 0, producto_id: beer?.id ?? 0, cantidad: '2' });

  await db.insert(mantenimientos).values([
    { hotel_id: h.hotelId, habitacion_id: a2.id, motivo: 'Tubería', desde: new Date('2026-03-12T19:00:00Z') },
    {
      hotel_id: h.hotelId,
      habitacion_id: b1.id,
      motivo: 'Pintura',
      desde: new Date('2026-03-10T13:00:00Z'),
      hasta: new Date('2026-03-10T22:00:00Z'),
    },
  ]);
  const guest = await h.rooms.makeClient(h.hotelId);
  const noShow = await h.rooms.makeReservationLine({
    hotel_id: h.hotelId,
    cliente_id: guest.id,
    habitacion_id: b1.id,
    llegada: '2026-03-11',
    salida: '2026-03-12',
    estado: 'No-show',
  } as Parameters<typeof h.rooms.makeReservationLine>[0]);
  const cancelled = await h.rooms.makeReservationLine({
    hotel_id: h.hotelId,
    cliente_id: guest.id,
    habitacion_id: b1.id,
    llegada: '2026-03-20',
    salida: '2026-03-22',
    estado: 'Cancelada',
    cancelada_at: new Date('2026-03-12T03:00:00Z'),
  } as Parameters<typeof h.rooms.makeReservationLine>[0]);

  const [register] = await db.insert(cajas).values({ hotel_id: h.hotelId, nombre: 'Recepción' }).returning();
  const [shift] = await db
    .insert(cajaTurnos)
    .values({
      hotel_id: h.hotelId,
      caja_id: register?.id ?? 0,
      usuario_id: h.staff.user.id,
      apertura_efectivo: '50000.00',
      apertura_tarjetas: '0',
      apertura_transferencia: '0',
    })
    .returning();
  const [cash] = await db.select().from(formasPago).where(eq(formasPago.grupo, 'efectivo')).limit(1);
  await db.insert(cajaMovimientos).values([
    {
      hotel_id: h.hotelId,
      turno_id: shift?.id ?? 0,
      tipo: 'pago',
      grupo: 'efectivo',
      forma_pago_id: cash?.id,
      monto: '100000.00',
      created_at: new Date('2026-03-11T15:00:00Z'),
    },
    {
      hotel_id: h.hotelId,
      turno_id: shift?.id ?? 0,
      tipo: 'devolucion',
      grupo: 'efectivo',
      forma_pago_id: cash?.id,
      monto: '30000.00',
      created_at: new Date('2026-03-11T16:00:00Z'),
    },
  ]);

  // The deposits the no-show's and the cancelled line's bookings kept (a closed shift of 1 March).
  const [oldShift] = await db
    .insert(cajaTurnos)
    .values({
      hotel_id: h.hotelId,
      caja_id: register?.id ?? 0,
      usuario_id: h.staff.user.id,
      abierto_at: new Date('2026-03-01T13:00:00Z'),
      cerrado_at: new Date('2026-03-01T23:00:00Z'),
      ...Object.fromEntries(
        ['apertura', 'contado', 'esperado', 'diferencia'].flatMap((k) =>
          ['efectivo', 'tarjetas', 'transferencia'].map((g) => [`${k}_${g}`, '0']),
        ),
      ),
    } as typeof cajaTurnos.$inferInsert)
    .returning();
  for (const [encabezado_id, tipo, monto] of [
    [noShow.encabezado_id, 'anticipo', '40000.00'],
    [cancelled.encabezado_id, 'anticipo', '80000.00'],
    [cancelled.encabezado_id, 'devolucion', '30000.00'],
  ] as const) {
    const [move] = await db
      .insert(cajaMovimientos)
      .values({
        hotel_id: h.hotelId,
        turno_id: oldShift?.id ?? 0,
        tipo: tipo === 'anticipo' ? 'pago' : 'devolucion',
        grupo: 'efectivo',
        forma_pago_id: cash?.id,
        monto,
        created_at: new Date('2026-03-01T15:00:00Z'),
      })
      .returning();
    await db.insert(reservaPagos).values({
      hotel_id: h.hotelId,
      encabezado_id,
      caja_movimiento_id: move?.id ?? 0,
      forma_pago_id: cash?.id ?? 0,
      monto,
      tipo,
    });
  }

  // On the books: a confirmed B line 13→15 priced by a rate; a night sold a year earlier.
  const [rate] = await db
    .insert(tarifas)
    .values({ hotel_id: h.hotelId, tipo_habitacion_id: typeB, nombre: 'Base', precio_noche: '90000' })
    .returning();
  const future = await h.rooms.makeReservationLine({
    hotel_id: h.hotelId,
    cliente_id: guest.id,
    habitacion_id: b1.id,
    llegada: '2026-03-13',
    salida: '2026-03-15',
  });
  await db.insert(reservaNoches).values(
    ['2026-03-13', '2026-03-14'].map((fecha) => ({
      reserva_id: future.id,
      fecha,
      tarifa_id: rate?.id ?? 0,
      base: '90000.00',
      adicional: '0.00',
      impuesto: '17100.00',
      total: '107100.00',
    })),
  );
  await stay({
    habitacion_id: b1.id,
    llegada: '2025-03-13',
    salida: '2025-03-14',
    adultos: 1,
    estado: 'finalizada',
    noches: [['2025-03-13', '100000.00']],
  });
  futureRoom = b1.id;

  // Another hotel, with a sold night and a charge in the same days: never in the first one's figures.
  other = (await h.ctx.factories.makeHotel()).id;
  const o1 = await h.rooms.makeRoom(other);
  const os = await stay({
    hotelId: other,
    habitacion_id: o1.id,
    llegada: '2026-03-10',
    salida: '2026-03-11',
    adultos: 1,
    estado: 'finalizada',
    noches: [['2026-03-10', '999000.00']],
  });
  await charge({
    hotel_id: other,
    cuenta_id: os.account.id,
    tipo: 'cargo',
    concepto: 'Spa',
    valor: '77000.00',
    total: '77000.00',
    created_at: new Date('2026-03-10T15:00:00Z'),
  });
  both = await h.ctx.factories.actor({
    permisos: ['reportes.ocupacion', 'reportes.consolidado'],
    hotelIds: [h.hotelId, other],
  });
}, 60_000);

afterAll(() => h?.ctx.close());

const range = { desde: '2026-03-10', hasta: '2026-03-12' };
const url = (p: string) => `/api${p}`;

describe('POST /api/reportes/ocupacion', () => {
  it('401 without a session, 403 without the permission, 400 on a bad range', async () => {
    expect((await call('POST', url(reportPaths.occupancy), undefined, range)).statusCode).toBe(401);
    const clerk = await h.ctx.factories.actor({ permisos: ['reportes.consolidado'], hotelIds: [h.hotelId] });
    expect((await call('POST', url(reportPaths.occupancy), clerk.headers, range)).statusCode).toBe(403);
    const backwards = await call('POST', url(reportPaths.occupancy), h.staff.headers, {
      desde: '2026-03-12',
      hasta: '2026-03-10',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toHaveProperty('hasta');
    const long = await call('POST', url(reportPaths.occupancy), h.staff.headers, {
      desde: '2025-01-01',
      hasta: '2026-03-10',
    });
    expect(long.statusCode).toBe(400);
    expect(
      (await call('POST', url(reportPaths.occupancy), h.staff.headers, { desde: '10/03/2026' })).statusCode,
    ).toBe(400);
  });

  it('answers the hand-computed figures, by day, by type and in total', async () => {
    const res = await call('POST', url(reportPaths.occupancy), h.staff.headers, range);
    expect(res.statusCode).toBe(200);
    const r = res.json();
    expect(r.fuera_de_servicio_restado).toBe(false);
    expect(
      r.dias.map((d: Record<string, unknown>) => [
        d.fecha,
        d.disponibles,
        d.vendidas,
        d.cortesias,
        d.fuera_de_servicio,
        d.ingreso_habitaciones,
        d.ingreso_total,
        d.llegadas,
        d.salidas,
        d.no_shows,
        d.cancelaciones,
      ]),
    ).toEqual([
      // 20:30 in Bogotá on the 10th is the 10th's revenue, though UTC was already the 11th.
      ['2026-03-10', 3, 2, 1, 0, '200000.00', '210000.00', 2, 0, 0, 0],
      ['2026-03-11', 3, 2, 0, 0, '330000.00', '330000.00', 1, 1, 1, 1],
      ['2026-03-12', 3, 0, 0, 1, '0.00', '5000.00', 0, 2, 0, 0],
    ]);
    expect(r.totales).toMatchObject({
      disponibles: 9,
      vendidas: 4,
      cortesias: 1,
      ocupacion: '44.44',
      ingreso_habitaciones: '530000.00',
      ingreso_total: '545000.00',
      adr: '132500.00',
      revpar: '58888.89',
      trevpar: '60555.56',
      adultos: 7,
      ninos: 2,
      estancia_promedio: '1.33',
      // The no-show and Booking.com's line arrive in the range; the cancelled one on the 20th.
      tasa_no_show: '50.00',
      tasa_cancelacion: '0.00',
    });
    expect(
      r.por_tipo.map((t: Record<string, unknown>) => [t.tipo, t.disponibles, t.vendidas, t.ocupacion, t.adr]),
    ).toEqual([
      ['A Doble', 6, 3, '50.00', '176666.67'],
      ['B Sencilla', 3, 1, '33.33', '0.00'],
    ]);
  });

  it('by segment, by nationality and the fees apart, as computed by hand', async () => {
    const r = (await call('POST', url(reportPaths.occupancy), h.staff.headers, range)).json();
    // Nights: Booking.com 10 and 11 at 200 000 (OTA); stay 2's complimentary night (direct);
    // the company's night of the 11th at 150 000. 550 000 priced − the 20 000 discount = 530 000.
    expect(r.por_segmento).toEqual([
      { segmento: 'directo', vendidas: 1, ingreso_habitaciones: '0.00', adr: '0.00', participacion: '25.00' },
      {
        segmento: 'ota',
        vendidas: 2,
        ingreso_habitaciones: '400000.00',
        adr: '200000.00',
        participacion: '50.00',
      },
      { segmento: 'agencia', vendidas: 0, ingreso_habitaciones: '0.00', adr: '0.00', participacion: '0.00' },
      {
        segmento: 'empresa',
        vendidas: 1,
        ingreso_habitaciones: '150000.00',
        adr: '150000.00',
        participacion: '25.00',
      },
      { segmento: 'grupo', vendidas: 0, ingreso_habitaciones: '0.00', adr: '0.00', participacion: '0.00' },
    ]);
    expect(r.ajuste_segmentos).toBe('-20000.00');
    expect(r.total_segmentos).toEqual({
      vendidas: 4,
      ingreso_habitaciones: '550000.00',
      adr: '137500.00',
      participacion: '100.00',
    });
    // Arrivals 10–12: stay 1 (2 nights: its Colombian client and US companion), stay 2 (US, 1
    // night), stay 3 (the company, no nationality, 1 night).
    expect(
      r.por_nacionalidad.map((n: Record<string, unknown>) => [
        n.pais_codigo,
        n.nacional,
        n.huespedes,
        n.noches,
      ]),
    ).toEqual([
      ['CO', true, 1, 2],
      ['US', false, 2, 3],
      [null, null, 1, 1],
    ]);
    expect(r.huespedes).toEqual({ nacionales: 1, extranjeros: 2, sin_dato: 1 });
    // No-show of the 11th kept 40 000; the cancellation of the 11th (22:00 local) 80 000 − 30 000.
    expect(r.penalidades).toEqual({ cancelacion: '50000.00', no_show: '40000.00' });
    // Never room revenue.
    expect(r.totales.ingreso_habitaciones).toBe('530000.00');
    const onlyTheTwelfth = (
      await call('POST', url(reportPaths.occupancy), h.staff.headers, {
        desde: '2026-03-12',
        hasta: '2026-03-12',
      })
    ).json();
    expect(onlyTheTwelfth.penalidades).toEqual({ cancelacion: '0.00', no_show: '0.00' });
    const typeOnly = (
      await call('POST', url(reportPaths.occupancy), h.staff.headers, { ...range, tipo_habitacion_id: typeA })
    ).json();
    expect(typeOnly.por_segmento.map((x: { vendidas: number }) => x.vendidas)).toEqual([0, 2, 0, 1, 0]);
    expect(typeOnly.penalidades).toEqual({ cancelacion: '0.00', no_show: '0.00' });
  });

  it('with the switch the out-of-order night is subtracted; a type filter keeps that type', async () => {
    const r = (
      await call('POST', url(reportPaths.occupancy), h.staff.headers, {
        ...range,
        sin_fuera_de_servicio: true,
      })
    ).json();
    expect(r.fuera_de_servicio_restado).toBe(true);
    expect(r.totales).toMatchObject({
      disponibles: 8,
      ocupacion: '50.00',
      revpar: '66250.00',
      trevpar: '68125.00',
    });
    const a = (
      await call('POST', url(reportPaths.occupancy), h.staff.headers, { ...range, tipo_habitacion_id: typeA })
    ).json();
    expect(a.totales).toMatchObject({
      disponibles: 6,
      vendidas: 3,
      ingreso_habitaciones: '530000.00',
      ingreso_total: '540000.00',
    });
    expect(a.por_tipo).toHaveLength(1);
    expect(typeB).toBeGreaterThan(0);
  });

  it('an empty range answers zeros, and another hotel sees only its own rows', async () => {
    const empty = (
      await call('POST', url(reportPaths.occupancy), h.staff.headers, {
        desde: '2026-01-01',
        hasta: '2026-01-02',
      })
    ).json();
    expect(empty.dias).toHaveLength(2);
    expect(empty.totales).toMatchObject({ disponibles: 6, vendidas: 0, ocupacion: '0.00', adr: '0.00' });
    const theirs = (
      await call('POST', url(reportPaths.occupancy), { ...both.headers, 'x-hotel-id': String(other) }, range)
    ).json();
    expect(theirs.totales).toMatchObject({ disponibles: 3, vendidas: 1, ingreso_habitaciones: '999000.00' });
  });
});

describe('POST /api/reportes/consolidado', () => {
  it('401, 403, 400', async () => {
    expect((await call('POST', url(reportPaths.consolidated), undefined, range)).statusCode).toBe(401);
    const clerk = await h.ctx.factories.actor({ permisos: ['reportes.ocupacion'], hotelIds: [h.hotelId] });
    expect((await call('POST', url(reportPaths.consolidated), clerk.headers, range)).statusCode).toBe(403);
    expect(
      (await call('POST', url(reportPaths.consolidated), h.staff.headers, { ...range, comparar: 'semana' }))
        .statusCode,
    ).toBe(400);
  });

  it('answers revenue by day, department, category, tax and payment method as computed by hand', async () => {
    const res = await call('POST', url(reportPaths.consolidated), h.staff.headers, {
      ...range,
      comparar: 'periodo',
    });
    expect(res.statusCode).toBe(200);
    const r = res.json();
    expect(r.por_dia).toEqual([
      {
        fecha: '2026-03-10',
        habitaciones: '0.00',
        alimentos_bebidas: '10000.00',
        otros: '0.00',
        total: '10000.00',
      },
      {
        fecha: '2026-03-11',
        habitaciones: '180000.00',
        alimentos_bebidas: '0.00',
        otros: '0.00',
        total: '180000.00',
      },
      {
        fecha: '2026-03-12',
        habitaciones: '0.00',
        alimentos_bebidas: '0.00',
        otros: '5000.00',
        total: '5000.00',
      },
    ]);
    expect(r.por_departamento).toEqual([
      { departamento: 'habitaciones', base: '180000.00', impuestos: '38000.00', total: '218000.00' },
      { departamento: 'alimentos_bebidas', base: '10000.00', impuestos: '800.00', total: '10800.00' },
      { departamento: 'otros', base: '5000.00', impuestos: '0.00', total: '5000.00' },
    ]);
    expect(r.por_categoria.map((c: { categoria: string; base: string }) => [c.categoria, c.base])).toEqual([
      ['Alojamiento', '180000.00'],
      ['Bebidas', '10000.00'],
      ['Sin categoría', '5000.00'],
    ]);
    expect(r.por_impuesto).toEqual([
      {
        tipo: 'INC',
        nombre: 'INC 8 %',
        porcentaje: '8.00',
        exento: false,
        base: '10000.00',
        valor: '800.00',
      },
      {
        tipo: 'IVA',
        nombre: 'IVA 19 %',
        porcentaje: '19.00',
        exento: false,
        base: '200000.00',
        valor: '38000.00',
      },
    ]);
    expect(
      r.por_producto.map((p: { categoria: string; producto: string; base: string }) => [
        p.categoria,
        p.producto,
        p.base,
      ]),
    ).toEqual([
      ['Alojamiento', 'Alojamiento', '180000.00'],
      ['Bebidas', 'Cerveza', '10000.00'],
      ['Sin categoría', 'Sin producto', '5000.00'],
    ]);
    expect(r.penalidades).toEqual({ cancelacion: '50000.00', no_show: '40000.00' });
    expect(r.por_forma_pago).toHaveLength(1);
    expect(r.por_forma_pago[0].monto).toBe('70000.00');
    expect(r.totales).toEqual({ base: '195000.00', impuestos: '38800.00', total: '233800.00' });
    expect(r.ocupacion).toMatchObject({ vendidas: 4, adr: '132500.00' });
    expect(r.facturas).toEqual({ emitidas: 0, total_emitidas: '0.00', anuladas: 0, total_anuladas: '0.00' });
    expect(r.comparacion).toMatchObject({ modo: 'periodo', desde: '2026-03-07', hasta: '2026-03-09' });
    expect(r.comparacion.cifras[0]).toEqual({
      concepto: 'Ingresos totales (antes de impuestos)',
      actual: '195000.00',
      anterior: '0.00',
      diferencia: '195000.00',
      porcentaje: null,
    });
  });

  it('another hotel never sees these rows', async () => {
    const r = (
      await call(
        'POST',
        url(reportPaths.consolidated),
        { ...both.headers, 'x-hotel-id': String(other) },
        range,
      )
    ).json();
    expect(r.totales.base).toBe('77000.00');
    expect(r.por_forma_pago).toEqual([]);
  });
});

describe('POST /api/reportes/ocupacion/futuro', () => {
  const path = url(reportPaths.onTheBooks);

  it('401, 403, 400', async () => {
    expect((await call('POST', path, undefined, { dias: 30 })).statusCode).toBe(401);
    const clerk = await h.ctx.factories.actor({ permisos: ['reportes.consolidado'], hotelIds: [h.hotelId] });
    expect((await call('POST', path, clerk.headers, { dias: 30 })).statusCode).toBe(403);
    const bad = await call('POST', path, h.staff.headers, { dias: 45 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('dias');
  });

  it('on the books from today, the same dates a year earlier, no pickup without a snapshot', async () => {
    const res = await call('POST', path, h.staff.headers, { dias: 30 });
    expect(res.statusCode).toBe(200);
    const r = res.json();
    expect(r).toMatchObject({ hoy: '2026-03-11', desde: '2026-03-11', hasta: '2026-04-09' });
    expect(r.dias).toHaveLength(30);
    const day = (f: string) => r.dias.find((d: { fecha: string }) => d.fecha === f);
    // Stay 3's last night (the 12th is its departure); the B line's two nights at their base.
    expect(day('2026-03-11')).toMatchObject({
      disponibles: 3,
      noches: 1,
      ingreso: '150000.00',
      ocupacion: '33.33',
    });
    expect(day('2026-03-12')).toMatchObject({ noches: 0, ingreso: '0.00' });
    expect(day('2026-03-13')).toMatchObject({ noches: 1, ingreso: '90000.00', noches_anio_anterior: 1 });
    expect(r.totales).toMatchObject({
      disponibles: 90,
      noches: 3,
      ingreso: '330000.00',
      adr: '110000.00',
      ocupacion: '3.33',
      noches_anio_anterior: 1,
      pickup_1: { noches: null, ingreso: null },
    });
    expect(r.fotos).toEqual({ pickup_1: null, pickup_7: null, pickup_30: null });
  });

  it("pickup: what was booked since the close's snapshot, another hotel's never in", async () => {
    // The close that opened the 11th kept the books (as closeDay does); then a line is booked.
    await h.ctx.db.execute(
      sql`insert into cierres_dia (hotel_id, fecha) values (${h.hotelId}, '2026-03-11')`,
    );
    await snapshotOnTheBooks(h.ctx.db, h.hotelId, '2026-03-11');
    const guest = await h.rooms.makeClient(h.hotelId);
    await h.rooms.makeReservationLine({
      hotel_id: h.hotelId,
      cliente_id: guest.id,
      habitacion_id: futureRoom,
      llegada: '2026-03-20',
      salida: '2026-03-23',
    });
    const r = (await call('POST', path, h.staff.headers, { dias: 30 })).json();
    expect(r.fotos).toEqual({ pickup_1: '2026-03-11', pickup_7: null, pickup_30: null });
    // 3 nights without prices (a line with no priced nights counts its nights at 0).
    expect(r.totales).toMatchObject({
      noches: 6,
      pickup_1: { noches: 3, ingreso: '0.00' },
      pickup_7: { noches: null, ingreso: null },
    });
    expect(r.dias.find((d: { fecha: string }) => d.fecha === '2026-03-20').pickup_1).toEqual({
      noches: 1,
      ingreso: '0.00',
    });
    expect(r.dias.find((d: { fecha: string }) => d.fecha === '2026-03-13').pickup_1).toEqual({
      noches: 0,
      ingreso: '0.00',
    });
    const b = (await call('POST', path, h.staff.headers, { dias: 30, tipo_habitacion_id: typeA })).json();
    expect(b.totales).toMatchObject({ disponibles: 60, noches: 1, pickup_1: { noches: 0 } });
    const theirs = (
      await call(
        'POST',
        path,
        { ...(await h.ctx.factories.actor({ permisos: ['reportes.ocupacion'], hotelIds: [other] })).headers },
        { dias: 30 },
      )
    ).json();
    expect(theirs.totales).toMatchObject({ noches: 0, pickup_1: { noches: null } });
  });
});

describe('GET /api/dashboard', () => {
  it('401 and 403', async () => {
    expect((await call('GET', url(reportPaths.dashboard))).statusCode).toBe(401);
    expect((await call('GET', url(reportPaths.dashboard), both.headers)).statusCode).toBe(403);
  });

  it("today's figures at the hotel's business date", async () => {
    const res = await call('GET', url(reportPaths.dashboard), h.staff.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      hoy: '2026-03-11',
      habitaciones: 3,
      vendidas: 2,
      ocupacion: '66.67',
      llegadas: 1,
      salidas: 1,
      en_casa: 1,
      ingresos_hoy: { actual: '180000.00', anterior: '0.00', porcentaje: null },
      ingresos_mes: { actual: '190000.00' },
      cajas_abiertas: [{ caja: 'Recepción', saldo: '120000.00' }],
      bajo_minimo: 1,
    });
  });
});
