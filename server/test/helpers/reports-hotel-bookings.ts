import { eq } from 'drizzle-orm';
import {
  cajaMovimientos,
  cajas,
  cajaTurnos,
  formasPago,
  reservaNoches,
  reservaPagos,
  tarifas,
} from '../../src/db/schema';
import type { HotelRooms } from './hotel-rooms';
import { charge, stay } from './reports-hotel-stays';

/**
 * The bookings and the money of the hand-made hotel of reports-hotel.ts (its comment has the
 * figures): the no-show and the cancelled line with their deposits, the register's moves, the
 * nights on the books; and the other hotel that must never show in the first one's figures.
 */

/** The no-show, the cancelled line, the register's shifts and moves, the nights on the books. */
export async function hotelBookings(h: HotelRooms, typeB: number, b1: { id: number }) {
  const db = h.ctx.db;
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
  await stay(h, {
    habitacion_id: b1.id,
    llegada: '2025-03-13',
    salida: '2025-03-14',
    adultos: 1,
    estado: 'finalizada',
    noches: [['2025-03-13', '100000.00']],
  });
}

/** Another hotel, with a sold night and a charge in the same days, and an actor of both hotels. */
export async function otherHotel(h: HotelRooms) {
  const other = (await h.ctx.factories.makeHotel()).id;
  const o1 = await h.rooms.makeRoom(other);
  const os = await stay(h, {
    hotelId: other,
    habitacion_id: o1.id,
    llegada: '2026-03-10',
    salida: '2026-03-11',
    adultos: 1,
    estado: 'finalizada',
    noches: [['2026-03-10', '999000.00']],
  });
  await charge(h, {
    hotel_id: other,
    cuenta_id: os.account.id,
    tipo: 'cargo',
    concepto: 'Spa',
    valor: '77000.00',
    total: '77000.00',
    created_at: new Date('2026-03-10T15:00:00Z'),
  });
  const both = await h.ctx.factories.actor({
    permisos: ['reportes.ocupacion', 'reportes.consolidado'],
    hotelIds: [h.hotelId, other],
  });
  return { other, both };
}
