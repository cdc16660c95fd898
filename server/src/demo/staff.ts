import { addDays } from '@posada/contracts/dates';
import type { DemoCaller } from './api';
import type { Hotel } from './hotel';
import type { PlannedStay, Random } from './plan';

/**
 * What the demo hotel's staff do on a simulated day, each through the API as its role: the front
 * desk's bookings, check-ins, charges and check-outs, the accountant's credit notes, the
 * storekeeper's purchases and the night shift's close.
 */
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

export interface Booked {
  reservaId: number;
  lineaId: number;
}
export async function book(
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

export async function checkIn(
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

export async function consume(
  desk: DemoCaller,
  hotel: Hotel,
  random: Random,
  stay: PlannedStay,
  day: string,
) {
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

export async function checkOut(
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
export async function annulACharge(accounting: DemoCaller, invoiceId: number) {
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
export async function restock(store: DemoCaller, hotel: Hotel, random: Random, day: string) {
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
export interface Counted {
  efectivo: string;
  tarjetas: string;
  transferencia: string;
}
export const FLOAT_ONLY: Counted = { efectivo: String(FLOAT), tarjetas: '0', transferencia: '0' };

/**
 * The night shift's close: the cash above the float goes to the safe, the rest is counted — now
 * and then a few pesos off, as real counts are — with the card vouchers and transfers; the cash
 * counted is the next shift's opening.
 */
export async function closeShift(desk: DemoCaller, random: Random, opened: Counted): Promise<Counted> {
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
