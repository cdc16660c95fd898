import type { taxTypes } from '@posada/contracts';
import { divRound } from '../../lib/decimal';
import { fromCents, toCents } from '../../lib/money';
import { toMilli } from '../../lib/quantity';

export type TaxType = (typeof taxTypes)[number];

/** A tax a line carries, as the product or the rate defines it. */
export interface LineTax {
  impuesto_id: number | null;
  nombre: string;
  tipo: TaxType;
  /** "19.00" */
  porcentaje: string;
}

/** A line to invoice: amounts before taxes, exact decimal strings. */
export interface InvoiceLineInput {
  descripcion: string;
  /** Up to 3 decimals, more than zero. */
  cantidad: string;
  /** Unit price before taxes, zero or more. */
  precio_unitario: string;
  /** Discount on the whole line, before taxes. */
  descuento: string;
  impuestos: LineTax[];
  /** Lodging (room nights): the only lines the non-resident tourist exemption touches. */
  alojamiento: boolean;
  /**
   * The exact base when the line comes priced already (an account charge whose price held its
   * taxes): rounded to pesos instead of quantity × price − discount.
   */
  valor?: string;
  /**
   * The exact total of an account charge (base plus its taxes): the line keeps it, rounded to the
   * peso, and takes its taxes out of it — a minibar water sold at $ 4.500 with its IVA inside is
   * billed at 4.500 (base 3.782, IVA 718), not at a base and a tax each rounded up to 4.501.
   * Dropped when the line's taxes change (the exemption).
   */
  total?: string;
}

export interface InvoiceLineTax extends LineTax {
  base: string;
  valor: string;
}

export interface InvoiceLine extends Omit<InvoiceLineInput, 'impuestos' | 'valor'> {
  /** Quantity × unit price − discount, in whole pesos. */
  base: string;
  impuestos: InvoiceLineTax[];
  /** base + its taxes. */
  total: string;
}

/** One row of the totals per tax; `Excluido` gathers the bases of lines outside IVA. */
export interface TaxTotal {
  tipo: TaxType | 'excluido';
  porcentaje: string;
  nombre: string;
  base: string;
  valor: string;
}

export interface InvoiceTotals {
  lineas: InvoiceLine[];
  /** Before discounts: the base plus the discounts, so the printed figures add up. */
  bruto: string;
  descuentos: string;
  /** Sum of the rounded line bases: the one base, what the taxes were computed on. */
  base: string;
  impuestos: TaxTotal[];
  /** Sum of the rounded line taxes. */
  total_impuestos: string;
  total: string;
}

export class InvoiceRuleError extends Error {}

const PESO = 100n; // cents
const MILLI = 1000n;
/** `cents / divisor` rounded once to whole pesos, half away from zero, as cents again. */
const toPesos = (cents: bigint, divisor = 1n) => divRound(cents, divisor * PESO) * PESO;

/**
 * One line's amounts as DIAN's representation expects them in pesos: the base is quantity × unit
 * price − discount rounded to the peso, each tax is base × rate rounded to the peso, and the
 * totals are sums of the rounded lines — so every printed line adds up and so do the totals.
 */
export function invoiceLine(input: InvoiceLineInput): InvoiceLine {
  const cantidad = toMilli(input.cantidad);
  const precio = toCents(input.precio_unitario);
  const descuento = toCents(input.descuento);
  if (cantidad <= 0n)
    throw new InvoiceRuleError(`«${input.descripcion}»: la cantidad debe ser mayor que cero`);
  if (precio < 0n) throw new InvoiceRuleError(`«${input.descripcion}»: el precio no puede ser negativo`);
  const gross = cantidad * precio; // cents × 1000
  if (descuento < 0n || descuento * MILLI > gross) {
    throw new InvoiceRuleError(
      `«${input.descripcion}»: el descuento debe estar entre cero y el valor de la línea`,
    );
  }
  const rates = input.impuestos.map((tax) => {
    const rate = toCents(tax.porcentaje); // hundredths of a percent
    if (rate < 0n || rate > 10_000n)
      throw new InvoiceRuleError(`Porcentaje de impuesto inválido: ${tax.porcentaje}`);
    return rate;
  });
  const { valor: _exact, total: _total, ...typed } = input;
  // A line priced by the ledger prints what adds up to the base it is taxed on (a typed price
  // stays as typed): its discount takes the rounding to the peso when it has one (the unit price
  // stays), else the unit price is (base + discount) / quantity — a line of one adds up to the cent.
  const priced = (base: bigint) => {
    if (input.valor === undefined && input.total === undefined) return typed;
    const lineGross = divRound(cantidad * precio, MILLI);
    if (descuento > 0n && lineGross >= base) return { ...typed, descuento: fromCents(lineGross - base) };
    return { ...typed, precio_unitario: fromCents(divRound((base + descuento) * MILLI, cantidad)) };
  };
  if (input.total !== undefined) {
    // The total stays; each tax is its share of it (total × rate / (100 % + the rates)).
    const total = toPesos(toCents(input.total));
    const all = rates.reduce((sum, r) => sum + r, 10_000n);
    const values = rates.map((rate) => toPesos(total * rate, all));
    const base = values.reduce((rest, v) => rest - v, total);
    const impuestos = input.impuestos.map((tax, i) => ({
      ...tax,
      base: fromCents(base),
      valor: fromCents(values[i] ?? 0n),
    }));
    return { ...priced(base), base: fromCents(base), impuestos, total: fromCents(total) };
  }
  const base =
    input.valor === undefined ? toPesos(gross - descuento * MILLI, MILLI) : toPesos(toCents(input.valor));
  const impuestos = input.impuestos.map((tax, i) => ({
    ...tax,
    base: fromCents(base),
    valor: fromCents(toPesos(base * (rates[i] ?? 0n), 10_000n)),
  }));
  const total = impuestos.reduce((sum, t) => sum + toCents(t.valor), base);
  return { ...priced(base), base: fromCents(base), impuestos, total: fromCents(total) };
}

const taxKey = (t: { tipo: string; porcentaje: string }) => `${t.tipo}|${fromCents(toCents(t.porcentaje))}`;

/** The invoice's lines and its totals per tax, each total the sum of the rounded lines. */
export function invoiceTotals(inputs: InvoiceLineInput[]): InvoiceTotals {
  if (inputs.length === 0) throw new InvoiceRuleError('La factura no tiene líneas');
  const lineas = inputs.map(invoiceLine);
  const byTax = new Map<string, { row: TaxTotal; base: bigint; valor: bigint }>();
  const add = (key: string, row: Omit<TaxTotal, 'base' | 'valor'>, base: bigint, valor: bigint) => {
    const found = byTax.get(key) ?? { row: { ...row, base: '0.00', valor: '0.00' }, base: 0n, valor: 0n };
    found.base += base;
    found.valor += valor;
    byTax.set(key, found);
  };
  let descuentos = 0n;
  let base = 0n;
  let taxes = 0n;
  for (const line of lineas) {
    descuentos += toCents(line.descuento);
    base += toCents(line.base);
    if (!line.impuestos.some((t) => t.tipo === 'IVA')) {
      add(
        'excluido',
        { tipo: 'excluido', porcentaje: '0.00', nombre: 'Excluido de IVA' },
        toCents(line.base),
        0n,
      );
    }
    for (const t of line.impuestos) {
      taxes += toCents(t.valor);
      const porcentaje = fromCents(toCents(t.porcentaje));
      const nombre = t.tipo === 'IVA' && toCents(porcentaje) === 0n ? 'IVA exento 0 %' : t.nombre;
      add(taxKey(t), { tipo: t.tipo, porcentaje, nombre }, toCents(t.base), toCents(t.valor));
    }
  }
  const impuestos = [...byTax.values()].map(({ row, base: b, valor }) => ({
    ...row,
    base: fromCents(b),
    valor: fromCents(valor),
  }));
  return {
    lineas,
    bruto: fromCents(base + descuentos),
    descuentos: fromCents(descuentos),
    base: fromCents(base),
    impuestos,
    total_impuestos: fromCents(taxes),
    total: fromCents(base + taxes),
  };
}
