import { addMoney, subtractMoney } from '../../lib/money';
import { type PricedNight, type StayPrice, stayNights } from '../pricing/pricing';
import type { PostedNight, StoredNight } from './nights.repository';

/** A night as priced for the stay, in the shape its charge is built from. */
export const pricedOf = (n: StoredNight): PricedNight => ({
  fecha: n.fecha,
  tarifa_id: n.tarifa_id ?? 0,
  base: n.valor,
  adicional: '0.00',
  impuesto: n.impuesto,
  total: n.total,
});

export interface DueNights {
  /** The nights to post now, in date order, each at its price. */
  nights: PricedNight[];
  /** Those priced now (past the planned departure): their price is stored with them. */
  fresh: PricedNight[];
}

/**
 * The nights of `[llegada, hasta)` not posted yet: at the price the stay got when it opened (its
 * stored nights), and a night never priced for it — past the planned departure — at the rate's
 * price for that night. The business-day close asks with `hasta` = the date it closes (every night
 * before it, so a missed close is caught up), the check-out with its departure. Pure.
 */
export function dueNights(input: {
  llegada: string;
  hasta: string;
  posted: readonly string[];
  stored: readonly PricedNight[];
  /** The price of nights `[desde, hasta)` at the stay's rate (may throw when no rate covers one). */
  price: (desde: string, hasta: string) => StayPrice;
}): DueNights {
  if (input.hasta <= input.llegada) return { nights: [], fresh: [] };
  const posted = new Set(input.posted);
  const stored = new Map(input.stored.map((n) => [n.fecha, n]));
  const due = stayNights(input.llegada, input.hasta).filter((fecha) => !posted.has(fecha));
  const unpriced = due.filter((fecha) => !stored.has(fecha));
  const [first] = unpriced;
  const fresh = first ? input.price(first, input.hasta).noches.filter((n) => unpriced.includes(n.fecha)) : [];
  const priced = new Map([...stored, ...fresh.map((n) => [n.fecha, n] as const)]);
  return { nights: due.flatMap((fecha) => priced.get(fecha) ?? []), fresh };
}

export interface CheckoutPlan extends DueNights {
  /** The stay's new salida: its last night is the one before (equal to llegada: no night). */
  salida: string;
  noches: number;
  /** Night charges standing on or after the departure (posted ahead by hand), to reverse. */
  reverse: PostedNight[];
  /** What the accounts change by: the nights posted now − those reversed. */
  ajuste: string;
}

/**
 * What a check-out on `hoy` does to a stay's nights: the stay ends today (leaving on the arrival
 * day keeps no night), the nights stayed and not yet posted by the business-day close are posted,
 * and a night posted for a date it will not stay is reversed. Pure: the service writes the entries.
 */
export function checkoutPlan(input: {
  llegada: string;
  hoy: string;
  posted: readonly PostedNight[];
  stored: readonly PricedNight[];
  price: (desde: string, hasta: string) => StayPrice;
}): CheckoutPlan {
  const salida = input.hoy > input.llegada ? input.hoy : input.llegada;
  const due = dueNights({
    llegada: input.llegada,
    hasta: salida,
    posted: input.posted.map((p) => p.fecha),
    stored: input.stored,
    price: input.price,
  });
  const reverse = input.posted.filter((c) => c.standing && c.fecha >= salida);
  const ajuste = subtractMoney(
    addMoney('0', ...due.nights.map((n) => n.total)),
    ...reverse.map((c) => c.total),
  );
  return { ...due, salida, noches: stayNights(input.llegada, salida).length, reverse, ajuste };
}
