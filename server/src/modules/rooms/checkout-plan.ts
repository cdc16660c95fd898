import { addMoney, subtractMoney } from '../../lib/money';
import { type PricedNight, type StayPrice, stayNights } from './pricing';

/** A night charge of the stay still standing (not reversed). */
export interface StandingCharge {
  id: number;
  fecha: string;
  valor: string;
  impuesto: string;
  total: string;
}

export interface CheckoutPlan {
  /** The stay's new salida: its last night is the one before (equal to llegada: no night). */
  salida: string;
  noches: number;
  /** Charges of nights not stayed, to reverse. */
  reverse: StandingCharge[];
  /** Nights stayed past the planned salida, to charge. */
  charge: PricedNight[];
  /** What the account changes by: charged − reversed. */
  ajuste: string;
}

/**
 * What a check-out on `hoy` does to a stay's account, so that its charges are exactly its nights
 * `[llegada, salida)`: the stay ends today (leaving on the arrival day keeps no night), the charges
 * of nights not stayed are reversed and nights stayed past the planned departure are charged at
 * the stay's rate. Pure: the service writes the entries.
 */
export function checkoutPlan(input: {
  llegada: string;
  hoy: string;
  charged: StandingCharge[];
  /** The price of nights `[llegada, salida)` at the stay's rate. */
  price: (llegada: string, salida: string) => StayPrice;
}): CheckoutPlan {
  const salida = input.hoy > input.llegada ? input.hoy : input.llegada;
  const nights = stayNights(input.llegada, salida);
  const charged = new Set(input.charged.map((c) => c.fecha));
  const missing = nights.filter((night) => !charged.has(night));
  const [first] = missing;
  const priced = first ? input.price(first, salida).noches.filter((n) => missing.includes(n.fecha)) : [];
  const reverse = input.charged.filter((c) => c.fecha >= salida);
  const ajuste = subtractMoney(addMoney('0', ...priced.map((n) => n.total)), ...reverse.map((c) => c.total));
  return { salida, noches: nights.length, reverse, charge: priced, ajuste };
}
