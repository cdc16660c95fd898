import type { TInvoice } from './invoices';

/** One row of an invoice's totals as every document prints it. */
export interface InvoiceTotalRow {
  label: string;
  /** A decimal string; `resta` rows take away (the discounts). */
  valor: string;
  resta?: boolean;
  total?: boolean;
}

const nonZero = (amount: string) => /[1-9]/.test(amount);

/**
 * The totals an invoice (or a note laid out as one) prints, in order — the same rows on the letter
 * PDF, the 80 mm receipt and the dialog, and they add up: the subtotal less the discounts is the
 * base gravable (shown only when there are discounts), the base plus each tax is the total. One
 * base: the sum of the lines' bases, what the taxes were computed on; the lines outside IVA are
 * in it too (their row of the tax table says so, with no value).
 */
export function invoiceTotalRows(
  inv: Pick<TInvoice, 'bruto' | 'descuentos' | 'base' | 'impuestos' | 'total'>,
): InvoiceTotalRow[] {
  return [
    ...(nonZero(inv.descuentos)
      ? [
          { label: 'Subtotal', valor: inv.bruto },
          { label: 'Descuentos', valor: inv.descuentos, resta: true },
        ]
      : []),
    { label: 'Base gravable', valor: inv.base },
    ...inv.impuestos.filter((t) => t.tipo !== 'excluido').map((t) => ({ label: t.nombre, valor: t.valor })),
    { label: 'Total', valor: inv.total, total: true },
  ];
}
