import { z } from 'zod';
import { accountKinds, accountStates, ZAccountSummary } from './account-record';
import { ZQuantity, zMoneyAmount, zPercentage, zPositiveMoneyAmount, zQuantity } from './amounts';
import { ZMoney, ZTimestamp } from './cash-register-record';
import { ZPageBody } from './common';
import { optionalId, optionalText, requiredText } from './form-fields';
import { extendLazily, lazyShape, zId } from './scalars';

// ── The account (folio) ──────────────────────────────────────────────────────────────────────

/** Entry families: balance = cargos − pagos − descuentos (reversals and moves keep their family). */
export const entryKinds = ['cargo', 'pago', 'descuento'] as const;
export type EntryKind = (typeof entryKinds)[number];
/** A charge line's tax kind: the tax table's kinds, or `excluido` for a line outside the taxes. */
export const entryTaxKinds = ['IVA', 'INC', 'otro', 'excluido'] as const;
export type EntryTaxKind = (typeof entryTaxKinds)[number];

/** One tax of a charge line (or a total per tax of an account). */
export const ZEntryTax = z.object(
  lazyShape(() => ({
    impuesto_id: z.number().int().nullable(),
    tipo: z.enum(entryTaxKinds),
    nombre: z.string(),
    porcentaje: z.string(),
    /** The tax applies but the law exempts it (lodging of a non-resident foreign tourist). */
    exento: z.boolean(),
    base: ZMoney,
    valor: ZMoney,
  })),
);
export type TEntryTax = z.infer<typeof ZEntryTax>;

export const ZAccountMovement = z
  .object(
    lazyShape(() => ({
      id: z.number().int(),
      tipo: z.enum(entryKinds),
      concepto: z.string(),
      /** The night of a lodging charge (YYYY-MM-DD). */
      fecha: z.string().nullable(),
      producto_id: z.number().int().nullable(),
      cantidad: ZQuantity,
      precio_unitario: ZMoney.nullable(),
      descuento: ZMoney,
      alojamiento: z.boolean(),
      bodega_id: z.number().int().nullable(),
      empleado_id: z.number().int().nullable(),
      empleado: z.string().nullable(),
      valor: ZMoney,
      impuesto: ZMoney,
      total: ZMoney,
      forma_pago_id: z.number().int().nullable(),
      forma_pago: z.string().nullable(),
      reversa_de: z.number().int().nullable(),
      /** The entry that reverses this one, if any: an entry is reversed once. */
      reversado_por: z.number().int().nullable(),
      trasladado_de: z.number().int().nullable(),
      /** `salida`: moved out to another account (negative); `entrada`: moved in from one. */
      traslado: z.enum(['salida', 'entrada']).nullable(),
      /** The other account of a move (where it went, or where it came from). */
      traslado_cuenta_id: z.number().int().nullable(),
      motivo: z.string().nullable(),
      impuestos: z.array(ZEntryTax),
      usuario: z.string().nullable(),
      created_at: ZTimestamp,
    })),
  )
  .meta({ id: 'MovimientoCuenta' });
export type TAccountMovement = z.infer<typeof ZAccountMovement>;

/** `GET /cuentaMostrar/{id}`: the account, its entries, totals per tax and the stay's expected total. */
export const ZAccount = extendLazily(ZAccountSummary, () => ({
  pagos: ZMoney,
  descuentos: ZMoney,
  movimientos: z.array(ZAccountMovement),
  totales_impuestos: z.array(ZEntryTax),
  /**
   * Nights planned but not posted yet that will post to this account (the stay's own, or the
   * company's or group's a route rule sends them to): the business-day close posts one a night.
   */
  noches_pendientes: z.number().int(),
  /** Charges − discounts posted + the pending nights at their price: the stay's expected total. */
  total_estimado: ZMoney,
  /** A stay's route rule: the account its lodging nights post to ("Alojamiento a cargo de …"). */
  alojamiento_a_cargo: z
    .object({ cuenta_id: z.number().int(), nombre: z.string(), abierta: z.boolean() })
    .nullable(),
  /** A stay's: its dates and what it comes to at the planned departure (= total_estimado). */
  estancia: z
    .object({
      llegada: z.string(),
      salida: z.string(),
      estado: z.string(),
      total_previsto: ZMoney,
    })
    .nullable(),
})).meta({ id: 'Cuenta' });
export type TAccount = z.infer<typeof ZAccount>;
export const ZAccountResponse = z.object(lazyShape(() => ({ data: ZAccount })));

/** `POST /cuentaListar`: open accounts by default; room, guest/holder, company, state, balance. */
export const ZAccountListBody = extendLazily(ZPageBody, () => ({
  estado: z.enum(accountStates, { error: 'Estado inválido' }).nullish(),
  tipo: z.enum(accountKinds, { error: 'Tipo de cuenta inválido' }).nullish(),
  habitacion_id: optionalId('Seleccione una habitación válida'),
  /** The holder (guest or company). */
  cliente_id: optionalId('Seleccione un cliente válido'),
  /** Only accounts whose balance is not zero. */
  con_saldo: z.boolean({ error: 'Use true o false' }).nullish(),
}));
export type TAccountListBody = z.infer<typeof ZAccountListBody>;

/** `POST /cuentaCrear`: a company's credit account or a group booking's master account. */
export const ZAccountCreateBody = z
  .object(
    lazyShape(() => ({
      tipo: z.enum(['reserva', 'empresa'], { error: 'Seleccione el tipo: reserva o empresa' }),
      cliente_id: zId('Seleccione el cliente o la empresa'),
      reserva_id: optionalId('Seleccione una reserva válida'),
      nombre: optionalText(120),
    })),
  )
  .refine((v) => v.tipo !== 'reserva' || v.reserva_id !== null, {
    message: 'Seleccione la reserva del grupo',
    path: ['reserva_id'],
  });
export type TAccountCreateBody = z.infer<typeof ZAccountCreateBody>;

// ── Actions on entries ───────────────────────────────────────────────────────────────────────

/** `POST /cuentaPago` (header `Idempotency-Key`): above the balance only as an explicit advance. */
export const ZAccountPaymentBody = z.object(
  lazyShape(() => ({
    cuenta_id: zId('Seleccione la cuenta'),
    forma_pago_id: zId('Seleccione la forma de pago'),
    monto: zPositiveMoneyAmount('Ingrese el monto del pago'),
    anticipo: z.boolean({ error: 'Use true o false' }).default(false),
    referencia: optionalText(120),
  })),
);
export type TAccountPaymentBody = z.infer<typeof ZAccountPaymentBody>;

/** `POST /cuentaReversar` (permission `cuentas.reversar`). */
export const ZAccountReversalBody = z.object(
  lazyShape(() => ({
    movimiento_id: zId('Seleccione el movimiento'),
    motivo: requiredText(300, 'Indique el motivo de la reversión'),
  })),
);
export type TAccountReversalBody = z.infer<typeof ZAccountReversalBody>;

/**
 * `POST /cuentaTrasladar`: whole charges (`movimiento_ids`), or part of one charge by amount
 * (`movimiento_id` + `monto`), to another open account.
 */
export const ZAccountTransferBody = z
  .object(
    lazyShape(() => ({
      movimiento_ids: z
        .array(zId('Movimiento inválido'), { error: 'Seleccione los movimientos' })
        .min(1, { error: 'Seleccione al menos un movimiento' })
        .max(200, { error: 'Máximo 200 movimientos por traslado' })
        .nullish(),
      movimiento_id: optionalId('Seleccione el movimiento'),
      monto: zPositiveMoneyAmount('Ingrese el valor a trasladar').nullish(),
      cuenta_destino_id: zId('Seleccione la cuenta de destino'),
      motivo: optionalText(300),
    })),
  )
  .superRefine((v, ctx) => {
    const whole = v.movimiento_ids != null;
    const split = v.movimiento_id != null || v.monto != null;
    if (whole === split) {
      ctx.addIssue({
        code: 'custom',
        message: 'Indique los movimientos a trasladar, o un movimiento y el valor a dividir',
        path: ['movimiento_ids'],
      });
    } else if (split && (v.movimiento_id == null || v.monto == null)) {
      ctx.addIssue({
        code: 'custom',
        message: 'Para dividir un cargo indique el movimiento y el valor',
        path: [v.movimiento_id == null ? 'movimiento_id' : 'monto'],
      });
    }
  });
export type TAccountTransferBody = z.infer<typeof ZAccountTransferBody>;

/**
 * `POST /cuentaDescuento` (permission `cuentas.descuento`): a discount in pesos (`monto`) or as a
 * percentage (`porcentaje`) of the balance — or of one charge (`movimiento_id`) — with its reason.
 * A discount on the balance is spread over the charges when the account is invoiced.
 */
export const ZAccountDiscountBody = z
  .object(
    lazyShape(() => ({
      cuenta_id: zId('Seleccione la cuenta'),
      monto: zPositiveMoneyAmount('Ingrese el valor del descuento').nullish(),
      porcentaje: zPercentage.nullish(),
      motivo: requiredText(300, 'Indique el motivo del descuento'),
      movimiento_id: optionalId('Seleccione el cargo'),
    })),
  )
  .superRefine((v, ctx) => {
    if ((v.monto == null) === (v.porcentaje == null)) {
      ctx.addIssue({
        code: 'custom',
        message: 'Indique el valor o el porcentaje del descuento (uno de los dos)',
        path: ['monto'],
      });
    } else if (v.porcentaje != null && !/[1-9]/.test(v.porcentaje)) {
      ctx.addIssue({
        code: 'custom',
        message: 'El porcentaje debe ser mayor que cero',
        path: ['porcentaje'],
      });
    }
  });
export type TAccountDiscountBody = z.infer<typeof ZAccountDiscountBody>;

/** What an action on an account answers: the message and the entries it wrote. */
export const ZAccountActionResponse = z.object(
  lazyShape(() => ({
    message: z.string(),
    data: z.object({
      cuenta_id: z.number().int(),
      movimientos: z.array(z.number().int()),
      saldo: ZMoney,
    }),
  })),
);
export type TAccountActionResponse = z.infer<typeof ZAccountActionResponse>;

// ── Charging a room ──────────────────────────────────────────────────────────────────────────

/** `GET /gatProductosServicio`: what can be charged to a room (active, not the lodging service). */
export const ZChargeableProduct = z.object(
  lazyShape(() => ({
    id: z.number().int(),
    codigo: z.string(),
    nombre: z.string(),
    categoria: z.string().nullable(),
    tipo: z.enum(['producto', 'servicio', 'receta']),
    precio_venta: ZMoney,
    precio_incluye_impuestos: z.boolean(),
    impuestos: z.array(
      z.object({ id: z.number().int(), nombre: z.string(), tipo: z.string(), porcentaje: z.string() }),
    ),
  })),
);
export type TChargeableProduct = z.infer<typeof ZChargeableProduct>;
export const ZChargeableProducts = z.object(lazyShape(() => ({ data: z.array(ZChargeableProduct) })));

/** `POST /saveDetalleRoom`: charge lines to the room's active stay account. */
export const ZRoomChargeLine = z.object(
  lazyShape(() => ({
    product_id: zId('Seleccione el producto'),
    cantidad: zQuantity(),
    /**
     * The unit price; without it the product's sale price (its list price). Another price needs the
     * permission `cuentas.precio` and the charge's `motivo`.
     */
    precio: zMoneyAmount('Ingrese el precio').nullish(),
    /**
     * The line's discount in pesos (on the line's total as priced). Above zero it needs the
     * permission `cuentas.descuento` and the charge's `motivo`.
     */
    descuento: zMoneyAmount('Ingrese el descuento').nullish(),
    /** Where a stock product leaves from (services need none). */
    warehouse_id: optionalId('Seleccione una bodega válida'),
    empleado_id: optionalId('Seleccione un empleado válido'),
  })),
);
export type TRoomChargeLine = z.infer<typeof ZRoomChargeLine>;
export const ZRoomChargeBody = z.object(
  lazyShape(() => ({
    habitacion_id: zId('Seleccione la habitación'),
    lineas: z
      .array(ZRoomChargeLine, { error: 'Agregue al menos un producto' })
      .min(1, { error: 'Agregue al menos un producto' })
      .max(100, { error: 'Máximo 100 líneas por cargo' }),
    /** Why a line is charged at other than its list price or with a discount (then required). */
    motivo: optionalText(300, { multiline: true }),
  })),
);
export type TRoomChargeBody = z.infer<typeof ZRoomChargeBody>;
