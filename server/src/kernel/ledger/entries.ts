import type { cuentaMovimientos } from '../../db/schema';
import type { RecordedPayment } from '../payments/payments.service';
import type { LedgerEntry } from './ledger';
import type { EntryTaxRow } from './ledger.repository';
import { type LineAmounts, negated } from './line-amounts';

/** An entry as the actions need it: its row, its account's state, and what became of it. */
export type ActionEntry = typeof cuentaMovimientos.$inferSelect & {
  cuenta_estado: string;
  reversado_por: number | null;
  /** How much of it is still in its account (its total less what was moved out). */
  restante: string;
  /** The discounts standing on it (cuentaDescuento on this charge, not reversed). */
  descontado: string;
  /** An invoice billed it. */
  facturado: boolean;
};

/** Where an entry is posted and by whom. */
export interface EntryBase {
  hotel_id: number;
  cuenta_id: number;
  created_by: number | null;
}

/** Money in (a payment) or out (a refund, negative) of an account, with its register movement. */
export const paymentEntry = (base: EntryBase, concepto: string, paid: RecordedPayment): LedgerEntry => {
  const total = paid.tipo === 'devolucion' ? `-${paid.monto}` : paid.monto;
  return {
    ...base,
    tipo: 'pago',
    concepto,
    valor: total,
    total,
    forma_pago_id: paid.forma_pago_id,
    caja_movimiento_id: paid.id,
  };
};

/** A line's amounts as stored: the entry's and its tax rows. */
export const amountsOf = (
  entry: Pick<ActionEntry, 'valor' | 'impuesto' | 'total'>,
  taxes: EntryTaxRow[],
): LineAmounts => ({
  valor: entry.valor,
  impuesto: entry.impuesto ?? '0',
  total: entry.total,
  impuestos: taxes.map((t) => ({
    impuesto_id: t.impuesto_id ?? null,
    tipo: t.tipo,
    nombre: t.nombre,
    porcentaje: t.porcentaje,
    base: t.base,
    valor: t.valor,
    exento: t.exento ?? false,
  })),
});

/** The line fields an entry carries along when reversed or moved (what the invoice needs). */
const lineOf = (e: ActionEntry) => ({
  tipo: e.tipo,
  fecha: e.fecha,
  producto_id: e.producto_id,
  cantidad: e.cantidad,
  precio_unitario: e.precio_unitario,
  descuento: e.descuento,
  alojamiento: e.alojamiento,
  bodega_id: e.bodega_id,
  empleado_id: e.empleado_id,
});

const withAmounts = (amounts: LineAmounts) => ({
  valor: amounts.valor,
  impuesto: amounts.impuesto,
  total: amounts.total,
  impuestos: amounts.impuestos,
});

/** The reversal of a charge or a discount: the same line, negative, pointing at it, with the reason. */
export const reversalOf = (
  base: EntryBase,
  e: ActionEntry,
  amounts: LineAmounts,
  motivo: string,
): LedgerEntry => ({
  ...base,
  ...lineOf(e),
  concepto: `Reverso: ${e.concepto}`.slice(0, 200),
  ...withAmounts(negated(amounts)),
  reversa_de: e.id,
  motivo,
});

/**
 * A charge (or a part of it, `amounts`) moved to another account: the negative entry in its
 * account, and the entry in the other, which points at the first once it has an id. Both keep the
 * charge's own concept — it is what the guest's invoice prints; where it went or came from is the
 * pair's link (`trasladado_de`), which the account screen shows beside it.
 */
export function moveOf(
  e: ActionEntry,
  amounts: LineAmounts,
  to: { source: EntryBase; target: EntryBase; whole: boolean; motivo: string | null },
) {
  const line = to.whole
    ? lineOf(e)
    : { ...lineOf(e), cantidad: '1', precio_unitario: amounts.valor.replace('-', ''), descuento: '0' };
  const out: LedgerEntry = {
    ...to.source,
    ...line,
    concepto: e.concepto,
    ...withAmounts(negated(amounts)),
    trasladado_de: e.id,
    traslado: 'salida',
    motivo: to.motivo,
  };
  const into = (outId: number): LedgerEntry => ({
    ...to.target,
    ...line,
    concepto: e.concepto,
    ...withAmounts(amounts),
    trasladado_de: outId,
    traslado: 'entrada',
    motivo: to.motivo,
  });
  return { out, into };
}
