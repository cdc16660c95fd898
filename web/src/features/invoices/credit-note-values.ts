import type { CreditNoteRefund, TCreditNoteInput, TInvoice } from '@posada/contracts';

/** The quantities to annul per line id, as typed ('' = the line is not annulled). */
export type ChosenLines = Record<number, string>;

/** Exact quantities (3 decimals) compared as scaled integers: no float. */
const milli = (q: string): bigint | null => {
  const m = /^(\d+)(?:\.(\d{1,3})0*)?$/.exec(q.trim());
  return m ? BigInt(m[1] ?? '0') * 1000n + BigInt((m[2] ?? '').padEnd(3, '0')) : null;
};

/** What is left to annul of each line (its quantity less what earlier notes annulled). */
export function remaining(line: TInvoice['lineas'][number]): string {
  const left = (milli(line.cantidad) ?? 0n) - (milli(line.cantidad_anulada) ?? 0n);
  const whole = left / 1000n;
  const frac = (left % 1000n).toString().padStart(3, '0').replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : `${whole}`;
}

/** Why the chosen quantity of a line cannot be annulled, or null. */
export function chosenProblem(line: TInvoice['lineas'][number], quantity: string): string | null {
  if (quantity === '') return null;
  const q = milli(quantity);
  if (q === null || q <= 0n) return 'La cantidad debe ser mayor que cero';
  if (q > (milli(remaining(line)) ?? 0n)) return `Máximo ${remaining(line).replace('.', ',')}`;
  return null;
}

/** What the money of a credit note needs, known before the form is filled. */
export type RefundSituation =
  /** Nothing was paid: nothing goes back. */
  | 'nada'
  /** A credit invoice: the company's account is discounted, no money moves. */
  | 'credito'
  /** The money stays as the buyer's balance in favour: the user has no open register. */
  | 'saldo_sin_caja'
  /** The money stays as the buyer's balance in favour: the user may not refund by register. */
  | 'saldo_sin_permiso'
  /** The user chooses: balance in favour, or refund now through the open register. */
  | 'elegir'
  /** The final consumer has no balance: the money goes back now through the open register. */
  | 'solo_caja'
  /** The final consumer, and the user cannot refund now: the note cannot be issued by this user. */
  | 'bloqueada';

/** The situation of a credit note's money for this user: its register and its permission. */
export function refundSituation(
  invoice: Pick<TInvoice, 'forma' | 'pagos' | 'comprador'>,
  user: { registerOpen: boolean; mayRefund: boolean },
): RefundSituation {
  if (invoice.forma === 'credito') return 'credito';
  if (invoice.pagos.length === 0) return 'nada';
  const canRefund = user.registerOpen && user.mayRefund;
  if (invoice.comprador.cliente_id === null) return canRefund ? 'solo_caja' : 'bloqueada';
  if (canRefund) return 'elegir';
  return user.mayRefund ? 'saldo_sin_caja' : 'saldo_sin_permiso';
}

/** The refund the body asks for in a situation, when the user chose `choice` (only when it may). */
export const refundOf = (situation: RefundSituation, choice: CreditNoteRefund): CreditNoteRefund =>
  situation === 'solo_caja' ? 'caja' : situation === 'elegir' ? choice : 'saldo_favor';

/**
 * The body of /notaCreditoCrear: the whole invoice (no lines), or the chosen quantities of some
 * lines; what is done with the money (`devolucion`), and the refund method only when refunding by
 * register and chosen (the server defaults to the invoice's first).
 */
export function creditNoteBody(
  invoice: Pick<TInvoice, 'id' | 'lineas'>,
  motivo: string,
  whole: boolean,
  chosen: ChosenLines,
  refund: { devolucion: CreditNoteRefund; formaPagoId: string | null },
): TCreditNoteInput {
  const lineas = Object.entries(chosen)
    .filter(([, q]) => q !== '')
    .map(([id, cantidad]) => ({ factura_linea_id: Number(id), cantidad }));
  return {
    factura_id: invoice.id,
    motivo: motivo.trim(),
    ...(whole ? {} : { lineas }),
    devolucion: refund.devolucion,
    ...(refund.devolucion === 'caja' && refund.formaPagoId
      ? { forma_pago_id: Number(refund.formaPagoId) }
      : {}),
  };
}

/** The form may be sent: a reason of 5 letters and, for a part, at least one valid line. */
export function creditNoteReady(
  invoice: TInvoice,
  motivo: string,
  whole: boolean,
  chosen: ChosenLines,
): boolean {
  if (motivo.trim().length < 5) return false;
  if (whole) return true;
  const lines = invoice.lineas.filter((l) => (chosen[l.id] ?? '') !== '');
  return lines.length > 0 && lines.every((l) => chosenProblem(l, chosen[l.id] ?? '') === null);
}
