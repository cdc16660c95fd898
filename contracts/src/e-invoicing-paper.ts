import { z } from 'zod';
import { zPage } from './common';
import { ZDebitNoteLineBody } from './debit-notes';
import { electronicDocumentStates } from './e-invoicing-states';
import { isoDate, optionalId, optionalIsoDate, optionalText } from './form-fields';
import { lazyShape } from './scalars';

/**
 * Paper contingency invoices (issue 27): invoices written by hand on the talonario de contingencia
 * while Posada itself was down, typed in afterwards and transmitted to DIAN as contingency
 * invoices (03). DIAN gives 48 hours from the moment the problem was overcome
 * (Resolución 000042 de 2020, art. 31, kept by Resolución 000165 de 2023).
 */
export const PAPER_INVOICE_DEADLINE_HOURS = 48;
/** From this many hours before the deadline the screen warns. */
export const PAPER_INVOICE_WARNING_HOURS = 12;

/** The deadline to transmit: 48 hours after the service was restored. */
export const paperInvoiceDeadline = (restablecido: Date) =>
  new Date(restablecido.getTime() + PAPER_INVOICE_DEADLINE_HOURS * 3_600_000);

const zClock = (message: string) => z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: message });

/** DIAN's payment means a paper invoice names (MediosPago). */
export const paperPaymentMeans = {
  '10': 'Efectivo',
  '47': 'Transferencia',
  '48': 'Tarjeta crédito',
  '49': 'Tarjeta débito',
  '20': 'Cheque',
  '42': 'Consignación',
} as const;
const meansCodes = Object.keys(paperPaymentMeans) as [keyof typeof paperPaymentMeans];

/** `POST /facturacionElectronica/talonario` (permission `facturas.crear`). */
export const ZPaperInvoiceBody = z
  .object(
    lazyShape(() => ({
      /**
       * The contingency range (a resolution of type `contingencia`); none: the hotel's active one
       * that authorizes the number on the invoice's date.
       */
      resolucion_id: optionalId('Seleccione la resolución del talonario de contingencia'),
      numero: z
        .number({ error: 'Indique el número impreso en la factura' })
        .int({ error: 'El número es un entero' })
        .min(1, { error: 'El número es un entero desde 1' })
        .max(2_147_483_647, { error: 'Número demasiado grande' }),
      /** Date and time written on the paper invoice (Colombian time). */
      fecha: isoDate('Indique la fecha de la factura'),
      hora: zClock('Indique la hora de la factura (hh:mm)'),
      /** When Posada was back in service (the 48 hours run from it). */
      restablecido_fecha: isoDate('Indique cuándo se restableció el servicio'),
      restablecido_hora: zClock('Indique la hora en que se restableció el servicio (hh:mm)'),
      /** The buyer; none: the final consumer. */
      cliente_id: optionalId('Seleccione un cliente válido'),
      forma: z.enum(['contado', 'credito'], { error: 'Forma de pago: contado o crédito' }).default('contado'),
      vencimiento: optionalIsoDate(),
      medio: z.enum(meansCodes, { error: 'Seleccione el medio de pago' }).default('10'),
      lineas: z
        .array(ZDebitNoteLineBody, { error: 'Agregue al menos una línea' })
        .min(1, { error: 'Agregue al menos una línea' })
        .max(100, { error: 'Máximo 100 líneas por factura' }),
      observaciones: optionalText(500),
    })),
  )
  .superRefine((v, ctx) => {
    if (v.forma === 'credito' && !v.vencimiento) {
      ctx.addIssue({
        code: 'custom',
        path: ['vencimiento'],
        message: 'Una factura a crédito lleva vencimiento',
      });
    }
  });
export type TPaperInvoiceBody = z.input<typeof ZPaperInvoiceBody>;
export type TPaperInvoiceInput = z.output<typeof ZPaperInvoiceBody>;

/** A paper invoice typed in, with its deadline and its DIAN state. */
export const ZPaperInvoice = z.object(
  lazyShape(() => ({
    id: z.number().int(),
    numero: z.string(),
    emitida: z.string(),
    restablecido: z.string(),
    /** restablecido + 48 hours. */
    plazo: z.string(),
    comprador: z.string(),
    total: z.string(),
    dian: z.enum(electronicDocumentStates).nullable(),
    registrada: z.string(),
  })),
);
export type TPaperInvoice = z.infer<typeof ZPaperInvoice>;
export const ZPaperInvoicePage = zPage(ZPaperInvoice);
export const ZPaperInvoiceCreated = z.object(lazyShape(() => ({ message: z.string(), data: ZPaperInvoice })));
