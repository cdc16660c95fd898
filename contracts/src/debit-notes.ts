import { z } from 'zod';
import { ZQuantity, zMoneyAmount, zQuantity } from './amounts';
import { ZInvoiceTax } from './billing-summary';
import { ZMoney } from './cash-register-record';
import { optionalId, requiredText } from './form-fields';
import { ZNoteHead, zNoteReason } from './invoices';
import { extendLazily, lazyShape, zId } from './scalars';

// ── Debit notes (issue 14): charges added to an invoice, with their own numbering ───────────────

/** One line of a debit note: what is added, how many, at what unit price before taxes, its tax. */
export const ZDebitNoteLineBody = z.object(
  lazyShape(() => ({
    concepto: requiredText(200, 'Indique el concepto'),
    cantidad: zQuantity(),
    precio_unitario: zMoneyAmount('Ingrese el precio unitario'),
    /** The tax of the line (from the tax table); none: excluded from IVA. */
    impuesto_id: optionalId('Seleccione un impuesto válido'),
  })),
);
export type TDebitNoteLineBody = z.infer<typeof ZDebitNoteLineBody>;

/** `POST /notaDebitoCrear` (permission `facturas.debito`). */
export const ZDebitNoteBody = z.object(
  lazyShape(() => ({
    factura_id: zId('Seleccione la factura'),
    motivo: zNoteReason(),
    lineas: z
      .array(ZDebitNoteLineBody, { error: 'Agregue al menos una línea' })
      .min(1, { error: 'Agregue al menos una línea' })
      .max(100, { error: 'Máximo 100 líneas por nota' }),
  })),
);
export type TDebitNoteBody = z.output<typeof ZDebitNoteBody>;

export const ZDebitNote = extendLazily(ZNoteHead, () => ({
  lineas: z.array(
    z.object({
      orden: z.number().int(),
      concepto: z.string(),
      cantidad: ZQuantity,
      precio_unitario: ZMoney,
      base: ZMoney,
      total_impuestos: ZMoney,
      total: ZMoney,
      impuestos: z.array(ZInvoiceTax.extend({ impuesto_id: z.number().int().nullable() })),
    }),
  ),
})).meta({ id: 'NotaDebito' });
export type TDebitNote = z.infer<typeof ZDebitNote>;
export const ZDebitNoteCreated = z.object(lazyShape(() => ({ message: z.string(), data: ZDebitNote })));
