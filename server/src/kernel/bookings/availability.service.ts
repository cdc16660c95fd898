import type { TAvailabilityBody, TAvailabilityType } from '@posada/contracts';
import { dayText } from '@posada/contracts/dates';
import type { Db } from '../../db/client';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { createVersionedCache } from '../../lib/versioned-cache';
import type { HotelCalendar } from '../calendar/calendar';
import { capacityErrors, freeOverStay, ratesForStay } from './availability';
import type { AvailabilityRepository } from './availability.repository';
import type { HoldExpiry } from './hold-expiry';

interface Deps {
  db: Db;
  repo: AvailabilityRepository;
  calendar: HotelCalendar;
  holds: HoldExpiry;
}

const invalid = (errors: Record<string, string>) =>
  new ValidationError(
    'Los datos enviados no son válidos',
    Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, [message]])),
  );

/** Questions kept per hotel for its current version: dates × persons × type searched meanwhile. */
const SEARCHES_PER_HOTEL = 256;

/**
 * The availability search: for each open room type that fits the persons, the free rooms of each
 * night (`freeNightsCtes`, the count the database checks a sale against), the price of
 * the stay per rate and the rooms free on every night.
 */
export function createAvailabilityService({ db, repo, calendar, holds }: Deps) {
  const cache = createVersionedCache<TAvailabilityType[]>(SEARCHES_PER_HOTEL);

  return {
    /**
     * Answered once per hotel version and business date for the same question (the search reads
     * only what raises the version: rooms, types, claims, lines, blocks, rates, taxes), so the
     * front desk's repeated searches and the booking form's panel after every change cost one
     * computation each.
     */
    async search(hotelId: number, body: TAvailabilityBody): Promise<TAvailabilityType[]> {
      // An expiry raises the version: the cached answers are computed again without the hold.
      const found = await holds.stampAfterExpiry(hotelId);
      if (!found) throw new NotFoundError('El hotel no existe');
      const hoy = calendar.todayIn(found.zona_horaria);
      if (body.llegada < hoy)
        throw invalid({ llegada: `La llegada no puede ser anterior a hoy (${dayText(hoy)})` });
      const key = [body.llegada, body.salida, body.adultos, body.ninos, body.tipo_habitacion_id ?? ''].join(
        '|',
      );
      return cache.get(hotelId, { version: found.version, hoy }, key, () => compute(hotelId, body));
    },
  };

  async function compute(hotelId: number, body: TAvailabilityBody): Promise<TAvailabilityType[]> {
    const asked = body.tipo_habitacion_id;
    const types = await repo.roomTypes(db, hotelId, asked ? [asked] : undefined);
    if (asked) {
      const [type] = types;
      if (!type) throw invalid({ tipo_habitacion_id: 'El tipo de habitación no existe' });
      if (!type.estado) throw invalid({ tipo_habitacion_id: `El tipo «${type.nombre}» está cerrado` });
      const errors = capacityErrors(type, body.adultos, body.ninos);
      if (Object.keys(errors).length > 0) throw invalid(errors);
    }
    const fitting = types.filter(
      (t) => t.estado && Object.keys(capacityErrors(t, body.adultos, body.ninos)).length === 0,
    );
    const ids = fitting.map((t) => t.id);
    const [nights, rooms, rates] = [
      await repo.nightsFree(db, hotelId, ids, body.llegada, body.salida),
      await repo.freeRooms(db, ids, body.llegada, body.salida),
      await repo.rates(db, ids),
    ];
    return fitting.map((type) => {
      const por_noche = nights
        .filter((n) => n.tipo_habitacion_id === type.id)
        .map((n) => ({ fecha: n.fecha, libres: Math.max(0, n.libres) }));
      const tarifas = ratesForStay({
        rates: rates.filter((r) => r.tipo_habitacion_id === type.id),
        llegada: body.llegada,
        salida: body.salida,
        personas: body.adultos + body.ninos,
      }).map((r) => ({
        tarifa_id: r.tarifa_id,
        nombre: r.nombre,
        subtotal: r.subtotal,
        impuestos: r.impuestos,
        total: r.total,
        noches: r.noches.map(({ tarifa_id: _, ...night }) => night),
      }));
      return {
        tipo_habitacion_id: type.id,
        nombre: type.nombre,
        capacidad_adultos: type.capacidad_adultos,
        capacidad_ninos: type.capacidad_ninos,
        libres: freeOverStay(por_noche),
        por_noche,
        tarifas,
        habitaciones: rooms
          .filter((r) => r.tipo_habitacion_id === type.id)
          .map(({ id, numero, piso }) => ({ id, numero, piso })),
      };
    });
  }
}

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
