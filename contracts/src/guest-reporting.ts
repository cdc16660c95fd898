import { z } from 'zod';
import { zPage } from './common';
import { isoDate, optionalText } from './form-fields';
import { lazyShape, zIdText } from './scalars';

/**
 * Guest reporting (issue 30): the TRA to MinCIT for every stay and the SIRE file of foreign guests
 * for Migración Colombia. See docs/guest-reporting.md.
 */

/** The hotel's settings; the TRA token is written, never read back. */
export const ZGuestReportingSettings = z.object(
  lazyShape(() => ({
    tra_activo: z.boolean({ error: 'Indique si la TRA está activa' }),
    /** Absent or empty: the stored token stays. */
    tra_token: z
      .string()
      .trim()
      .max(200, { error: 'Máximo 200 caracteres' })
      .refine((v) => v === '' || v.length >= 20, { error: 'El token de la TRA tiene al menos 20 caracteres' })
      .refine((v) => !/\s/.test(v), { error: 'El token de la TRA no lleva espacios' })
      .optional(),
    tipo_acomodacion: optionalText(60),
    sire_codigo: z
      .string()
      .trim()
      .max(20, { error: 'Máximo 20 dígitos' })
      .regex(/^\d*$/, { error: 'El código de SIRE tiene solo dígitos' })
      .nullish()
      .transform((v) => v || null),
  })),
);
export type TGuestReportingSettings = z.infer<typeof ZGuestReportingSettings>;
export type TGuestReportingSettingsInput = z.input<typeof ZGuestReportingSettings>;

export const ZGuestReportingState = z.object(
  lazyShape(() => ({
    /** Whether this server has POSADA_SECRET_KEY (needed to store the token). */
    clave_servidor: z.boolean(),
    tra_activo: z.boolean(),
    tiene_token: z.boolean(),
    tipo_acomodacion: z.string().nullable(),
    sire_codigo: z.string().nullable(),
    /** The hotel's own, for the screen: where to change them is Hoteles. */
    rnt: z.string().nullable(),
    ciudad: z.string().nullable(),
  })),
);
export type TGuestReportingState = z.infer<typeof ZGuestReportingState>;
export const ZGuestReportingStateResponse = z.object(lazyShape(() => ({ data: ZGuestReportingState })));

export const traStateLabels = {
  pendiente: 'Pendiente',
  enviado: 'Enviado',
  error: 'Error',
  sin_datos: 'Sin datos',
  no_aplica: 'No se reporta',
} as const;
export const ZTraState = z.enum(['pendiente', 'enviado', 'error', 'sin_datos', 'no_aplica']);
export type TTraState = z.infer<typeof ZTraState>;

/** Something a report needs and a guest (or the hotel) lacks. */
export const ZReportIssue = z.object(
  lazyShape(() => ({ quien: z.string(), campo: z.string(), mensaje: z.string() })),
);
export type TReportIssue = z.infer<typeof ZReportIssue>;

export const ZTraLogEntry = z.object(
  lazyShape(() => ({
    fecha: z.string(),
    ruta: z.string(),
    /** Who was sent (document and names): never the token. */
    resumen: z.string(),
    estado_http: z.number().int().nullable(),
    respuesta: z.string().nullable(),
  })),
);

export const ZTraStayState = z.object(
  lazyShape(() => ({
    estancia_id: z.number().int(),
    estado: ZTraState,
    codigo: z.string().nullable(),
    mensaje: z.string().nullable(),
    /** What is missing now (checked when asked): all of it at once. */
    faltantes: z.array(ZReportIssue),
    intentos: z.number().int(),
    proximo_intento: z.string().nullable(),
    enviado_at: z.string().nullable(),
    registro: z.array(ZTraLogEntry),
  })),
);
export type TTraStayState = z.infer<typeof ZTraStayState>;
export const ZTraStayStateResponse = z.object(lazyShape(() => ({ data: ZTraStayState })));
export const ZTraStateQuery = z.object(lazyShape(() => ({ estancia_id: zIdText() })));
export const ZTraStayParams = z.object(lazyShape(() => ({ estancia_id: zIdText() })));

export const ZTraPendingBody = z.object(
  lazyShape(() => ({
    page: z.number().int().min(1).optional(),
    per_page: z.number().int().min(1).max(200, { error: 'Registros por página: de 1 a 200' }).optional(),
    /** Only these states (by default pending, failed and without data). */
    estados: z.array(z.enum(['pendiente', 'error', 'sin_datos'])).optional(),
  })),
);
export const ZTraPendingItem = z.object(
  lazyShape(() => ({
    estancia_id: z.number().int(),
    habitacion: z.string(),
    huesped: z.string(),
    llegada: z.string(),
    estado: ZTraState,
    mensaje: z.string().nullable(),
    intentos: z.number().int(),
    proximo_intento: z.string().nullable(),
  })),
);
export type TTraPendingItem = z.infer<typeof ZTraPendingItem>;
export const ZTraPendingPage = zPage(ZTraPendingItem);

/** A SIRE period: local dates of the hotel, at most 92 days. */
export const ZSirePeriod = z
  .object(
    lazyShape(() => ({
      desde: isoDate('Indique la fecha inicial'),
      hasta: isoDate('Indique la fecha final'),
    })),
  )
  .superRefine((v, ctx) => {
    if (v.hasta < v.desde) {
      ctx.addIssue({ code: 'custom', path: ['hasta'], message: 'La fecha final es anterior a la inicial' });
    } else if (Date.parse(v.hasta) - Date.parse(v.desde) > 92 * 86_400_000) {
      ctx.addIssue({ code: 'custom', path: ['hasta'], message: 'El período es de máximo 92 días' });
    }
  });
export type TSirePeriod = z.infer<typeof ZSirePeriod>;

export const ZSireRow = z.object(
  lazyShape(() => ({
    cliente_id: z.number().int(),
    estancia_id: z.number().int(),
    movimiento: z.enum(['E', 'S']),
    campos: z.array(z.string()),
    /** Inside a period already marked as uploaded. */
    reportado: z.boolean(),
  })),
);
export const ZSireUpload = z.object(
  lazyShape(() => ({
    desde: z.string(),
    hasta: z.string(),
    filas: z.number().int(),
    usuario: z.string().nullable(),
    fecha: z.string(),
  })),
);
export const ZSireView = z.object(
  lazyShape(() => ({
    filas: z.array(ZSireRow),
    faltantes: z.array(ZReportIssue),
    /** Uploads that overlap the period. */
    reportes: z.array(ZSireUpload),
  })),
);
export type TSireView = z.infer<typeof ZSireView>;
export const ZSireViewResponse = z.object(lazyShape(() => ({ data: ZSireView })));
export const ZSireMarked = z.object(lazyShape(() => ({ message: z.string(), data: ZSireUpload })));

export const guestReportingPaths = {
  state: '/reporteHuespedes/estado',
  configure: '/reporteHuespedes/configurar',
  traState: '/traEstado',
  traResend: (id: string | number) => `/traReenviar/${id}`,
  traPending: '/traPendientes',
  sireView: '/sireMovimientos',
  sireFile: '/sireArchivo',
  sireMark: '/sireMarcarReportado',
} as const;
