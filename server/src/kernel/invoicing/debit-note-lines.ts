import type { TDebitNoteLineBody } from '@posada/contracts';
import type { Executor } from '../../db/client';
import { BusinessRuleError, ValidationError } from '../../lib/errors';
import { createDebitNotesRepository } from './debit-notes.repository';
import {
  InvoiceRuleError,
  type InvoiceTotals,
  invoiceTotals,
  type LineTax,
  type TaxType,
} from './invoice-lines';

/** A tax of the tax table, as a debit note's line names it. */
export interface TaxRow {
  id: number;
  nombre: string;
  tipo: string;
  porcentaje: string;
}

/**
 * A debit note's lines and totals by the invoice's own rules (invoice-lines.ts): each line's base
 * is quantity × unit price rounded to the peso, its tax the base × rate rounded to the peso, the
 * totals per tax the sums of the rounded lines. A line without a tax is excluded from IVA.
 */
export function debitNoteTotals(lines: TDebitNoteLineBody[], taxes: Map<number, TaxRow>): InvoiceTotals {
  return invoiceTotals(
    lines.map((l) => {
      const tax = l.impuesto_id == null ? undefined : taxes.get(l.impuesto_id);
      const impuestos: LineTax[] = tax
        ? [{ impuesto_id: tax.id, nombre: tax.nombre, tipo: tax.tipo as TaxType, porcentaje: tax.porcentaje }]
        : [];
      return {
        descripcion: l.concepto,
        cantidad: l.cantidad,
        precio_unitario: l.precio_unitario,
        descuento: '0',
        alojamiento: false,
        impuestos,
      };
    }),
  );
}

const taxTable = createDebitNotesRepository();

/**
 * Lines typed with a tax of the tax table (a debit note's, a paper contingency invoice's), priced
 * by the invoice's rules: 400 naming the line whose tax is unknown or inactive, 422 on a figure
 * the rules refuse.
 */
export async function typedLineTotals(ex: Executor, lines: TDebitNoteLineBody[]): Promise<InvoiceTotals> {
  const wanted = [...new Set(lines.flatMap((l) => (l.impuesto_id == null ? [] : [l.impuesto_id])))];
  const taxes = new Map((await taxTable.taxes(ex, wanted)).map((t) => [t.id, t]));
  const missing = lines.findIndex((l) => l.impuesto_id != null && !taxes.has(l.impuesto_id));
  if (missing >= 0) {
    throw new ValidationError('Los datos enviados no son válidos', {
      [`lineas.${missing}.impuesto_id`]: ['El impuesto no existe o está inactivo'],
    });
  }
  try {
    return debitNoteTotals(lines, taxes);
  } catch (error) {
    if (error instanceof InvoiceRuleError) throw new BusinessRuleError(error.message);
    throw error;
  }
}
