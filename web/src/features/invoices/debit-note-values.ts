import type { TDebitNoteBody } from '@posada/contracts';
import { cents } from '../../lib/money';

/** A quantity more than zero with up to 3 decimals, as the quantity boxes hand it. */
const positiveQuantity = (q: string) => /^\d+(\.\d{1,3})?$/.test(q.trim()) && /[1-9]/.test(q);

/** A line of the debit note form as typed: exact decimal strings, the tax's id or '' (none). */
export interface DebitLineValues {
  concepto: string;
  cantidad: string;
  precio_unitario: string;
  impuesto_id: string;
}

export const emptyDebitLine = (): DebitLineValues => ({
  concepto: '',
  cantidad: '1',
  precio_unitario: '',
  impuesto_id: '',
});

/** Why a typed line cannot be sent, or null. */
export function debitLineProblem(line: DebitLineValues): string | null {
  if (line.concepto.trim() === '') return 'Indique el concepto';
  if (!positiveQuantity(line.cantidad)) return 'La cantidad debe ser mayor que cero';
  if (cents(line.precio_unitario) === null) return 'Ingrese el precio unitario';
  return null;
}

/** The form may be sent: a reason of 5 letters and every line complete. */
export function debitNoteReady(motivo: string, lines: DebitLineValues[]): boolean {
  return motivo.trim().length >= 5 && lines.length > 0 && lines.every((l) => debitLineProblem(l) === null);
}

/** Typed lines as the API takes them, no tax (null) when none was chosen. */
export const typedLinesBody = (lines: DebitLineValues[]): TDebitNoteBody['lineas'] =>
  lines.map((l) => ({
    concepto: l.concepto.trim(),
    cantidad: l.cantidad,
    precio_unitario: l.precio_unitario,
    impuesto_id: l.impuesto_id ? Number(l.impuesto_id) : null,
  }));

/** The body of /notaDebitoCrear: the reason and the lines as typed. */
export function debitNoteBody(facturaId: number, motivo: string, lines: DebitLineValues[]): TDebitNoteBody {
  return { factura_id: facturaId, motivo: motivo.trim(), lineas: typedLinesBody(lines) };
}
