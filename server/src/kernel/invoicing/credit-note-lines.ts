import { divRound } from '../../lib/decimal';
import { fromCents, toCents } from '../../lib/money';
import { fromMilli, toMilli } from '../../lib/quantity';

/** A billed line as a credit note reads it. */
export interface CreditableLine {
  id: number;
  descripcion: string;
  cantidad: string;
  cantidad_anulada: string;
  base: string;
  impuestos: {
    impuesto_id: number | null;
    nombre: string;
    tipo: string;
    porcentaje: string;
    base: string;
    valor: string;
  }[];
}

/** What earlier credit notes already took from a line: its base and each tax (by position). */
export interface Credited {
  base: string;
  impuestos: string[];
}

export class CreditNoteError extends Error {}

const PESO = 100n;
/** `cents × q / whole` rounded to pesos, as cents. */
const share = (cents: bigint, q: bigint, whole: bigint) => divRound(cents * q, whole * PESO) * PESO;

/**
 * The part of a billed line a credit note annuls: its base and each tax in proportion to the
 * quantity, rounded to pesos like the invoice; the last part takes exactly what is left, so a
 * line annulled in several notes adds up to the line, never a peso more or less.
 */
export function creditLine(line: CreditableLine, cantidad: string, before: Credited | undefined) {
  const q = toMilli(cantidad);
  const whole = toMilli(line.cantidad);
  const left = whole - toMilli(line.cantidad_anulada);
  if (q <= 0n) throw new CreditNoteError(`«${line.descripcion}»: la cantidad debe ser mayor que cero`);
  if (q > left) {
    throw new CreditNoteError(
      `«${line.descripcion}»: quedan ${fromMilli(left).replace(/\.?0+$/, '')} por anular`,
    );
  }
  const last = q === left;
  const rest = (cents: bigint, taken: string | undefined) => cents - toCents(taken ?? '0');
  const base = last ? rest(toCents(line.base), before?.base) : share(toCents(line.base), q, whole);
  const impuestos = line.impuestos.map((t, i) => {
    const valor = last ? rest(toCents(t.valor), before?.impuestos[i]) : share(toCents(t.valor), q, whole);
    return { ...t, base: fromCents(base), valor: fromCents(valor) };
  });
  const taxes = impuestos.reduce((sum, t) => sum + toCents(t.valor), 0n);
  return {
    factura_linea_id: line.id,
    descripcion: line.descripcion,
    cantidad: fromMilli(q),
    base: fromCents(base),
    total_impuestos: fromCents(taxes),
    total: fromCents(base + taxes),
    impuestos,
  };
}
