import { toCents } from '../../lib/money';
import { PricingError, type PricingRate, priceStay } from '../pricing/pricing';

export interface TypeCapacity {
  nombre: string;
  capacidad_adultos: number;
  capacidad_ninos: number;
}

/** Why a room type cannot take these persons, per field; none when it can. */
export function capacityErrors(type: TypeCapacity, adultos: number, ninos: number): Record<string, string> {
  const errors: Record<string, string> = {};
  if (adultos > type.capacidad_adultos) {
    errors.adultos = `El tipo «${type.nombre}» admite hasta ${type.capacidad_adultos} adultos`;
  }
  if (ninos > type.capacidad_ninos) {
    errors.ninos =
      type.capacidad_ninos === 0
        ? `El tipo «${type.nombre}» no admite niños`
        : `El tipo «${type.nombre}» admite hasta ${type.capacidad_ninos} niños`;
  }
  return errors;
}

/** How many lines of a type can still be sold over the nights: the fewest free rooms, never below 0. */
export function freeOverStay(nights: readonly { libres: number }[]): number {
  if (nights.length === 0) return 0;
  return Math.max(0, Math.min(...nights.map((n) => n.libres)));
}

/**
 * The price of the stay for each rate name of the type that is valid on every night (a season
 * beats the all-year rate night by night), cheapest first. Inactive rates are left out.
 */
export function ratesForStay(input: {
  rates: readonly (PricingRate & { estado: boolean })[];
  llegada: string;
  salida: string;
  personas: number;
}) {
  const active = input.rates.filter((r) => r.estado);
  const names = [...new Set(active.map((r) => r.nombre))];
  const priced = names.flatMap((nombre) => {
    try {
      const { llegada, salida, personas } = input;
      const price = priceStay({ rates: active, rateName: nombre, llegada, salida, personas });
      const first = price.noches[0];
      return first ? [{ tarifa_id: first.tarifa_id, nombre, ...price }] : [];
    } catch (error) {
      if (error instanceof PricingError) return [];
      throw error;
    }
  });
  return priced.sort((a, b) => {
    const diff = toCents(a.total) - toCents(b.total);
    return diff < 0n ? -1 : diff > 0n ? 1 : a.nombre.localeCompare(b.nombre);
  });
}
