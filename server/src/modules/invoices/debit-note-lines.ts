import type { TDebitNoteLineBody } from '@posada/contracts';
import {
  type InvoiceTotals,
  invoiceTotals,
  type LineTax,
  type TaxType,
} from '../../kernel/invoicing/invoice-lines';

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
