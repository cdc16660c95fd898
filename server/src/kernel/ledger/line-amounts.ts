import type { EntryTaxKind } from '@posada/contracts';
import { divRound, toScaled } from '../../lib/decimal';
import { fromCents, toCents } from '../../lib/money';

/** A tax as the products and rates carry it. */
export interface TaxRate {
  impuesto_id: number;
  tipo: 'IVA' | 'INC' | 'otro';
  nombre: string;
  porcentaje: string;
}

/** One tax of a line, as stored beside the entry and printed on the invoice. */
export interface LineTax {
  impuesto_id: number | null;
  tipo: EntryTaxKind;
  nombre: string;
  porcentaje: string;
  base: string;
  valor: string;
  exento: boolean;
}

/** A line's money: base after discount, its taxes, total = valor + impuesto. */
export interface LineAmounts {
  valor: string;
  impuesto: string;
  total: string;
  impuestos: LineTax[];
}

export class LineError extends Error {}

/** `amount × pct / 100`, to the cent, half away from zero (either sign). */
const percentCents = (cents: bigint, pct: string) => divRound(cents * toScaled(pct, 2), 10_000n);

function assemble(
  valor: bigint,
  taxes: { rate: TaxRate | null; exento: boolean; cents: bigint }[],
): LineAmounts {
  const impuesto = taxes.reduce((sum, t) => sum + t.cents, 0n);
  return {
    valor: fromCents(valor),
    impuesto: fromCents(impuesto),
    total: fromCents(valor + impuesto),
    impuestos: taxes.map(({ rate, exento, cents }) => ({
      impuesto_id: rate?.impuesto_id ?? null,
      tipo: rate?.tipo ?? 'excluido',
      nombre: rate?.nombre ?? 'Excluido',
      porcentaje: rate && !exento ? fromCents(toCents(rate.porcentaje)) : '0.00',
      base: fromCents(valor),
      valor: fromCents(cents),
      exento,
    })),
  };
}

/**
 * The money of a charge line: quantity × unit price less the discount, then its taxes — on top of
 * the price, or inside it (shelf and menu prices hold their taxes: the base is taken out and the
 * total stays the price). `exentoIva` bills IVA at 0 (lodging of a non-resident foreign tourist).
 * A line without taxes is `excluido`. Rounded to the cent, half away from zero.
 */
export function priceLine(input: {
  cantidad: string;
  precio: string;
  descuento?: string;
  incluyeImpuestos: boolean;
  taxes: TaxRate[];
  exentoIva?: boolean;
}): LineAmounts {
  const gross =
    divRound(toScaled(input.cantidad, 3) * toCents(input.precio), 1000n) - toCents(input.descuento ?? '0');
  if (gross < 0n) throw new LineError('El descuento no puede superar el valor de la línea');
  if (input.taxes.length === 0) return assemble(gross, [{ rate: null, exento: false, cents: 0n }]);
  const applies = input.taxes.map((rate) => ({
    rate,
    exento: Boolean(input.exentoIva) && rate.tipo === 'IVA',
  }));
  const rateOf = (t: { rate: TaxRate; exento: boolean }) => (t.exento ? '0' : t.rate.porcentaje);
  if (!input.incluyeImpuestos) {
    return assemble(
      gross,
      applies.map((t) => ({ ...t, cents: percentCents(gross, rateOf(t)) })),
    );
  }
  const pctSum = applies.reduce((sum, t) => sum + toScaled(rateOf(t), 2), 0n);
  const base = divRound(gross * 10_000n, 10_000n + pctSum);
  const taxes = applies.map((t) => ({ ...t, cents: percentCents(base, rateOf(t)) }));
  // The total stays the price: the base takes what rounding leaves.
  return assemble(gross - taxes.reduce((sum, t) => sum + t.cents, 0n), taxes);
}

/**
 * The part of a line worth `monto` (of its total), for splitting a charge by amount: each tax in
 * proportion, the base what is left, so the part's total is exactly `monto`.
 */
export function partOf(line: LineAmounts, monto: string): LineAmounts {
  const total = toCents(line.total);
  const part = toCents(monto);
  if (part <= 0n || part > total)
    throw new LineError('El valor a dividir debe ser mayor que cero y no superar el cargo');
  if (part === total) return line;
  const taxes = line.impuestos.map((t) => divRound(toCents(t.valor) * part, total));
  const valor = part - taxes.reduce((sum, t) => sum + t, 0n);
  return {
    valor: fromCents(valor),
    impuesto: fromCents(part - valor),
    total: fromCents(part),
    impuestos: line.impuestos.map((t, i) => ({
      ...t,
      base: fromCents(valor),
      valor: fromCents(taxes[i] ?? 0n),
    })),
  };
}

/** The same amounts with the opposite sign (a reversal, a charge moved out). */
export function negated(line: LineAmounts): LineAmounts {
  const neg = (v: string) => fromCents(-toCents(v));
  return {
    valor: neg(line.valor),
    impuesto: neg(line.impuesto),
    total: neg(line.total),
    impuestos: line.impuestos.map((t) => ({ ...t, base: neg(t.base), valor: neg(t.valor) })),
  };
}
