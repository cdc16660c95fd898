import { z } from 'zod';
import { zMoneyAmount, zOptionalMoneyAmount, zPositiveMoneyAmount } from './amounts';
import { ZMoney } from './cash-register-record';
import { ZPageBody, zPage } from './common';
import { isoDate, optionalIsoDate, requiredText } from './form-fields';
import { extendLazily, lazyShape, zId } from './scalars';

/** A client's payment terms (plazo): days from the invoice's date to its due date; 0 is contado. */
export const paymentTermDays = [0, 15, 30, 45, 60] as const;
export type PaymentTermDays = (typeof paymentTermDays)[number];
export const paymentTermLabel = (days: number) => (days === 0 ? 'Contado' : `${days} días`);

/**
 * Aging buckets by days past due on the hotel's business date: `corriente` is not yet due (or due
 * today); then 1–30, 31–60, 61–90 and more than 90 days.
 */
export const agingBuckets = [
  { key: 'corriente', label: 'Corriente', from: Number.NEGATIVE_INFINITY, to: 0 },
  { key: 'd1_30', label: '1–30 días', from: 1, to: 30 },
  { key: 'd31_60', label: '31–60 días', from: 31, to: 60 },
  { key: 'd61_90', label: '61–90 días', from: 61, to: 90 },
  { key: 'd90', label: '> 90 días', from: 91, to: Number.POSITIVE_INFINITY },
] as const;
export type AgingBucket = (typeof agingBuckets)[number]['key'];

/** The bucket of a receivable `daysPastDue` days after its due date (negative: not yet due). */
export function agingBucket(daysPastDue: number): AgingBucket {
  const found = agingBuckets.find((b) => daysPastDue >= b.from && daysPastDue <= b.to);
  return found?.key ?? 'd90';
}

export const withholdingKinds = {
  retefuente: 'Retención en la fuente',
  reteiva: 'ReteIVA',
  reteica: 'ReteICA',
} as const;
export type WithholdingKind = keyof typeof withholdingKinds;
const withholdingCodes = Object.keys(withholdingKinds) as [WithholdingKind, ...WithholdingKind[]];

// ── abonoCrear ───────────────────────────────────────────────────────────────────────────────

export const ZPaymentApplication = z.object(
  lazyShape(() => ({
    factura_id: zId('Seleccione la factura'),
    /** What the invoice's balance goes down by: its share of the money and of the withholdings. */
    monto: zPositiveMoneyAmount('Ingrese el valor aplicado'),
  })),
);
export const ZWithholding = z.object(
  lazyShape(() => ({
    tipo: z.enum(withholdingCodes, { error: 'Retención inválida: retefuente, reteiva o reteica' }),
    monto: zPositiveMoneyAmount('Ingrese el valor de la retención'),
  })),
);

/**
 * A payment (abono) of a client's receivables: `monto` is the money received; withholdings the
 * client kept and `saldo_favor` (what of the client's balance in favour it uses) count as paid
 * too. Without `aplicaciones` it pays the oldest invoices first; with them, they must add up to
 * all of it — unless `anticipo`: then what is not applied (above the balance, or beyond the
 * chosen applications) is kept as the client's advance, also with no invoice owed at all.
 */
export const ZReceiptBody = z
  .object(
    lazyShape(() => ({
      cliente_id: zId('Seleccione el cliente'),
      /** How the money was received: required with money, left out when only the balance in favour pays. */
      forma_pago_id: zId('Seleccione la forma de pago').nullish(),
      /** The money received: 0 only when the payment uses the balance in favour. */
      monto: zMoneyAmount('Ingrese el valor del abono'),
      /** Keep what is not applied to invoices as the client's advance (anticipo). */
      anticipo: z.boolean().default(false),
      /** What of the client's balance in favour (advances, credit notes) pays invoices. */
      saldo_favor: zOptionalMoneyAmount(),
      referencia: z.string().trim().max(120, { error: 'Máximo 120 caracteres' }).nullish(),
      aplicaciones: z.array(ZPaymentApplication).min(1).max(200, { error: 'Máximo 200 facturas' }).optional(),
      retenciones: z.array(ZWithholding).max(3, { error: 'Máximo 3 retenciones' }).default([]),
    })),
  )
  .superRefine((v, ctx) => {
    const money = /[1-9]/.test(v.monto);
    if (!money && !/[1-9]/.test(v.saldo_favor)) {
      ctx.addIssue({ code: 'custom', path: ['monto'], message: 'El monto debe ser mayor que cero' });
    }
    if (money && v.forma_pago_id == null) {
      ctx.addIssue({ code: 'custom', path: ['forma_pago_id'], message: 'Seleccione la forma de pago' });
    }
    if (v.anticipo && /[1-9]/.test(v.saldo_favor)) {
      ctx.addIssue({
        code: 'custom',
        path: ['anticipo'],
        message: 'Un abono que usa el saldo a favor no guarda anticipo',
      });
    }
    const kinds = v.retenciones.map((r) => r.tipo);
    if (new Set(kinds).size !== kinds.length) {
      ctx.addIssue({ code: 'custom', path: ['retenciones'], message: 'Cada retención va una sola vez' });
    }
    const ids = (v.aplicaciones ?? []).map((a) => a.factura_id);
    if (new Set(ids).size !== ids.length) {
      ctx.addIssue({ code: 'custom', path: ['aplicaciones'], message: 'Cada factura va una sola vez' });
    }
  });
export type TReceiptBody = z.output<typeof ZReceiptBody>;
export type TReceiptInput = z.input<typeof ZReceiptBody>;

export const ZReceipt = z
  .object(
    lazyShape(() => ({
      id: z.number().int(),
      numero: z.string(),
      fecha: z.string(),
      cliente_id: z.number().int(),
      cliente: z.string(),
      documento: z.string(),
      forma_pago: z.string(),
      monto: ZMoney,
      total_retenciones: ZMoney,
      /** Kept as the client's advance (anticipo). */
      anticipo: ZMoney,
      /** Taken from the client's balance in favour. */
      saldo_favor: ZMoney,
      referencia: z.string().nullable(),
      estado: z.enum(['vigente', 'anulado']),
      motivo_anulacion: z.string().nullable(),
      aplicaciones: z.array(z.object({ factura_id: z.number().int(), factura: z.string(), monto: ZMoney })),
      retenciones: z.array(z.object({ tipo: z.enum(withholdingCodes), monto: ZMoney })),
      usuario: z.string().nullable(),
    })),
  )
  .meta({ id: 'ReciboCaja' });
export type TReceipt = z.infer<typeof ZReceipt>;
export const ZReceiptData = z.object(lazyShape(() => ({ message: z.string(), data: ZReceipt })));

export const ZReceiptAnnulBody = z.object(
  lazyShape(() => ({
    motivo: requiredText(300, 'Indique el motivo de la anulación'),
  })),
);
export type TReceiptAnnulBody = z.infer<typeof ZReceiptAnnulBody>;

// ── abonoListar (the list of receipts) ──────────────────────────────────────────────────────

export const receiptStates = ['vigente', 'anulado'] as const;
export const ZReceiptListBody = extendLazily(ZPageBody, () => ({
  cliente_id: zId('Cliente inválido').nullish(),
  /** Receipts dated from / to (the receipt's business date). */
  desde: optionalIsoDate(),
  hasta: optionalIsoDate(),
  estado: z.enum(receiptStates, { error: 'Estado inválido' }).nullish(),
}));
export type TReceiptListBody = z.output<typeof ZReceiptListBody>;
export const ZReceiptPage = extendLazily(zPage(ZReceipt), () => ({
  /** What the filtered receipts in force collected (all pages): money and withholdings. */
  totales: z.object({ monto: ZMoney, retenciones: ZMoney }),
}));
export type TReceiptPage = z.infer<typeof ZReceiptPage>;

// ── cuentasPorCobrarListar ───────────────────────────────────────────────────────────────────

export const ZReceivablesListBody = extendLazily(ZPageBody, () => ({
  cliente_id: zId('Cliente inválido').nullish(),
  /** Only clients with something past due on the business date. */
  vencidas: z.boolean().nullish(),
  /** Invoices issued from / to (the invoice's date). */
  desde: optionalIsoDate(),
  hasta: optionalIsoDate(),
}));
export type TReceivablesListBody = z.output<typeof ZReceivablesListBody>;

const ZAging = z.object(
  lazyShape(() => ({
    corriente: ZMoney,
    d1_30: ZMoney,
    d31_60: ZMoney,
    d61_90: ZMoney,
    d90: ZMoney,
    saldo: ZMoney,
  })),
);
export type TAging = z.infer<typeof ZAging>;

export const ZReceivableClient = extendLazily(ZAging, () => ({
  cliente_id: z.number().int(),
  cliente: z.string(),
  documento: z.string(),
  facturas: z.number().int(),
  limite_credito: ZMoney.nullable(),
  plazo_dias: z.number().int(),
}));
export type TReceivableClient = z.infer<typeof ZReceivableClient>;
export const ZReceivablesPage = extendLazily(zPage(ZReceivableClient), () => ({
  /** The filtered receivables' totals by bucket (all pages). */
  totales: ZAging,
  /** The hotel's business date the aging is measured on. */
  fecha: z.string(),
}));
export type TReceivablesPage = z.infer<typeof ZReceivablesPage>;

// ── cuotasCrear (installment plans) ──────────────────────────────────────────────────────────

export const ZInstallmentBody = z
  .object(
    lazyShape(() => ({
      factura_ids: z.array(zId('Factura inválida')).min(1, { error: 'Seleccione las facturas' }).max(50, {
        error: 'Máximo 50 facturas',
      }),
      cuotas: z
        .array(
          z.object({
            fecha: isoDate('Indique la fecha de la cuota'),
            monto: zPositiveMoneyAmount('Ingrese el valor de la cuota'),
          }),
        )
        .min(1, { error: 'Agregue al menos una cuota' })
        .max(60, { error: 'Máximo 60 cuotas' }),
    })),
  )
  .superRefine((v, ctx) => {
    if (new Set(v.factura_ids).size !== v.factura_ids.length) {
      ctx.addIssue({ code: 'custom', path: ['factura_ids'], message: 'Cada factura va una sola vez' });
    }
    v.cuotas.forEach((c, i) => {
      const before = v.cuotas[i - 1];
      if (before && c.fecha <= before.fecha) {
        ctx.addIssue({
          code: 'custom',
          path: ['cuotas', i, 'fecha'],
          message: 'Cada cuota va después de la anterior',
        });
      }
    });
  });
export type TInstallmentBody = z.output<typeof ZInstallmentBody>;
export type TInstallmentInput = z.input<typeof ZInstallmentBody>;

export const ZInstallment = z.object(
  lazyShape(() => ({
    numero: z.number().int(),
    fecha: z.string(),
    monto: ZMoney,
    /** What payments made after the plan have covered of it, earliest installment first. */
    pagado: ZMoney,
    /** Not fully paid and its date is before the business date. */
    vencida: z.boolean(),
  })),
);
export const ZInstallmentPlan = z.object(
  lazyShape(() => ({
    id: z.number().int(),
    facturas: z.array(z.object({ factura_id: z.number().int(), numero: z.string() })),
    /** Nothing paid since the plan was made: cuotasCrear on its invoices replaces it. */
    editable: z.boolean(),
    cuotas: z.array(ZInstallment),
  })),
);
export type TInstallmentPlan = z.infer<typeof ZInstallmentPlan>;
export const ZInstallmentPlanData = z.object(
  lazyShape(() => ({ message: z.string(), data: ZInstallmentPlan })),
);

// ── cuentasPorCobrarCliente (estado de cuenta) ───────────────────────────────────────────────

export const ZStatementInvoice = z.object(
  lazyShape(() => ({
    factura_id: z.number().int(),
    numero: z.string(),
    fecha: z.string(),
    vencimiento: z.string(),
    total: ZMoney,
    notas_credito: ZMoney,
    notas_debito: ZMoney,
    abonos: ZMoney,
    saldo: ZMoney,
    dias_vencida: z.number().int(),
    edad: z.enum(agingBuckets.map((b) => b.key) as [AgingBucket, ...AgingBucket[]]),
  })),
);
export type TStatementInvoice = z.infer<typeof ZStatementInvoice>;

export const ZStatementLine = z.object(
  lazyShape(() => ({
    fecha: z.string(),
    tipo: z.enum(['factura', 'nota_credito', 'nota_debito', 'abono', 'anulacion_abono']),
    documento: z.string(),
    factura: z.string().nullable(),
    cargo: ZMoney,
    abono: ZMoney,
    saldo: ZMoney,
  })),
);
export type TStatementLine = z.infer<typeof ZStatementLine>;

/** Kinds of a balance in favour's movements, as the statement names them. */
export const balanceMovementLabels = {
  nota_credito: 'Nota crédito',
  devolucion: 'Devolución',
  anticipo: 'Anticipo',
  uso: 'Uso del saldo',
  anticipo_anulado: 'Anticipo anulado',
  uso_anulado: 'Uso anulado',
} as const;
export type BalanceMovementKind = keyof typeof balanceMovementLabels;

export const ZBalanceLine = z.object(
  lazyShape(() => ({
    fecha: z.string(),
    tipo: z.enum(Object.keys(balanceMovementLabels) as [BalanceMovementKind, ...BalanceMovementKind[]]),
    concepto: z.string(),
    documento: z.string().nullable(),
    /** Signed: + kept in favour, − used or given back. */
    monto: ZMoney,
    saldo: ZMoney,
  })),
);
export type TBalanceLine = z.infer<typeof ZBalanceLine>;

/** Receipts per page in a client's statement (its first page comes with the statement). */
export const statementReceiptsPerPage = 10;

export const ZClientStatement = z.object(
  lazyShape(() => ({
    data: z.object({
      cliente_id: z.number().int(),
      cliente: z.string(),
      documento: z.string(),
      credito_aprobado: z.boolean(),
      limite_credito: ZMoney.nullable(),
      disponible: ZMoney.nullable(),
      plazo_dias: z.number().int(),
      contacto_cobro: z.string().nullable(),
      fecha: z.string(),
      aging: ZAging,
      /** Invoices with a balance, oldest due first. */
      facturas: z.array(ZStatementInvoice),
      /** Every movement of the client's credit invoices, by date, with the running balance. */
      movimientos: z.array(ZStatementLine),
      /**
       * The client's latest receipts (`statementReceiptsPerPage` at most), latest first: the first
       * page of `abonoListar` with `cliente_id`, which pages the rest.
       */
      abonos: z.array(ZReceipt),
      /** How many receipts the client has (in force and annulled). */
      abonos_total: z.number().int(),
      /** The client's balance in favour (advances kept, credit notes), usable by payments and invoices. */
      saldo_favor: ZMoney,
      /** Its latest movements (200 at most), latest first. */
      saldo_favor_movimientos: z.array(ZBalanceLine),
      /** The client's installment plans. */
      cuotas: z.array(ZInstallmentPlan),
    }),
  })),
);
export type TClientStatement = z.infer<typeof ZClientStatement>['data'];
