import { z } from 'zod';
import { zPositiveMoneyAmount } from './amounts';
import { isoDate, optionalId } from './form-fields';
import { ZGuestRegistration } from './guest-registration';
import { refineSettlement, settlementFields, ZInvoiceRef } from './invoices';
import { ZRackRoom } from './rack';
import { ZRoomActionResponse } from './rack-actions';
import { ZReservation } from './reservations';
import { extendLazily, lazyShape, zId, zInt, zRawText, zText } from './scalars';

const salida = isoDate('Indique la fecha de salida');
const ids = z.array(zId()).max(20).default([]);

export const ZDeposit = z.object(
  lazyShape(() => ({
    forma_pago_id: zId('Seleccione el medio de pago'),
    monto: zPositiveMoneyAmount('Ingrese el valor del anticipo'),
    /** The client's key: a retried request does not take the deposit twice. */
    idempotency_key: zRawText(80).min(8).optional(),
  })),
);

/** What occupying a room (walk-in) or checking in its hold needs. */
const stayFields = {
  habitacion_id: zId('Seleccione la habitación'),
  acompanantes: ids,
  empleados: ids,
  adultos: zInt(1, 20, 'Adultos: de 1 a 20'),
  ninos: zInt(0, 20, 'Niños: de 0 a 20').default(0),
  salida,
  tarifa_nombre: zText(80, { message: 'Seleccione la tarifa' }).min(1, { error: 'Seleccione la tarifa' }),
  exento_iva: z.boolean().default(false),
  anticipo: ZDeposit.optional(),
  observaciones: zText(500, { multiline: true }).optional(),
  /** Check into a dirty room; needs the permission rack.ocupar_sucia. */
  forzar_sucia: z.boolean().default(false),
  /**
   * Route rule: the open company or group master account the stay's lodging nights post to
   * (extras stay on the guest's account). Needs the permission cuentas.trasladar.
   */
  cargo_alojamiento_cuenta_id: optionalId('Seleccione una cuenta válida'),
};

/**
 * A walk-in. `huespedes` (optional: the stay can be completed later) is the guest register as the
 * check-in asks it; its first row is the main guest, the stay's client.
 */
export const ZOccupyBody = z
  .object(
    lazyShape(() => ({
      ...stayFields,
      cliente_id: zId('Seleccione el cliente'),
      huespedes: z.array(ZGuestRegistration).max(20, { error: 'Máximo 20 huéspedes' }).default([]),
    })),
  )
  .superRefine((v, ctx) => {
    const [main] = v.huespedes;
    if (main && main.cliente_id !== v.cliente_id) {
      ctx.addIssue({
        code: 'custom',
        message: 'El huésped principal es el cliente de la estadía',
        path: ['huespedes', 0, 'cliente_id'],
      });
    }
    const guests = new Set([v.cliente_id, ...v.acompanantes]);
    v.huespedes.forEach((h, i) => {
      if (i > 0 && !guests.has(h.cliente_id)) {
        ctx.addIssue({
          code: 'custom',
          message: 'El huésped no es de la estadía',
          path: ['huespedes', i, 'cliente_id'],
        });
      }
    });
  });
export type TOccupyBody = z.infer<typeof ZOccupyBody>;
/** What a client sends (the defaults filled in by the server left out). */
export type TOccupyInput = z.input<typeof ZOccupyBody>;

const stayRequired = {
  adultos: 'Adultos: de 1 a 20',
  salida: 'Indique la fecha de salida',
  tarifa_nombre: 'Seleccione la tarifa',
} as const;

/** A guest listed twice in a register: the second time is marked on its row. */
function flagRepeatedGuests(huespedes: readonly { cliente_id: number }[], ctx: z.RefinementCtx): void {
  const seen = new Set<number>();
  huespedes.forEach((h, i) => {
    if (seen.has(h.cliente_id)) {
      ctx.addIssue({
        code: 'custom',
        message: 'El huésped ya está en la lista',
        path: ['huespedes', i, 'cliente_id'],
      });
    }
    seen.add(h.cliente_id);
  });
}

/**
 * Check-in of a booking line (`reserva_id`, `linea_id`) or, from the rack, of the room's hold for
 * today (`habitacion_id` alone). A line without a room is given `habitacion_id` (of its type, clean
 * unless `forzar_sucia` with rack.ocupar_sucia). `huespedes` confirms each guest with what the
 * hotel's guest register asks; the first is the stay's main guest (required for a booking line).
 * The stay's nights, persons and rate are the line's unless sent; the rack's hold sends them.
 */
export const ZCheckinBody = z
  .object(
    lazyShape(() => ({
      ...stayFields,
      reserva_id: optionalId('Seleccione la reserva'),
      linea_id: optionalId('Seleccione la habitación de la reserva'),
      habitacion_id: optionalId('Seleccione la habitación'),
      huespedes: z.array(ZGuestRegistration).max(20, { error: 'Máximo 20 huéspedes' }).default([]),
      adultos: stayFields.adultos.optional(),
      ninos: zInt(0, 20, 'Niños: de 0 a 20').optional(),
      salida: salida.optional(),
      tarifa_nombre: stayFields.tarifa_nombre.optional(),
    })),
  )
  .superRefine((v, ctx) => {
    if (v.linea_id === null) {
      if (v.habitacion_id === null) {
        ctx.addIssue({ code: 'custom', message: 'Seleccione la habitación', path: ['habitacion_id'] });
      }
      for (const [field, message] of Object.entries(stayRequired)) {
        if (v[field as keyof typeof stayRequired] === undefined) {
          ctx.addIssue({ code: 'custom', message, path: [field] });
        }
      }
      return;
    }
    if (v.reserva_id === null) {
      ctx.addIssue({ code: 'custom', message: 'Seleccione la reserva', path: ['reserva_id'] });
    }
    if (v.huespedes.length === 0) {
      ctx.addIssue({
        code: 'custom',
        message: 'Registre al menos el huésped principal',
        path: ['huespedes'],
      });
    }
    flagRepeatedGuests(v.huespedes, ctx);
  });
export type TCheckinBody = z.infer<typeof ZCheckinBody>;
export type TCheckinInput = z.input<typeof ZCheckinBody>;

/**
 * `/estanciaRegistro`: completes (or corrects) the guest register of a stay after its check-in —
 * each guest sent (the stay's client or one of its companions) gets its register replaced; the
 * client's nationality and birth date are filled where the record lacks them. Then the TRA can
 * be resent.
 */
export const ZStayRegisterBody = z
  .object(
    lazyShape(() => ({
      estancia_id: zId('Seleccione la estadía'),
      huespedes: z
        .array(ZGuestRegistration)
        .min(1, { error: 'Registre al menos un huésped' })
        .max(21, { error: 'Máximo 21 huéspedes' }),
    })),
  )
  .superRefine((v, ctx) => {
    flagRepeatedGuests(v.huespedes, ctx);
  });
export type TStayRegisterBody = z.infer<typeof ZStayRegisterBody>;
export type TStayRegisterInput = z.input<typeof ZStayRegisterBody>;

/**
 * Check-out. The stay ends today: the nights stayed that the business-day close has not posted
 * yet are posted (past the planned departure too), a night posted for a date not stayed reversed. The account is then settled — `pagos` in one or more methods (cash may exceed
 * the balance: the answer carries the change), or `credito` to a company's account (permission
 * facturas.credito) — and invoiced, in one transaction. `liquidacion` (one method for the exact
 * balance, or the refund of a balance in the guest's favour) is the earlier form and still works.
 */
/**
 * The day-use charge a check-out on the arrival day may add (the stay keeps 0 nights): the hotel's
 * configured amount, or the first night's rate. Permission rack.uso_dia.
 */
export const dayUseKinds = ['configurado', 'tarifa'] as const;
export type DayUseKind = (typeof dayUseKinds)[number];

export const ZVacateBody = z
  .object(
    lazyShape(() => ({
      habitacion_id: stayFields.habitacion_id,
      /** Left out or null: no day-use charge (a same-day departure bills no night). */
      uso_dia: z.enum(dayUseKinds, { error: 'Uso del día: configurado o tarifa' }).nullish(),
      liquidacion: z
        .object({
          forma_pago_id: zId('Seleccione el medio de pago'),
          idempotency_key: ZDeposit.shape.idempotency_key,
        })
        .optional(),
      ...settlementFields,
    })),
  )
  .superRefine((v, ctx) => {
    refineSettlement(v, ctx);
    if (v.liquidacion && (v.pagos.length > 0 || v.credito)) {
      ctx.addIssue({
        code: 'custom',
        path: ['liquidacion'],
        message: 'Envíe la liquidación o los pagos, no ambos',
      });
    }
  });
export type TVacateBody = z.output<typeof ZVacateBody>;
export type TVacateInput = z.input<typeof ZVacateBody>;
/** The check-out's answer: the room, the invoice it created and the change for cash. */
export const ZVacateResponse = extendLazily(ZRoomActionResponse, () => ({
  /** Null only when the stay had nothing to bill (a day use without charges). */
  factura: ZInvoiceRef.nullable(),
  /** Cash handed back to the guest. */
  cambio: z.string(),
}));
export type TVacateResponse = z.infer<typeof ZVacateResponse>;

export const ZQuoteBody = z.object(
  lazyShape(() => ({
    habitacion_id: stayFields.habitacion_id,
    salida,
    adultos: stayFields.adultos,
    ninos: stayFields.ninos,
    tarifa_nombre: stayFields.tarifa_nombre,
    exento_iva: stayFields.exento_iva,
  })),
);
export type TQuoteBody = z.infer<typeof ZQuoteBody>;

export const ZStayPrice = z
  .object(
    lazyShape(() => ({
      noches: z.array(
        z.object({
          fecha: z.string(),
          tarifa_id: z.number().int(),
          base: z.string(),
          adicional: z.string(),
          impuesto: z.string(),
          total: z.string(),
        }),
      ),
      subtotal: z.string(),
      impuestos: z.string(),
      total: z.string(),
    })),
  )
  .meta({ id: 'PrecioEstancia' });
export type TStayPrice = z.infer<typeof ZStayPrice>;
export const ZQuoteResponse = z.object(lazyShape(() => ({ data: ZStayPrice })));

export const ZRoomRatesResponse = z.object(
  lazyShape(() => ({
    data: z.object({
      tarifas: z.array(z.string()),
      capacidad_adultos: z.number().int(),
      capacidad_ninos: z.number().int(),
    }),
  })),
);

export const ZAccountEntry = z.object(
  lazyShape(() => ({
    id: z.number().int(),
    tipo: z.enum(['cargo', 'pago', 'descuento']),
    concepto: z.string(),
    fecha: z.string().nullable(),
    valor: z.string(),
    impuesto: z.string(),
    total: z.string(),
    forma_pago: z.string().nullable(),
    created_at: z.string(),
  })),
);

/** The room detail (getRoomDashBoard): the card, the current stay, guests, and the account. */
export const ZRoomDetail = z
  .object(
    lazyShape(() => ({
      habitacion: ZRackRoom,
      estancia: z
        .object({
          id: z.number().int(),
          cliente: z.object({ id: z.number().int(), nombre: z.string(), documento: z.string() }),
          acompanantes: z.array(z.object({ id: z.number().int(), nombre: z.string() })),
          empleados: z.array(z.object({ id: z.number().int(), nombres: z.string() })),
          llegada: z.string(),
          salida: z.string(),
          adultos: z.number().int(),
          ninos: z.number().int(),
          tarifa_nombre: z.string(),
          /** The stay's account (cuentaMostrar), for a caller with `cuentas.ver`; null otherwise. */
          cuenta_id: z.number().int().nullable(),
          /** The account: null for a caller without `cuentas.ver` (a housekeeper sees no money). */
          movimientos: z.array(ZAccountEntry).nullable(),
          cargos: z.string().nullable(),
          pagos: z.string().nullable(),
          saldo: z.string().nullable(),
          /** Planned nights not posted yet to this account (the business-day close posts one a night). */
          noches_pendientes: z.number().int().nullable(),
          /** Charges posted − discounts + the pending nights at their price: the stay's expected total. */
          total_estimado: z.string().nullable(),
          /** What a check-out today would do: the nights kept, the adjustment and the balance then. */
          al_salir_hoy: z
            .object({
              salida: z.string(),
              noches: z.number().int(),
              ajuste: z.string(),
              saldo: z.string(),
              /**
               * Leaving on the arrival day (0 nights): the day-use charges offered, taxes included —
               * the first night's rate, and the hotel's amount when configured. Null otherwise.
               */
              uso_dia: z.object({ tarifa: z.string(), configurado: z.string().nullable() }).nullable(),
            })
            .nullable(),
        })
        .nullable(),
    })),
  )
  .meta({ id: 'DetalleHabitacion' });
export type TRoomDetail = z.infer<typeof ZRoomDetail>;
export const ZRoomDetailResponse = z.object(lazyShape(() => ({ data: ZRoomDetail })));

/** `/getReserva`: by the booking's number, or the room's hold for today (the rack's dialog). */
export const ZGetReservationBody = z
  .object(
    lazyShape(() => ({
      habitacion_id: optionalId('Seleccione la habitación'),
      reserva_id: optionalId('Seleccione la reserva'),
    })),
  )
  .refine((v) => v.habitacion_id !== null || v.reserva_id !== null, {
    message: 'Indique la habitación o la reserva',
    path: ['reserva_id'],
  });
export type TGetReservationBody = z.infer<typeof ZGetReservationBody>;

/**
 * The booking for the rack's and the calendar's dialogs: the hold's line as the rack reads it
 * (`id` is the line, with its holder, dates and state), the booking's number and the line's, and
 * the whole booking with its lines. null when the room has no booking arriving today.
 */
export const ZHoldResponse = z.object(
  lazyShape(() => ({
    data: z
      .object({
        id: z.number().int(),
        cliente_id: z.number().int(),
        cliente: z.string(),
        llegada: z.string(),
        salida: z.string(),
        estado: z.string(),
        reserva_id: z.number().int(),
        linea_id: z.number().int().nullable(),
        reserva: ZReservation,
      })
      .nullable(),
  })),
);
