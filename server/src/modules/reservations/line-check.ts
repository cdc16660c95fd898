import type { ReservationState, TReservationLineBody } from '@posada/contracts';
import { dayText } from '@posada/contracts/dates';
import type { Tx } from '../../db/client';
import { capacityErrors, ratesForStay } from '../../kernel/bookings/availability';
import type {
  AvailabilityRepository,
  RateRow,
  RoomRow,
  RoomTypeRow,
} from '../../kernel/bookings/availability.repository';
import type { NewLine } from '../../kernel/bookings/reservations.repository';
import { PricingError, priceStay } from '../../kernel/pricing/pricing';
import { ValidationError } from '../../lib/errors';

type Errors = Record<string, string[]>;
const invalid = (errors: Errors) => new ValidationError('Los datos enviados no son válidos', errors);

/** What the lines are checked against: the holder, their types, the types' rates, the rooms asked for. */
export interface LineFacts {
  /** False when a holder was given and the hotel has no active client of that id. */
  clientOk: boolean;
  types: Map<number, RoomTypeRow>;
  rates: RateRow[];
  rooms: Map<number, RoomRow>;
}

interface LinesInput {
  clienteId?: number;
  lineas: TReservationLineBody[];
  estado: ReservationState;
  vence_at: string | null;
  sobreventa: boolean;
  /** Where a line's errors land: `lineas.N.` for a booking, the plain field for a change. */
  at: (index: number, field: string) => string;
}

/**
 * Every line of a booking (or the changed line) checked and priced night by night, all the
 * refusals at once on each line's field: past arrival, closed type, capacity, room (inactive, of
 * another type, in maintenance), rate (of another type, inactive, not valid every night).
 */
export async function prepareLines(
  repo: Pick<AvailabilityRepository, 'activeClient' | 'roomTypes' | 'rates' | 'rooms'>,
  tx: Tx,
  hotelId: number,
  input: LinesInput,
  hoy: string,
) {
  const clientOk =
    input.clienteId === undefined || (await repo.activeClient(tx, hotelId, input.clienteId)) !== undefined;
  const typeIds = [...new Set(input.lineas.map((l) => l.tipo_habitacion_id))];
  const types = new Map((await repo.roomTypes(tx, hotelId, typeIds)).map((t) => [t.id, t]));
  const rates = await repo.rates(tx, [...types.keys()]);
  const roomIds = input.lineas.flatMap((l) => (l.habitacion_id === null ? [] : [l.habitacion_id]));
  const rooms = new Map((await repo.rooms(tx, hotelId, roomIds)).map((r) => [r.id, r]));
  return checkLines({ clientOk, types, rates, rooms }, input, hoy);
}

/** `prepareLines` on facts already read (a booking's creation reads them in one statement). */
export function checkLines({ clientOk, types, rates, rooms }: LineFacts, input: LinesInput, hoy: string) {
  const errors: Errors = {};
  const fail = (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  if (!clientOk) fail('cliente_id', 'El cliente no existe o está inactivo');
  const { estado } = input;
  const prepared = input.lineas.map((line, i) => {
    const at = (field: string) => input.at(i, field);
    if (line.llegada < hoy) fail(at('llegada'), `La llegada no puede ser anterior a hoy (${dayText(hoy)})`);
    const type = types.get(line.tipo_habitacion_id);
    if (!type) return void fail(at('tipo_habitacion_id'), 'El tipo de habitación no existe');
    if (!type.estado) return void fail(at('tipo_habitacion_id'), `El tipo «${type.nombre}» está cerrado`);
    for (const [field, message] of Object.entries(capacityErrors(type, line.adultos, line.ninos))) {
      fail(at(field), message);
    }
    const room = line.habitacion_id === null ? undefined : rooms.get(line.habitacion_id);
    if (line.habitacion_id !== null) {
      if (!room || !room.estado) fail(at('habitacion_id'), 'La habitación no existe o está inactiva');
      else if (room.tipo_habitacion_id !== type.id) {
        fail(at('habitacion_id'), `La habitación ${room.numero} no es del tipo «${type.nombre}»`);
      } else if (room.mantenimiento) {
        fail(at('habitacion_id'), `La habitación ${room.numero} está en mantenimiento para esas noches`);
      }
    }
    const own = rates.filter((r) => r.tipo_habitacion_id === type.id);
    const stay = { llegada: line.llegada, salida: line.salida, personas: line.adultos + line.ninos };
    let price: ReturnType<typeof priceStay> & { nombre: string };
    if (line.tarifa_id !== null) {
      const rate = own.find((r) => r.id === line.tarifa_id);
      if (!rate) return void fail(at('tarifa_id'), `La tarifa no es del tipo «${type.nombre}»`);
      if (!rate.estado) return void fail(at('tarifa_id'), `La tarifa «${rate.nombre}» está inactiva`);
      try {
        price = {
          nombre: rate.nombre,
          ...priceStay({ rates: own.filter((r) => r.estado), rateName: rate.nombre, ...stay }),
        };
      } catch (error) {
        if (!(error instanceof PricingError)) throw error;
        return void fail(at('tarifa_id'), error.message);
      }
    } else {
      const [cheapest] = ratesForStay({ rates: own, ...stay });
      if (!cheapest) {
        return void fail(
          at('tarifa_id'),
          `El tipo «${type.nombre}» no tiene una tarifa vigente para esas noches`,
        );
      }
      price = cheapest;
    }
    const first = price.noches[0];
    if (!first) return void fail(at('salida'), 'La salida debe ser posterior a la llegada');
    const values: NewLine = {
      tipo_habitacion_id: type.id,
      habitacion_id: room?.id ?? null,
      llegada: line.llegada,
      salida: line.salida,
      adultos: line.adultos,
      ninos: line.ninos,
      tarifa_id: first.tarifa_id,
      tarifa_nombre: price.nombre,
      total: price.total,
      estado,
      vence_at: input.vence_at,
      sobreventa: input.sobreventa,
    };
    return { index: i, type, room, values, nights: price.noches };
  });
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return prepared.flatMap((p) => (p ? [p] : []));
}
