import { z } from 'zod';
import { ZQuantity, zOptionalMoneyAmount, zPositiveMoneyAmount, zQuantity } from './amounts';
import { ZInvoiceTax } from './billing-summary';
import { ZMoney, ZTimestamp } from './cash-register-record';
import { ZPageBody, zPage } from './common';
import { electronicDocumentStates } from './e-invoicing-states';
import { optionalIsoDate } from './form-fields';
import { extendLazily, lazyShape, zId, zText } from './scalars';

/** The document of the final consumer (consumidor final) when the buyer is not identified. */
export const CONSUMIDOR_FINAL = {
  nombre: 'Consumidor final',
  documento: '222222222222',
  tipo: 'CC',
} as const;

export const invoiceStates = ['emitida', 'anulada'] as const;
export const invoicePaymentForms = ['contado', 'credito'] as const;

// ── Settling an account: payments, credit, buyer ─────────────────────────────────────────────

/** A payment offered at check-out or invoicing; cash may exceed the balance (change). */
export const ZOfferedPayment = z.object(
  lazyShape(() => ({
    forma_pago_id: zId('Seleccione el medio de pago'),
    monto: zPositiveMoneyAmount('Ingrese el valor del pago'),
  })),
);
export type TOfferedPayment = z.infer<typeof ZOfferedPayment>;

/** The balance charged to a company's account on credit (permission facturas.credito). */
export const ZCreditTerms = z.object(
  lazyShape(() => ({
    /** The company (a client with NIT) that owes the invoice. */
    empresa_id: zId('Seleccione la empresa'),
    /** Left out: the invoice's date plus the company's payment terms (plazo_dias). */
    vencimiento: optionalIsoDate(),
  })),
);
export type TCreditTerms = z.infer<typeof ZCreditTerms>;

/**
 * How an account is settled and invoiced (facturaCrear, and the check-out's fields). The buyer is
 * the stay's main guest unless `cliente_id` names another client or `consumidor_final` is set;
 * on credit the buyer is the company.
 */
export const settlementFields = {
  pagos: z.array(ZOfferedPayment).max(10, { error: 'Máximo 10 pagos' }).default([]),
  credito: ZCreditTerms.optional(),
  cliente_id: zId('Seleccione el cliente').optional(),
  consumidor_final: z.boolean().default(false),
  observaciones: zText(500, { multiline: true }).optional(),
  /** What of the buyer's balance in favour (advances, credit notes) pays the invoice, before the payments. */
  saldo_favor: zOptionalMoneyAmount().optional(),
};

export const refineSettlement = (
  v: {
    pagos: TOfferedPayment[];
    credito?: TCreditTerms;
    cliente_id?: number;
    consumidor_final: boolean;
    saldo_favor?: string;
  },
  ctx: z.RefinementCtx,
) => {
  if (/[1-9]/.test(v.saldo_favor ?? '') && (v.credito || v.consumidor_final)) {
    ctx.addIssue({
      code: 'custom',
      path: ['saldo_favor'],
      message: 'El saldo a favor paga una factura de contado a nombre del cliente',
    });
  }
  if (v.credito && v.pagos.length > 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['credito'],
      message: 'A crédito no se reciben pagos: quite los pagos',
    });
  }
  if (v.consumidor_final && (v.cliente_id !== undefined || v.credito)) {
    ctx.addIssue({
      code: 'custom',
      path: ['consumidor_final'],
      message: 'Una factura a consumidor final no lleva cliente ni crédito',
    });
  }
};

export const ZInvoiceCreateBody = z
  .object(lazyShape(() => ({ cuenta_id: zId('Seleccione la cuenta'), ...settlementFields })))
  .superRefine(refineSettlement);
export type TInvoiceCreateBody = z.output<typeof ZInvoiceCreateBody>;
export type TSettlement = Omit<TInvoiceCreateBody, 'cuenta_id'>;
/** What a client sends (the defaults filled in by the server left out). */
export type TInvoiceCreateInput = z.input<typeof ZInvoiceCreateBody>;
export type TSettlementInput = Omit<TInvoiceCreateInput, 'cuenta_id'>;

// ── The invoice ───────────────────────────────────────────────────────────────────────────────

export const ZInvoiceLine = z.object(
  lazyShape(() => ({
    id: z.number().int(),
    orden: z.number().int(),
    descripcion: z.string(),
    producto_id: z.number().int().nullable(),
    alojamiento: z.boolean(),
    cantidad: ZQuantity,
    precio_unitario: ZMoney,
    descuento: ZMoney,
    base: ZMoney,
    total_impuestos: ZMoney,
    total: ZMoney,
    impuestos: z.array(ZInvoiceTax.extend({ impuesto_id: z.number().int().nullable() })),
    /** Quantity already annulled by credit notes. */
    cantidad_anulada: ZQuantity,
  })),
);

export const ZInvoicePayment = z.object(
  lazyShape(() => ({
    forma_pago_id: z.number().int().nullable(),
    nombre: z.string(),
    medio_dian: z.string().nullable(),
    monto: ZMoney,
  })),
);

export const ZCreditNoteSummary = z.object(
  lazyShape(() => ({
    id: z.number().int(),
    numero: z.string(),
    fecha: z.string(),
    motivo: z.string(),
    total: ZMoney,
  })),
);

export const ZInvoiceBuyer = z.object(
  lazyShape(() => ({
    cliente_id: z.number().int().nullable(),
    tipo_documento: z.string(),
    documento: z.string(),
    dv: z.string().nullable(),
    nombre: z.string(),
    direccion: z.string().nullable(),
    email: z.string().nullable(),
    telefono: z.string().nullable(),
  })),
);

export const ZInvoiceListItem = z
  .object(
    lazyShape(() => ({
      id: z.number().int(),
      /** Prefix and number as printed ("FE1024"). */
      numero: z.string(),
      fecha: z.string(),
      emitida_at: ZTimestamp,
      comprador_nombre: z.string(),
      comprador_documento: z.string(),
      forma: z.enum(invoicePaymentForms),
      vencimiento: z.string().nullable(),
      total: ZMoney,
      total_notas: ZMoney,
      estado: z.enum(invoiceStates),
      cuenta_id: z.number().int(),
      estancia_id: z.number().int().nullable(),
    })),
  )
  .meta({ id: 'FacturaResumen' });
export type TInvoiceListItem = z.infer<typeof ZInvoiceListItem>;

export const ZInvoice = extendLazily(ZInvoiceListItem, () => ({
  prefijo: z.string(),
  consecutivo: z.number().int(),
  resolucion_texto: z.string(),
  zona_horaria: z.string(),
  /** Issue date and time in the hotel's time zone, "dd/mm/aaaa hh:mm". */
  emitida_local: z.string(),
  comprador: ZInvoiceBuyer,
  lineas: z.array(ZInvoiceLine),
  impuestos: z.array(ZInvoiceTax),
  pagos: z.array(ZInvoicePayment),
  bruto: ZMoney,
  descuentos: ZMoney,
  base: ZMoney,
  total_impuestos: ZMoney,
  cambio: ZMoney,
  total_letras: z.string(),
  nota_exencion: z.string().nullable(),
  exencion: z
    .object({
      tipo_documento: z.string(),
      numero_documento: z.string(),
      nacionalidad: z.string(),
      soporte_migratorio: z.string(),
    })
    .nullable(),
  observaciones: z.string().nullable(),
  notas_credito: z.array(
    ZCreditNoteSummary.extend({
      /** Given back through a register when the note was issued. */
      devuelto: ZMoney,
      /** Left as the buyer's balance in favour (saldo a favor), to be refunded later. */
      saldo_favor: ZMoney,
    }),
  ),
  /** Debit notes add charges to the invoice (same summary shape as the credit notes). */
  notas_debito: z.array(ZCreditNoteSummary),
  total_debitos: ZMoney,
  /**
   * What the buyer still owes on the invoice: total + debit notes − credit notes − what was paid
   * (net of refunds). 0 for a paid cash invoice; the credited amount for a credit one.
   */
  saldo: ZMoney,
})).meta({ id: 'Factura' });
export type TInvoice = z.infer<typeof ZInvoice>;
export const ZInvoiceData = z.object(lazyShape(() => ({ data: ZInvoice })));
export const ZInvoiceCreated = z.object(lazyShape(() => ({ message: z.string(), data: ZInvoice })));

export const ZInvoiceListBody = extendLazily(ZPageBody, () => ({
  desde: optionalIsoDate(),
  hasta: optionalIsoDate(),
  estado: z.enum(invoiceStates, { error: 'Estado inválido' }).nullish(),
  forma: z.enum(invoicePaymentForms, { error: 'Forma de pago inválida' }).nullish(),
}));
export type TInvoiceListBody = z.output<typeof ZInvoiceListBody>;
/** A row of the invoices' list: the invoice and its state at DIAN (null: not electronic). */
export const ZInvoicePageRow = extendLazily(ZInvoiceListItem, () => ({
  dian: z.enum(electronicDocumentStates).nullable().default(null),
}));
export type TInvoicePageRow = z.infer<typeof ZInvoicePageRow>;
export const ZInvoicePage = zPage(ZInvoicePageRow);

export const ZInvoicePdfQuery = z.object(
  lazyShape(() => ({
    formato: z.enum(['carta', 'tirilla'], { error: 'Formato: carta o tirilla' }).default('carta'),
  })),
);
export type TInvoicePdfQuery = z.infer<typeof ZInvoicePdfQuery>;

/** Optional on facturaCrear and check-out: a retried request with the same key answers the same invoice. */
export const ZOptionalIdempotencyHeaders = z.object(
  lazyShape(() => ({
    'idempotency-key': z
      .string()
      .min(8, { error: 'El encabezado Idempotency-Key debe tener al menos 8 caracteres' })
      .max(80, { error: 'Máximo 80 caracteres' })
      .optional(),
  })),
);

/** What check-out answers about the invoice it created. */
export const ZInvoiceRef = z.object(lazyShape(() => ({ id: z.number().int(), numero: z.string() })));
export type TInvoiceRef = z.infer<typeof ZInvoiceRef>;

// ── Credit notes ──────────────────────────────────────────────────────────────────────────────

/** What a credit or a debit note says of itself: its number, its invoice, its reason and totals. */
export const ZNoteHead = z.object(
  lazyShape(() => ({
    id: z.number().int(),
    numero: z.string(),
    factura_id: z.number().int(),
    factura_numero: z.string(),
    fecha: z.string(),
    motivo: z.string(),
    base: ZMoney,
    total_impuestos: ZMoney,
    total: ZMoney,
  })),
);

/** The reason of a credit or a debit note. */
export const zNoteReason = () =>
  zText(300, { message: 'Indique el motivo', multiline: true }).min(5, {
    error: 'Indique el motivo (al menos 5 caracteres)',
  });

/**
 * What a credit note does with the money the buyer paid for what it annuls: leaves it as the
 * buyer's balance in favour (`saldo_favor`, the default: a credit note is a document and needs no
 * register), or gives it back at once through the caller's open register (`caja`, permission
 * facturas.devolver).
 */
export const creditNoteRefunds = ['saldo_favor', 'caja'] as const;
export type CreditNoteRefund = (typeof creditNoteRefunds)[number];

/**
 * Annuls all of an invoice (no `lineas`) or part of it (quantities of its lines). Money paid is
 * left as the buyer's balance in favour, or given back through the caller's open register with
 * `forma_pago_id` (default: the invoice's first payment method) when `devolucion` is `caja`;
 * products go back to the warehouse they left from.
 */
export const ZCreditNoteBody = z
  .object(
    lazyShape(() => ({
      factura_id: zId('Seleccione la factura'),
      motivo: zNoteReason(),
      lineas: z
        .array(
          z.object({
            factura_linea_id: zId('Seleccione la línea'),
            cantidad: zQuantity('Ingrese la cantidad a anular'),
          }),
        )
        .min(1, { error: 'Seleccione al menos una línea' })
        .max(500)
        .optional(),
      devolucion: z
        .enum(creditNoteRefunds, { error: 'Indique si devuelve por caja o deja saldo a favor' })
        .default('saldo_favor'),
      forma_pago_id: zId('Seleccione el medio de la devolución').optional(),
    })),
  )
  .refine((v) => v.devolucion === 'caja' || v.forma_pago_id === undefined, {
    path: ['forma_pago_id'],
    error: 'El medio de la devolución solo aplica al devolver por caja',
  });
export type TCreditNoteInput = z.input<typeof ZCreditNoteBody>;
export type TCreditNoteBody = z.output<typeof ZCreditNoteBody>;

export const ZCreditNote = extendLazily(ZNoteHead, () => ({
  /** Money given back through the register (0 when nothing had been paid or it was left in favour). */
  devuelto: ZMoney,
  /** Left as the buyer's balance in favour (saldo a favor). */
  saldo_favor: ZMoney,
  lineas: z.array(
    z.object({
      factura_linea_id: z.number().int(),
      descripcion: z.string(),
      cantidad: ZQuantity,
      base: ZMoney,
      total_impuestos: ZMoney,
      total: ZMoney,
    }),
  ),
})).meta({ id: 'NotaCredito' });
export type TCreditNote = z.infer<typeof ZCreditNote>;
export const ZCreditNoteCreated = z.object(lazyShape(() => ({ message: z.string(), data: ZCreditNote })));
