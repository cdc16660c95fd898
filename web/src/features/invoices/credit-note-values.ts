import type { TCreditNoteBody, TInvoice } from '@posada/contracts';

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

/**
 * The body of /notaCreditoCrear: the whole invoice (no lines), or the chosen quantities of some
 * lines; the refund method only when chosen (the server defaults to the invoice's first).
 */
export function creditNoteBody(
  invoice: Pick<TInvoice, 'id' | 'lineas'>,
  motivo: string,
  whole: boolean,
  chosen: ChosenLines,
  formaPagoId: string | null,
): TCreditNoteBody {
  const lineas = Object.entries(chosen)
    .filter(([, q]) => q !== '')
    .map(([id, cantidad]) => ({ factura_linea_id: Number(id), cantidad }));
  return {
    factura_id: invoice.id,
    motivo: motivo.trim(),
    ...(whole ? {} : { lineas }),
    ...(formaPagoId ? { forma_pago_id: Number(formaPagoId) } : {}),
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
