import { z } from 'zod';
import { ZMoney, zMoneyAmount } from './cash-register-shifts';
import { optionalId, requiredText } from './form-fields';
import { ZQuantity, zQuantity } from './inventory';
import { zId, zText } from './scalars';

// ── Debit notes (issue 14): charges added to an invoice, with their own numbering ───────────────

/** One line of a debit note: what is added, how many, at what unit price before taxes, its tax. */
export const ZDebitNoteLineBody = z.object({
  concepto: requiredText(200, 'Indique el concepto'),
  cantidad: zQuantity(),
  precio_unitario: zMoneyAmount('Ingrese el precio unitario'),
  /** The tax of the line (from the tax table); none: excluded from IVA. */
  impuesto_id: optionalId('Seleccione un impuesto válido'),
});
export type TDebitNoteLineBody = z.infer<typeof ZDebitNoteLineBody>;

/** `POST /notaDebitoCrear` (permission `facturas.debito`). */
export const ZDebitNoteBody = z.object({
  factura_id: zId('Seleccione la factura'),
  motivo: zText(300, { message: 'Indique el motivo', multiline: true }).min(5, {
    error: 'Indique el motivo (al menos 5 caracteres)',
  }),
  lineas: z
    .array(ZDebitNoteLineBody, { error: 'Agregue al menos una línea' })
    .min(1, { error: 'Agregue al menos una línea' })
    .max(100, { error: 'Máximo 100 líneas por nota' }),
});
export type TDebitNoteBody = z.output<typeof ZDebitNoteBody>;

export const ZDebitNote = z
  .object({
    id: z.number().int(),
    numero: z.string(),
    factura_id: z.number().int(),
    factura_numero: z.string(),
    fecha: z.string(),
    motivo: z.string(),
    base: ZMoney,
    total_impuestos: ZMoney,
    total: ZMoney,
    lineas: z.array(
      z.object({
        orden: z.number().int(),
        concepto: z.string(),
        cantidad: ZQuantity,
        precio_unitario: ZMoney,
        base: ZMoney,
        total_impuestos: ZMoney,
        total: ZMoney,
        impuestos: z.array(
          z.object({
            impuesto_id: z.number().int().nullable(),
            tipo: z.string(),
            nombre: z.string(),
            porcentaje: ZMoney,
            base: ZMoney,
            valor: ZMoney,
          }),
        ),
      }),
    ),
  })
  .meta({ id: 'NotaDebito' });
export type TDebitNote = z.infer<typeof ZDebitNote>;
export const ZDebitNoteCreated = z.object({ message: z.string(), data: ZDebitNote });
