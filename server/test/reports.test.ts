import { reportPaths } from '@posada/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bodegas,
  cajaMovimientos,
  cajas,
  cajaTurnos,
  cuentaMovimientoImpuestos,
  cuentaMovimientos,
  cuentas,
  estanciaNoches,
  estancias,
  existencias,
  formasPago,
  impuestos,
  mantenimientos,
  medidas,
  productos,
  tiposProducto,
} from '../src/db/schema';
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
 */
const clockNow = new Date('2026-03-11T15:00:00Z');
let h: HotelRooms;
let other: HotelRooms['hotelId'];
let both: { headers: Record<string, string> };
let typeA = 0;
let typeB = 0;
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
}) {
  const hotel_id = values.hotelId ?? h.hotelId;
  const client = await h.rooms.makeClient(hotel_id);
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

  const s1 = await stay({
    habitacion_id: a1.id,
    llegada: '2026-03-10',
    salida: '2026-03-12',
    adultos: 2,
    ninos: 1,
    estado: 'finalizada',
    noches: [
      ['2026-03-10', '200000.00'],
      ['2026-03-11', '200000.00'],
    ],
  });
  const s2 = await stay({
    habitacion_id: b1.id,
    llegada: '2026-03-10',
    salida: '2026-03-11',
    adultos: 1,
    estado: 'finalizada',
    noches: [['2026-03-10', '0.00']],
  });
  await stay({
    habitacion_id: a2.id,
    llegada: '2026-03-11',
    salida: '2026-03-12',
    adultos: 2,
    estado: 'activa',
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
  await h.rooms.makeReservationLine({
    hotel_id: h.hotelId,
    cliente_id: guest.id,
    habitacion_id: b1.id,
    llegada: '2026-03-11',
    salida: '2026-03-12',
    estado: 'No-show',
  } as Parameters<typeof h.rooms.makeReservationLine>[0]);
  await h.rooms.makeReservationLine({
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
      tasa_no_show: '100.00',
      tasa_cancelacion: '0.00',
    });
    expect(
      r.por_tipo.map((t: Record<string, unknown>) => [t.tipo, t.disponibles, t.vendidas, t.ocupacion, t.adr]),
    ).toEqual([
      ['A Doble', 6, 3, '50.00', '176666.67'],
      ['B Sencilla', 3, 1, '33.33', '0.00'],
    ]);
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
