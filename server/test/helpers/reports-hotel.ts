import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
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
} from '../../src/db/schema';
import { type HotelRooms, hotelRoomsContext } from './hotel-rooms';
import { callerOf } from './http';

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
export const clockNow = new Date('2026-03-11T15:00:00Z');
export let h: HotelRooms;
export let other: HotelRooms['hotelId'];
export let both: { headers: Record<string, string> };
export let typeA = 0;
export let typeB = 0;
export let futureRoom = 0;
export const call = callerOf(() => h.ctx);

export async function stay(values: {
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

export async function charge(values: typeof cuentaMovimientos.$inferInsert) {
  const [row] = await h.ctx.db.insert(cuentaMovimientos).values(values).returning();
  if (!row) throw new Error('charge');
  return row;
}

export const range = { desde: '2026-03-10', hasta: '2026-03-12' };
export const url = (p: string) => `/api${p}`;

/** Builds the hand-made hotel once for the file (before all its tests) and closes it after. */
export function useReportsHotel() {
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
      {
        hotel_id: h.hotelId,
        habitacion_id: a2.id,
        motivo: 'Tubería',
        desde: new Date('2026-03-12T19:00:00Z'),
      },
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

    const [register] = await db
      .insert(cajas)
      .values({ hotel_id: h.hotelId, nombre: 'Recepción' })
      .returning();
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
}
