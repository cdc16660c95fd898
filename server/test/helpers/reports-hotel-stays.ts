import { eq } from 'drizzle-orm';
import {
  bodegas,
  cuentaMovimientoImpuestos,
  cuentaMovimientos,
  cuentas,
  estanciaHuespedes,
  estanciaNoches,
  estancias,
  existencias,
  impuestos,
  mantenimientos,
  medidas,
  paises,
  productos,
  reservaEncabezados,
  reservas,
  tiposProducto,
} from '../../src/db/schema';
import type { HotelRooms } from './hotel-rooms';

/**
 * The stays of the hand-made hotel of reports-hotel.ts (its comment has the figures): the rooms,
 * the three stays with their nights, what their accounts were charged, the bar's stock and the
 * rooms out of order; and the two row builders the hotel is made with.
 */

export async function stay(
  h: HotelRooms,
  values: {
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
  },
) {
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

export async function charge(h: HotelRooms, values: typeof cuentaMovimientos.$inferInsert) {
  const [row] = await h.ctx.db.insert(cuentaMovimientos).values(values).returning();
  if (!row) throw new Error('charge');
  return row;
}

/** Rooms a1, a2 (type A) and b1 (type B); stays 1 (of an OTA booking), 2 and 3. */
export async function hotelStays(h: HotelRooms, typeA: number, typeB: number) {
  const db = h.ctx.db;
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

  const s1 = await stay(h, {
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
  const s2 = await stay(h, {
    habitacion_id: b1.id,
    llegada: '2026-03-10',
    salida: '2026-03-11',
    adultos: 1,
    estado: 'finalizada',
    client: { nacionalidad_id: us },
    noches: [['2026-03-10', '0.00']],
  });
  await stay(h, {
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
  return { a2, b1, s1, s2 };
}

/** Stay 1's night, its discount and beer; stay 2's laundry; the bar's stock; a2 and b1 out of order. */
export async function hotelCharges(
  h: HotelRooms,
  { a2, b1, s1, s2 }: Awaited<ReturnType<typeof hotelStays>>,
) {
  const db = h.ctx.db;
  const [iva] = await db.select().from(impuestos).where(eq(impuestos.nombre, 'IVA 19 %'));
  const [inc] = await db.select().from(impuestos).where(eq(impuestos.nombre, 'INC 8 %'));
  const night = await charge(h, {
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
  await charge(h, {
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
  const beerCharge = await charge(h, {
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
    await charge(h, {
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
}
