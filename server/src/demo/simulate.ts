import { addDays } from '@posada/contracts/dates';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import {
  bodegas,
  cajas,
  clientes,
  empleados,
  formasPago,
  habitaciones,
  hoteles,
  productos,
  proveedores,
  tiposDocumento,
  tiposHabitacion,
} from '../db/schema';
import { DEMO_PASSWORD } from '../db/seed/demo';
import { type DemoCaller, loginAs } from './api';
import { FUTURE_DAYS, HISTORY_DAYS, type PlannedStay, planStays, type Random, seededRandom } from './plan';

/** Where the simulation's clock stands: set by the day being lived. */
export interface SimulatedClock {
  set(date: string, hour: number): void;
}

/** The demo hotel's reference rows the simulation books against (read once, never written here). */
async function readHotel(db: Db) {
  const [hotel] = await db.select({ id: hoteles.id }).from(hoteles).orderBy(asc(hoteles.id)).limit(1);
  if (!hotel) throw new Error('Datos de demostración: no hay hotel');
  const h = hotel.id;
  const rooms = await db
    .select({
      id: habitaciones.id,
      numero: habitaciones.numero,
      tipo_habitacion_id: habitaciones.tipo_habitacion_id,
      capacidad: tiposHabitacion.capacidad_adultos,
    })
    .from(habitaciones)
    .innerJoin(tiposHabitacion, eq(tiposHabitacion.id, habitaciones.tipo_habitacion_id))
    .where(eq(habitaciones.hotel_id, h))
    .orderBy(asc(habitaciones.numero));
  const products = new Map(
    (
      await db
        .select({ id: productos.id, codigo: productos.codigo })
        .from(productos)
        .where(eq(productos.hotel_id, h))
    ).map((p) => [p.codigo, p.id]),
  );
  const methods = new Map((await db.select().from(formasPago)).map((m) => [m.nombre, m.id]));
  const people = await db
    .select({ id: clientes.id, doc: tiposDocumento.abreviatura, numero: clientes.numero_documento })
    .from(clientes)
    .innerJoin(tiposDocumento, eq(tiposDocumento.id, clientes.tipo_documento_id))
    .where(eq(clientes.hotel_id, h))
    .orderBy(asc(clientes.id));
  const registers = await db.select().from(cajas).where(eq(cajas.hotel_id, h)).orderBy(asc(cajas.id));
  const warehouses = await db.select().from(bodegas).where(eq(bodegas.hotel_id, h)).orderBy(asc(bodegas.id));
  const maids = await db
    .select({ id: empleados.id })
    .from(empleados)
    .where(and(eq(empleados.hotel_id, h), eq(empleados.cargo, 'Camarera')));
  const suppliers = await db
    .select({ id: proveedores.id })
    .from(proveedores)
    .where(eq(proveedores.hotel_id, h));
  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`Datos de demostración: falta ${what}`);
    return value;
  };
  return {
    id: h,
    rooms,
    product: (codigo: string) => need(products.get(codigo), `el producto ${codigo}`),
    method: (nombre: string) => need(methods.get(nombre), `el medio de pago ${nombre}`),
    // The final consumer is no guest; companies are the clients with a NIT.
    guests: people.filter((p) => p.doc !== 'NIT' && p.numero !== '222222222222').map((p) => p.id),
    companies: people.filter((p) => p.doc === 'NIT').map((p) => p.id),
    register: need(registers[0], 'la caja de recepción').id,
    mainWarehouse: need(warehouses[0], 'la bodega principal').id,
    barWarehouse: need(warehouses[1], 'la segunda bodega').id,
    maids: maids.map((m) => m.id),
    suppliers: suppliers.map((s) => s.id),
  };
}
type Hotel = Awaited<ReturnType<typeof readHotel>>;

const MINIBAR = ['AGUA', 'GASE', 'CERV', 'SNAC'] as const;
const ORIGINS = [
  'Bogotá',
  'Cali',
  'Barranquilla',
  'Cartagena',
  'Bucaramanga',
  'Pereira',
  'Manizales',
  'Santa Marta',
];
const MOTIVES = ['negocios', 'vacaciones', 'familia', 'negocios', 'vacaciones', 'salud'] as const;
/** The float the front desk keeps in the register; the rest goes to the safe before closing. */
const FLOAT = 200_000;

interface Booked {
  reservaId: number;
  lineaId: number;
}

/**
 * Lives the plan day by day through the API, the clock set to each day: the morning shift opens
 * the register, guests leave and pay (or charge their company), housekeeping cleans, bookings
 * come in and some are cancelled, guests arrive, consume and the shift closes. Today is left
 * half-done, as a front desk finds it at noon: some departures and arrivals still to come, some
 * rooms dirty. The business-day close is the server's own job: at its first start it marks the
 * bookings that never arrived as no-shows and posts the nights of the guests in house.
 */
export async function liveTheDemo(
  app: FastifyInstance,
  db: Db,
  clock: SimulatedClock,
  today: string,
  span: { historyDays?: number; futureDays?: number; signal?: AbortSignal } = {},
) {
  const hotel = await readHotel(db);
  const random = seededRandom(`posada-demo-life-${today}`);
  const historyDays = span.historyDays ?? HISTORY_DAYS;
  const plan = planStays({
    today,
    rooms: hotel.rooms,
    guests: hotel.guests.length,
    companies: hotel.companies.length,
    historyDays,
    futureDays: span.futureDays ?? FUTURE_DAYS,
  });
  const start = addDays(today, -historyDays);
  clock.set(start, 7);
  const desk = await loginAs(app, 'recepcion@posada.demo', DEMO_PASSWORD);
  const admin = await loginAs(app, 'administrador@posada.demo', DEMO_PASSWORD);
  const housekeeping = await loginAs(app, 'amallaves@posada.demo', DEMO_PASSWORD);
  const store = await loginAs(app, 'almacen@posada.demo', DEMO_PASSWORD);
  const accounting = await loginAs(app, 'contabilidad@posada.demo', DEMO_PASSWORD);

  clock.set(start, 8);
  for (const company of hotel.companies) {
    await admin.post('/cuentaCrear', { tipo: 'empresa', cliente_id: company });
  }

  const booked = new Map<number, Booked>();
  const inHouse = new Map<number, PlannedStay>();
  const byDay = (pick: (s: PlannedStay) => string | null) => {
    const days = new Map<string, PlannedStay[]>();
    for (const s of plan) {
      const day = pick(s);
      if (day) days.set(day, [...(days.get(day) ?? []), s]);
    }
    return days;
  };
  const bookingsOn = byDay((s) => (s.channel === 'walk-in' ? null : s.bookedOn));
  const cancellationsOn = byDay((s) => (s.fate === 'cancelled' ? s.cancelledOn : null));
  const arrivalsOn = byDay((s) => (s.fate === 'stays' ? s.llegada : null));
  let register = FLOAT_ONLY;
  let invoiced = 0;
  let firstShift = true;

  for (let day = start; day <= today && !span.signal?.aborted; day = addDays(day, 1)) {
    const isToday = day === today;
    // The night audit: yesterday's arrivals that never came become no-shows, the nights slept are posted.
    clock.set(day, 4);
    await app.businessDay.closeDay(hotel.id, day);
    clock.set(day, 7);
    await desk.tryPost('/cajaAbrir', {
      caja_id: hotel.register,
      // Cards and transfers are settled at each close (vouchers to accounting): only cash is handed over.
      efectivo: register.efectivo,
      password: firstShift ? 'AUTOAPROBACION' : DEMO_PASSWORD,
    });
    firstShift = false;
    if (day === start || random.chance(2 / 7)) await restock(store, hotel, random, day);

    // Departures in the morning (today: only the early ones).
    const leaving = [...inHouse.values()].filter((s) => s.salida === day);
    for (const stay of isToday ? leaving.filter(() => random.chance(0.5)) : leaving) {
      const invoice = await checkOut(desk, admin, hotel, random, stay, day);
      inHouse.delete(stay.key);
      // Now and then the accountant annuls a charge the guest disputed: a credit note.
      if (invoice && ++invoiced % 40 === 7) await annulACharge(accounting, invoice);
    }
    // Housekeeping cleans the rooms left (today: some are still dirty, one assigned).
    clock.set(day, 11);
    for (const stay of leaving.filter((s) => !inHouse.has(s.key))) {
      const room = hotel.rooms[stay.roomIndex];
      if (!room) continue;
      const maid = random.pick(hotel.maids);
      if (isToday && random.chance(0.6)) {
        if (random.chance(0.7))
          await housekeeping.tryPost('/habitacion/asignarLimpieza', {
            habitacion_id: room.id,
            empleado_id: maid,
          });
        continue;
      }
      await housekeeping.tryPost('/habitacion/habilitar', { habitacion_id: room.id, empleado_id: maid });
    }

    // Bookings made today and cancellations.
    clock.set(day, 10);
    for (const stay of bookingsOn.get(day) ?? []) {
      const made = await book(desk, hotel, random, stay);
      if (made) booked.set(stay.key, made);
    }
    for (const stay of cancellationsOn.get(day) ?? []) {
      const made = booked.get(stay.key);
      if (!made) continue;
      await desk.tryPost(`/reservaCancelar/${made.reservaId}`, {
        motivo: random.pick(['El huésped cambió sus planes', 'Viaje aplazado', 'Reservó en otra fecha']),
      });
      booked.delete(stay.key);
    }

    // Arrivals in the afternoon (today: about half of them so far).
    clock.set(day, 15);
    for (const stay of arrivalsOn.get(day) ?? []) {
      if (isToday && random.chance(0.5)) continue;
      if (await checkIn(desk, hotel, random, stay, booked.get(stay.key))) inHouse.set(stay.key, stay);
    }

    // The guests in house consume: breakfast, the minibar, laundry, parking.
    clock.set(day, 20);
    for (const stay of inHouse.values()) await consume(desk, hotel, random, stay, day);

    if (!isToday) {
      clock.set(day, 22);
      register = await closeShift(desk, random, register);
    }
  }
}

async function book(
  desk: DemoCaller,
  hotel: Hotel,
  random: Random,
  stay: PlannedStay,
): Promise<Booked | null> {
  const room = hotel.rooms[stay.roomIndex];
  if (!room) return null;
  const answer = await desk.tryPost<{ data: { id: number; lineas: { id: number }[]; total: string } }>(
    '/reservaCrear',
    {
      cliente_id: hotel.guests[stay.guestIndex],
      canal: stay.channel,
      ...(stay.channel === 'agencia'
        ? { agencia: 'Viajes Andinos', agencia_referencia: `VA-${stay.key}` }
        : {}),
      lineas: [
        {
          tipo_habitacion_id: room.tipo_habitacion_id,
          habitacion_id: stay.assigned ? room.id : null,
          llegada: stay.llegada,
          salida: stay.salida,
          adultos: stay.adults,
          ninos: 0,
        },
      ],
      ...(stay.deposit
        ? {
            anticipo: {
              forma_pago_id: hotel.method(random.pick(['Efectivo', 'Transferencia', 'Nequi'])),
              monto: '100000',
            },
          }
        : {}),
    },
    { 'idempotency-key': `demo-booking-${stay.key}-${stay.llegada}` },
  );
  const line = answer?.data.lineas[0];
  return answer && line ? { reservaId: answer.data.id, lineaId: line.id } : null;
}

async function checkIn(
  desk: DemoCaller,
  hotel: Hotel,
  random: Random,
  stay: PlannedStay,
  made: Booked | undefined,
): Promise<boolean> {
  const room = hotel.rooms[stay.roomIndex];
  if (!room) return false;
  const guest = hotel.guests[stay.guestIndex];
  if (!made) {
    if (stay.channel !== 'walk-in') return false;
    const walkIn = await desk.tryPost('/ocuparHabitacionCliente', {
      habitacion_id: room.id,
      cliente_id: guest,
      adultos: stay.adults,
      salida: stay.salida,
      tarifa_nombre: 'Estándar',
    });
    return walkIn !== null;
  }
  const answer = await desk.tryPost('/checkinReserva', {
    reserva_id: made.reservaId,
    linea_id: made.lineaId,
    habitacion_id: room.id,
    huespedes: [
      {
        cliente_id: guest,
        fecha_nacimiento: `${1960 + (stay.guestIndex % 40)}-${String(1 + (stay.guestIndex % 12)).padStart(2, '0')}-15`,
        residencia: ORIGINS[stay.guestIndex % ORIGINS.length],
        procedencia: random.pick(ORIGINS),
        destino: random.pick(ORIGINS),
        motivo_viaje: random.pick(MOTIVES),
      },
    ],
  });
  return answer !== null;
}

async function consume(desk: DemoCaller, hotel: Hotel, random: Random, stay: PlannedStay, day: string) {
  const room = hotel.rooms[stay.roomIndex];
  if (!room || day === stay.salida) return;
  const lines: { product_id: number; cantidad: string; warehouse_id?: number }[] = [];
  if (random.chance(0.55))
    lines.push({ product_id: hotel.product('DESA'), cantidad: String(random.int(1, stay.adults)) });
  if (random.chance(0.3)) {
    lines.push({
      product_id: hotel.product(random.pick(MINIBAR)),
      cantidad: String(random.int(1, 2)),
      warehouse_id: hotel.mainWarehouse,
    });
  }
  if (random.chance(0.08))
    lines.push({ product_id: hotel.product('LAVA'), cantidad: String(random.int(2, 6)) });
  if (random.chance(0.12)) lines.push({ product_id: hotel.product('PARQ'), cantidad: '1' });
  if (lines.length > 0) await desk.tryPost('/saveDetalleRoom', { habitacion_id: room.id, lineas: lines });
}

async function checkOut(
  desk: DemoCaller,
  admin: DemoCaller,
  hotel: Hotel,
  random: Random,
  stay: PlannedStay,
  day: string,
): Promise<number | null> {
  const room = hotel.rooms[stay.roomIndex];
  if (!room) return null;
  const company = stay.companyIndex === null ? undefined : hotel.companies[stay.companyIndex];
  // A company guest's stay goes to the company on credit; the others settle the exact balance
  // in one method (or are refunded a deposit that exceeded it).
  const method = random.pick([
    'Efectivo',
    'Efectivo',
    'Tarjeta crédito',
    'Tarjeta débito',
    'Transferencia',
    'Nequi',
  ]);
  const body =
    company === undefined
      ? { habitacion_id: room.id, liquidacion: { forma_pago_id: hotel.method(method) } }
      : { habitacion_id: room.id, credito: { empresa_id: company, vencimiento: addDays(day, 30) } };
  const caller = company === undefined ? desk : admin;
  const out = await caller.tryPost<{ factura: { id: number } | null }>('/desocuparHabitacionCliente', body);
  return out?.factura?.id ?? null;
}

/** A credit note on one unit of an extra (not the lodging) of an invoice, left in the guest's favour. */
async function annulACharge(accounting: DemoCaller, invoiceId: number) {
  const factura = await accounting.get<{ data: { lineas: { id: number; descripcion: string }[] } }>(
    `/facturaMostrar/${invoiceId}`,
  );
  const line = factura.data.lineas.find((l) => !/alojamiento|noche|uso del día/i.test(l.descripcion));
  if (!line) return;
  await accounting.tryPost('/notaCreditoCrear', {
    factura_id: invoiceId,
    motivo: 'El huésped no reconoció el consumo',
    lineas: [{ factura_linea_id: line.id, cantidad: '1' }],
  });
}

/** The store's weekly purchase for the minibar, and part of it moved to the bar's warehouse. */
async function restock(store: DemoCaller, hotel: Hotel, random: Random, day: string) {
  const lines = MINIBAR.map((codigo) => ({
    product_id: hotel.product(codigo),
    cantidad: String(random.int(24, 48)),
    costo_unitario:
      codigo === 'CERV' ? '3500' : codigo === 'SNAC' ? '2500' : codigo === 'GASE' ? '2100' : '1800',
  }));
  await store.tryPost('/ingresoInventarioCrear', {
    proveedor_id: random.pick(hotel.suppliers),
    warehouse_id: hotel.mainWarehouse,
    factura_proveedor: `FV-${day.replaceAll('-', '')}`,
    fecha: day,
    lineas: lines,
    idempotency_key: `demo-entry-${day}`,
  });
  await store.tryPost('/trasladoInventarioCrear', {
    warehouse_id: hotel.mainWarehouse,
    destino_id: hotel.barWarehouse,
    observaciones: 'Surtido del bar',
    lineas: [
      { product_id: hotel.product('CERV'), cantidad: '6' },
      { product_id: hotel.product('GASE'), cantidad: '6' },
    ],
  });
}

/** What a shift's close counted per group (the next shift receives its cash). */
interface Counted {
  efectivo: string;
  tarjetas: string;
  transferencia: string;
}
const FLOAT_ONLY: Counted = { efectivo: String(FLOAT), tarjetas: '0', transferencia: '0' };

/**
 * The night shift's close: the cash above the float goes to the safe, the rest is counted — now
 * and then a few pesos off, as real counts are — with the card vouchers and transfers; the cash
 * counted is the next shift's opening.
 */
async function closeShift(desk: DemoCaller, random: Random, opened: Counted): Promise<Counted> {
  const balance = await desk.get<{ data: { grupos: { grupo: string; esperado: string }[] } | null }>(
    '/detalleCajaSaldoByGrupos',
  );
  // No register open (someone else holds it): nothing to close, the register stays as it was.
  if (!balance.data) return opened;
  const groups = balance.data.grupos;
  const expected = (grupo: string) => Number(groups.find((g) => g.grupo === grupo)?.esperado ?? '0');
  const cash = expected('efectivo');
  if (cash > FLOAT) {
    await desk.tryPost('/caja/retiro-parcial', {
      monto: (cash - FLOAT).toFixed(2),
      motivo: 'Consignación a la caja fuerte',
    });
  }
  const off = random.chance(0.1) ? random.pick([-5_000, -2_000, 1_000, 3_000]) : 0;
  const counted: Counted = {
    efectivo: String(Math.max(0, Math.min(cash, FLOAT) + off)),
    tarjetas: expected('tarjetas').toFixed(2),
    transferencia: expected('transferencia').toFixed(2),
  };
  const closed = await desk.tryPost('/cajaCerrar', counted);
  return closed ? counted : opened;
}
