import { dayText } from '@posada/contracts/dates';
import { fromCents, toCents } from '../../lib/money';

/** A rate as the pricing needs it (money as decimal strings, dates as YYYY-MM-DD). */
export interface PricingRate {
  id: number;
  nombre: string;
  precio_noche: string;
  personas_incluidas: number;
  valor_persona_adicional: string;
  vigencia_desde: string | null;
  vigencia_hasta: string | null;
  /** Tax percentage of the rate ("19.00"), or null when it has none. */
  impuesto_porcentaje: string | null;
  /** The rate's tax, recorded on each night charge (its kind and name for the invoice). */
  impuesto_id?: number | null;
  impuesto_tipo?: string | null;
  impuesto_nombre?: string | null;
}

export interface PricedNight {
  fecha: string;
  tarifa_id: number;
  base: string;
  adicional: string;
  impuesto: string;
  total: string;
}

export interface StayPrice {
  noches: PricedNight[];
  subtotal: string;
  impuestos: string;
  total: string;
}

export class PricingError extends Error {}

/** The nights of a stay `[llegada, salida)`, as YYYY-MM-DD dates. */
export function stayNights(llegada: string, salida: string): string[] {
  const nights: string[] = [];
  const day = new Date(`${llegada}T00:00:00Z`);
  const end = new Date(`${salida}T00:00:00Z`);
  if (Number.isNaN(day.getTime()) || Number.isNaN(end.getTime())) throw new PricingError('Fechas inválidas');
  while (day < end) {
    nights.push(day.toISOString().slice(0, 10));
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return nights;
}

const covers = (r: PricingRate, date: string) =>
  (r.vigencia_desde === null || r.vigencia_desde <= date) &&
  (r.vigencia_hasta === null || date <= r.vigencia_hasta);

/** Days a rate is valid (open-ended counts as unbounded), to prefer a season over the all-year rate. */
const span = (r: PricingRate) =>
  r.vigencia_desde && r.vigencia_hasta
    ? Date.parse(r.vigencia_hasta) - Date.parse(r.vigencia_desde)
    : Number.POSITIVE_INFINITY;

/** `amount × pct / 100`, rounded half up to the cent. */
export function percentOf(amount: string, pct: string): string {
  const product = toCents(amount) * toCents(pct); // cents × (pct × 100)
  const cents = (product + 5_000n) / 10_000n; // /100 for the percent, /100 for pct's cents
  return fromCents(cents);
}

/**
 * Prices a stay night by night: on each night the rate of the chosen name valid that night (a
 * season beats the all-year rate), plus each person beyond those included, plus the rate's tax
 * unless the guest is exempt (foreign non-resident tourists do not pay IVA on lodging).
 */
export function priceStay(input: {
  rates: PricingRate[];
  rateName: string;
  llegada: string;
  salida: string;
  personas: number;
  exentoIva?: boolean;
}): StayPrice {
  const nights = stayNights(input.llegada, input.salida);
  if (nights.length === 0) throw new PricingError('La salida debe ser posterior a la llegada');
  const named = input.rates.filter((r) => r.nombre === input.rateName);
  let subtotal = 0n;
  let taxes = 0n;
  const noches = nights.map((fecha) => {
    const rate = named.filter((r) => covers(r, fecha)).sort((a, b) => span(a) - span(b))[0];
    if (!rate)
      throw new PricingError(`No hay tarifa «${input.rateName}» vigente para la noche del ${dayText(fecha)}`);
    const extra = BigInt(Math.max(0, input.personas - rate.personas_incluidas));
    const base = toCents(rate.precio_noche);
    const adicional = extra * toCents(rate.valor_persona_adicional);
    const gross = fromCents(base + adicional);
    const impuesto =
      input.exentoIva || rate.impuesto_porcentaje === null
        ? 0n
        : toCents(percentOf(gross, rate.impuesto_porcentaje));
    subtotal += base + adicional;
    taxes += impuesto;
    return {
      fecha,
      tarifa_id: rate.id,
      base: fromCents(base),
      adicional: fromCents(adicional),
      impuesto: fromCents(impuesto),
      total: fromCents(base + adicional + impuesto),
    };
  });
  return {
    noches,
    subtotal: fromCents(subtotal),
    impuestos: fromCents(taxes),
    total: fromCents(subtotal + taxes),
  };
}
