import type { TProductOption } from '@posada/contracts';

/** A line of the entry form as typed: text values, an empty box is ''. */
export interface EntryLineInput {
  product_id: string | null;
  cantidad: string;
  costo_unitario: string;
}

export interface LineAmounts {
  subtotal: string;
  impuestos: string;
  total: string;
  /** The product's taxes, as printed: 'IVA 19 %'. */
  detalle: string;
}

const scaled = (text: string, scale: number): bigint | null => {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return null;
  const [, int = '0', frac = ''] = match;
  if (frac.length > scale) return null;
  return BigInt(int) * 10n ** BigInt(scale) + BigInt(frac.padEnd(scale, '0') || '0');
};
/** n / d rounded half up (amounts here are never negative). */
const divRound = (n: bigint, d: bigint) => (n + d / 2n) / d;
const money = (cents: bigint) => `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;

/**
 * What the server will compute for a line, shown while typing: quantity × unit cost rounded to the
 * cent, each of the product's taxes on it rounded to the cent. Exact (bigint), as the server is.
 */
export function lineAmounts(line: EntryLineInput, product: TProductOption | undefined): LineAmounts | null {
  const qty = scaled(line.cantidad, 3);
  const cost = scaled(line.costo_unitario, 2);
  if (qty === null || cost === null) return null;
  const subtotal = divRound(qty * cost, 1000n);
  const taxes = (product?.impuestos ?? []).reduce(
    (sum, t) => sum + divRound(subtotal * (scaled(t.porcentaje, 2) ?? 0n), 10_000n),
    0n,
  );
  return {
    subtotal: money(subtotal),
    impuestos: money(taxes),
    total: money(subtotal + taxes),
    detalle: (product?.impuestos ?? []).map((t) => t.nombre).join(', '),
  };
}

/** The totals of the lines that can be computed. */
export function entryTotals(amounts: (LineAmounts | null)[]): Omit<LineAmounts, 'detalle'> {
  const sum = (pick: (a: LineAmounts) => string) =>
    money(amounts.reduce((s, a) => s + (a ? (scaled(pick(a), 2) ?? 0n) : 0n), 0n));
  return { subtotal: sum((a) => a.subtotal), impuestos: sum((a) => a.impuestos), total: sum((a) => a.total) };
}
