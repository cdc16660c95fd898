import { fromCents, toCents } from './cents';

/** The impuesto nacional al consumo of restaurants and bars (Estatuto Tributario art. 512-1). */
export const INC_RATE = '8.00';
/** A sale above this many UVT before taxes is invoiced (factura de venta), not a POS ticket. */
export const POS_TICKET_MAX_UVT = 5n;
/** The voluntary tip suggested, as a percentage of the service's value before taxes. */
export const SUGGESTED_TIP_PERCENT = 10n;

/** 5 UVT: the most a POS ticket may hold before taxes (2026: 5 × 52.374 = 261.870). */
export const invoiceThreshold = (uvt: string): string => fromCents(toCents(uvt) * POS_TICKET_MAX_UVT);

/**
 * The document a sale issues: none for a charge to a room (the check-out invoice covers it); a
 * factura de venta when the buyer asks for one or the sale before taxes exceeds 5 UVT; otherwise
 * the tiquete POS.
 */
export function saleDocumentFor(input: {
  habitacion: boolean;
  pedido: 'factura' | 'pos' | null | undefined;
  subtotal: string;
  umbral: string;
}): 'habitacion' | 'factura' | 'pos' {
  if (input.habitacion) return 'habitacion';
  if (input.pedido === 'factura') return 'factura';
  return toCents(input.subtotal) > toCents(input.umbral) ? 'factura' : 'pos';
}

/** The tip suggested (10 % of the value before taxes), to the whole peso, half up. */
export function suggestedTip(subtotal: string): string {
  const cents = toCents(subtotal) * SUGGESTED_TIP_PERCENT;
  const pesos = (cents + 5_000n) / 10_000n;
  return fromCents(cents <= 0n ? 0n : pesos * 100n);
}

/** What the buyer pays: the sale's total and the tip, which stays outside the tax base. */
export const amountDue = (total: string, propina: string | null | undefined): string =>
  fromCents(toCents(total) + toCents(propina || '0'));

/** A non-negative decimal text as a whole number of its `digits`-th parts ("1.5", 3 → 1500n). */
function scaled(value: string, digits: number): bigint {
  const [whole = '0', fraction = ''] = value.trim().split('.');
  return (
    BigInt(whole || '0') * 10n ** BigInt(digits) +
    BigInt(fraction.padEnd(digits, '0').slice(0, digits) || '0')
  );
}

/**
 * Whether the line's discount is within `percent` of the line (price × quantity): what an outlet
 * lets any seller give (`puntos_venta.descuento_libre`): the server's check, and the screen's
 * question for the reason. Exact: discount × 100 ≤ line × percent.
 */
export function withinFreeDiscount(
  l: { precio: string; cantidad: string; descuento: string },
  percent: string,
): boolean {
  // discount/10² ≤ (price/10²)(quantity/10³)(percent/10²)/100, in whole numbers: discount·10⁷ ≤ price·quantity·percent.
  const discount = scaled(l.descuento, 2) * 100n * 100n * 1000n;
  const allowed = scaled(l.precio, 2) * scaled(l.cantidad, 3) * scaled(percent, 2);
  return discount <= allowed;
}
