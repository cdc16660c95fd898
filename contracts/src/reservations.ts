import { z } from 'zod';
import { zPositiveMoneyAmount } from './amounts';
import { daysBetween } from './dates';
import { isoDate, keptText, optionalId, optionalText, requiredText } from './form-fields';
import { zReservationChannel, zReservationState } from './reservation-states';
import { lazyShape, zId, zInt, zRawText } from './scalars';

// ── Stay fields ───────────────────────────────────────────────────────────────────────────────

export const MAX_NIGHTS = 90;
const PERSONS_MAX = 30;

/** salida after llegada and at most MAX_NIGHTS nights, on `salida` (within `path`). */
function stayDates(
  value: { llegada: string; salida: string },
  ctx: z.RefinementCtx,
  path: (string | number)[],
) {
  const nights = daysBetween(value.llegada, value.salida);
  if (!(nights >= 1)) {
    ctx.addIssue({
      code: 'custom',
      message: 'La salida debe ser posterior a la llegada',
      path: [...path, 'salida'],
    });
  } else if (nights > MAX_NIGHTS) {
    ctx.addIssue({ code: 'custom', message: `Máximo ${MAX_NIGHTS} noches`, path: [...path, 'salida'] });
  }
}

const stayShape = {
  llegada: isoDate('Ingrese la fecha de llegada'),
  salida: isoDate('Ingrese la fecha de salida'),
  adultos: zInt(1, PERSONS_MAX, `Adultos: un número entero de 1 a ${PERSONS_MAX}`),
  ninos: zInt(0, PERSONS_MAX, `Niños: un número entero de 0 a ${PERSONS_MAX}`).default(0),
};

// ── Availability ──────────────────────────────────────────────────────────────────────────────

export const ZAvailabilityBody = z
  .object(
    lazyShape(() => ({
      ...stayShape,
      tipo_habitacion_id: optionalId('Seleccione un tipo de habitación válido'),
    })),
  )
  .superRefine((v, ctx) => stayDates(v, ctx, []));
export type TAvailabilityBody = z.infer<typeof ZAvailabilityBody>;

export const ZNightPrice = z.object(
  lazyShape(() => ({
    fecha: z.string(),
    base: z.string(),
    adicional: z.string(),
    impuesto: z.string(),
    total: z.string(),
  })),
);

export const ZAvailabilityType = z.object(
  lazyShape(() => ({
    tipo_habitacion_id: z.number(),
    nombre: z.string(),
    capacidad_adultos: z.number(),
    capacidad_ninos: z.number(),
    /** The fewest free rooms over the nights: how many lines of this type can still be sold. */
    libres: z.number(),
    por_noche: z.array(z.object({ fecha: z.string(), libres: z.number() })),
    /** The price of the stay for each rate (by name) valid on every night. */
    tarifas: z.array(
      z.object({
        tarifa_id: z.number(),
        nombre: z.string(),
        subtotal: z.string(),
        impuestos: z.string(),
        total: z.string(),
        noches: z.array(ZNightPrice),
      }),
    ),
    /** Rooms of the type free on every night, which a line can be assigned to. */
    habitaciones: z.array(z.object({ id: z.number(), numero: z.string(), piso: z.number() })),
  })),
);
export type TAvailabilityType = z.infer<typeof ZAvailabilityType>;
export const ZAvailabilityData = z.object(lazyShape(() => ({ data: z.array(ZAvailabilityType) })));

// ── Creating a booking ────────────────────────────────────────────────────────────────────────

export const MAX_LINES_PER_BOOKING = 50;

export const ZReservationLineBody = z.object(
  lazyShape(() => ({
    tipo_habitacion_id: zId('Seleccione el tipo de habitación'),
    habitacion_id: optionalId('Seleccione una habitación válida'),
    ...stayShape,
    tarifa_id: optionalId('Seleccione una tarifa válida'),
  })),
);
export type TReservationLineBody = z.infer<typeof ZReservationLineBody>;

export const ZReservationBody = z
  .object(
    lazyShape(() => ({
      cliente_id: zId('Seleccione el cliente'),
      canal: zReservationChannel(),
      agencia: optionalText(120),
      agencia_referencia: optionalText(60),
      observaciones: optionalText(1000, { multiline: true }),
      /** A Pendiente hold that expires at this instant; without it the lines are Confirmada. */
      vence_at: z.iso
        .datetime({ offset: true, error: 'Fecha y hora de vencimiento inválida' })
        .nullish()
        .transform((v) => v ?? null),
      /** Sell beyond the free rooms (permission `reservas.sobreventa`), with the reason logged. */
      sobreventa: z.object({ motivo: requiredText(300, 'Indique el motivo de la sobreventa') }).nullish(),
      /** A deposit taken into the caller's open register with the booking. */
      anticipo: z
        .object({
          forma_pago_id: zId('Seleccione el medio de pago'),
          monto: zPositiveMoneyAmount('Ingrese el valor del anticipo'),
        })
        .nullish(),
      lineas: z
        .array(ZReservationLineBody, { error: 'Agregue al menos una habitación' })
        .min(1, { error: 'Agregue al menos una habitación' })
        .max(MAX_LINES_PER_BOOKING, { error: `Máximo ${MAX_LINES_PER_BOOKING} habitaciones por reserva` }),
    })),
  )
  .superRefine((v, ctx) => {
    v.lineas.forEach((line, i) => {
      stayDates(line, ctx, ['lineas', i]);
    });
    const rooms = new Set<number>();
    v.lineas.forEach((line, i) => {
      if (line.habitacion_id === null) return;
      if (rooms.has(line.habitacion_id)) {
        ctx.addIssue({
          code: 'custom',
          message: 'La habitación ya está en otra línea',
          path: ['lineas', i, 'habitacion_id'],
        });
      }
      rooms.add(line.habitacion_id);
    });
    if (v.canal === 'agencia' && !v.agencia) {
      ctx.addIssue({ code: 'custom', message: 'Indique la agencia', path: ['agencia'] });
    }
  });
export type TReservationBody = z.infer<typeof ZReservationBody>;

/** The `Idempotency-Key` header of a creation: a retried request answers the first booking. */
export const ZIdempotencyHeaders = z.object(
  lazyShape(() => ({
    'idempotency-key': zRawText(80, 'Envíe el encabezado Idempotency-Key').min(8, {
      error: 'El encabezado Idempotency-Key debe tener al menos 8 caracteres',
    }),
  })),
);

// ── Changing a booking ────────────────────────────────────────────────────────────────────────

/** The booking's own fields a change may set (absent = unchanged). */
export const bookingFields = [
  'cliente_id',
  'canal',
  'agencia',
  'agencia_referencia',
  'observaciones',
] as const;

const lineRequired = {
  tipo_habitacion_id: 'Seleccione el tipo de habitación',
  llegada: 'Ingrese la fecha de llegada',
  salida: 'Ingrese la fecha de salida',
  adultos: `Adultos: un número entero de 1 a ${PERSONS_MAX}`,
} as const;

/**
 * A change of a booking: one line (`linea_id` with its new type, room, dates, persons or rate:
 * re-checked and re-priced) and/or the booking's holder, channel, agency, its reference and
 * observaciones. Fields left out stay as they are.
 */
export const ZReservationUpdateBody = z
  .object(
    lazyShape(() => ({
      linea_id: optionalId('Seleccione la habitación de la reserva'),
      tipo_habitacion_id: zId(lineRequired.tipo_habitacion_id).optional(),
      habitacion_id: optionalId('Seleccione una habitación válida'),
      llegada: isoDate(lineRequired.llegada).optional(),
      salida: isoDate(lineRequired.salida).optional(),
      adultos: stayShape.adultos.optional(),
      ninos: zInt(0, PERSONS_MAX, `Niños: un número entero de 0 a ${PERSONS_MAX}`).optional(),
      tarifa_id: optionalId('Seleccione una tarifa válida'),
      cliente_id: zId('Seleccione el cliente').optional(),
      canal: zReservationChannel().optional(),
      agencia: keptText(120),
      agencia_referencia: keptText(60),
      observaciones: keptText(1000, { multiline: true }),
    })),
  )
  .superRefine((v, ctx) => {
    if (v.linea_id !== null) {
      for (const [field, message] of Object.entries(lineRequired)) {
        if (v[field as keyof typeof lineRequired] === undefined) {
          ctx.addIssue({ code: 'custom', message, path: [field] });
        }
      }
      if (v.llegada && v.salida) stayDates({ llegada: v.llegada, salida: v.salida }, ctx, []);
    } else if (bookingFields.every((f) => v[f] === undefined)) {
      ctx.addIssue({
        code: 'custom',
        message: 'Indique la habitación o los datos de la reserva que desea cambiar',
        path: ['linea_id'],
      });
    }
  });
export type TReservationUpdateBody = z.infer<typeof ZReservationUpdateBody>;
/** What a client sends (fields it leaves out are kept). */
export type TReservationUpdateInput = z.input<typeof ZReservationUpdateBody>;

/** The line part of a change, once `linea_id` is set (the schema required its fields). */
export function lineChangeOf(
  body: TReservationUpdateBody,
): (TReservationLineBody & { linea_id: number }) | null {
  const { linea_id, tipo_habitacion_id, llegada, salida, adultos } = body;
  if (linea_id === null || !tipo_habitacion_id || !llegada || !salida || !adultos) return null;
  return {
    linea_id,
    tipo_habitacion_id,
    habitacion_id: body.habitacion_id,
    llegada,
    salida,
    adultos,
    ninos: body.ninos ?? 0,
    tarifa_id: body.tarifa_id,
  };
}

// ── Reinstating and deposits ──────────────────────────────────────────────────────────────────

/** Reinstate one cancelled line, or every cancelled line whose arrival has not passed. */
export const ZReservationReinstateBody = z.object(
  lazyShape(() => ({
    linea_id: optionalId('Seleccione una habitación válida de la reserva'),
  })),
);
export type TReservationReinstateBody = z.infer<typeof ZReservationReinstateBody>;

/** A deposit taken later (`POST /reservaAnticipo/{id}`, header `Idempotency-Key`). */
export const ZReservationDepositBody = z.object(
  lazyShape(() => ({
    forma_pago_id: zId('Seleccione el medio de pago'),
    monto: zPositiveMoneyAmount('Ingrese el valor del anticipo'),
  })),
);
export type TReservationDepositBody = z.infer<typeof ZReservationDepositBody>;

// ── History ───────────────────────────────────────────────────────────────────────────────────

/** What a history entry's `accion` means, for the detail's history list. */
export const reservationHistoryLabels: Record<string, string> = {
  crear: 'Creación',
  actualizar: 'Cambio de habitación',
  datos: 'Cambio de titular o canal',
  cancelar: 'Cancelación',
  reactivar: 'Reactivación',
  checkin: 'Check-in',
  no_show: 'No-show',
  vencer: 'Vencimiento',
  anticipo: 'Anticipo',
  sobreventa: 'Sobreventa',
};

export const ZReservationHistoryEntry = z.object(
  lazyShape(() => ({
    id: z.number(),
    fecha: z.string(),
    /** Who made the change; null for the business-date job. */
    usuario: z.string().nullable(),
    accion: z.string(),
    linea_id: z.number().nullable(),
    antes: z.unknown(),
    despues: z.unknown(),
  })),
);
export type TReservationHistoryEntry = z.infer<typeof ZReservationHistoryEntry>;

// ── A booking ─────────────────────────────────────────────────────────────────────────────────

export const ZReservationLine = z.object(
  lazyShape(() => ({
    id: z.number(),
    tipo_habitacion_id: z.number(),
    tipo: z.string(),
    habitacion_id: z.number().nullable(),
    habitacion: z.string().nullable(),
    llegada: z.string(),
    salida: z.string(),
    adultos: z.number(),
    ninos: z.number(),
    tarifa_id: z.number().nullable(),
    tarifa_nombre: z.string().nullable(),
    total: z.string().nullable(),
    estado: zReservationState(),
    vence_at: z.string().nullable(),
    sobreventa: z.boolean(),
    motivo_cancelacion: z.string().nullable(),
    cancelada_at: z.string().nullable(),
    cancelada_por: z.string().nullable(),
    llega_hoy: z.boolean(),
    sale_hoy: z.boolean(),
    noches: z.array(ZNightPrice),
  })),
);
export type TReservationLine = z.infer<typeof ZReservationLine>;

export const ZReservation = z.object(
  lazyShape(() => ({
    id: z.number(),
    cliente_id: z.number(),
    cliente: z.string(),
    documento: z.string(),
    canal: zReservationChannel(),
    agencia: z.string().nullable(),
    agencia_referencia: z.string().nullable(),
    observaciones: z.string().nullable(),
    estado: zReservationState(),
    llegada: z.string(),
    salida: z.string(),
    /** The price of the lines not cancelled nor no-show. */
    total: z.string(),
    /** The deposits taken (into a register), the refunds given back on a cancellation, and their net sum. */
    anticipos: z.array(
      z.object({
        id: z.number(),
        forma_pago_id: z.number(),
        forma_pago: z.string(),
        monto: z.string(),
        tipo: z.enum(['anticipo', 'devolucion']),
        fecha: z.string(),
      }),
    ),
    pagado: z.string(),
    created_at: z.string(),
    lineas: z.array(ZReservationLine),
    /** Every change of the booking, newest first. */
    historial: z.array(ZReservationHistoryEntry),
  })),
);
export type TReservation = z.infer<typeof ZReservation>;
export const ZReservationData = z.object(
  lazyShape(() => ({ data: ZReservation, message: z.string().optional() })),
);
