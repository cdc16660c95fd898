import { z } from 'zod';
import { zPage } from './common';
import { isoDate, requiredText, ZEstado } from './form-fields';
import { extendLazily, INT4_MAX, lazyShape, zId, zInt } from './scalars';

/** Document kinds with an internal sequence per hotel, with the prefix a new sequence starts with. */
export const internalSequenceKinds = {
  recibo_caja: { label: 'Recibo de caja', prefijo: 'RC' },
  comprobante_egreso: { label: 'Comprobante de egreso', prefijo: 'CE' },
  ingreso_inventario: { label: 'Ingreso de inventario', prefijo: 'II' },
  factura_interna: { label: 'Factura interna', prefijo: 'FI' },
  nota_credito: { label: 'Nota crédito', prefijo: 'NC' },
  nota_debito: { label: 'Nota débito', prefijo: 'ND' },
  traslado_inventario: { label: 'Traslado de inventario', prefijo: 'TR' },
  ajuste_inventario: { label: 'Ajuste de inventario', prefijo: 'AJ' },
  consumo_inventario: { label: 'Consumo interno', prefijo: 'CI' },
  /** The POS ticket (documento equivalente) of the point of sale, issue 31. */
  tiquete_pos: { label: 'Tiquete POS', prefijo: 'POS' },
  /** The adjustment note that annuls a POS ticket. */
  nota_ajuste_pos: { label: 'Nota de ajuste POS', prefijo: 'NA' },
} as const;
export type InternalSequenceKind = keyof typeof internalSequenceKinds;
export const internalKindCodes = Object.keys(internalSequenceKinds) as [
  InternalSequenceKind,
  ...InternalSequenceKind[],
];
/** What `nextNumber` hands out: an internal kind, or `factura` from the DIAN resolutions. */
export type SequenceKind = InternalSequenceKind | 'factura';

const prefix = z
  .string()
  .trim()
  .regex(/^[A-Z0-9]{0,10}$/, { error: 'Hasta 10 letras mayúsculas o dígitos' });
/** Sequence numbers live in `integer` columns. */
const positive = (message: string) => zInt(1, INT4_MAX, message);

export const ZInternalSequenceBody = z.object(
  lazyShape(() => ({
    tipo: z.enum(internalKindCodes, { error: 'Seleccione el tipo de documento' }),
    prefijo: prefix,
    /** Can only move forward: numbers already handed out are never handed out again. */
    siguiente: positive('El siguiente número debe ser un entero mayor que cero'),
    estado: ZEstado,
  })),
);
export type TInternalSequenceBody = z.infer<typeof ZInternalSequenceBody>;
export const ZInternalSequenceUpdateBody = extendLazily(ZInternalSequenceBody, () => ({
  id: zId(),
}));
export type TInternalSequenceUpdateBody = z.infer<typeof ZInternalSequenceUpdateBody>;
export const ZInternalSequence = z
  .object(
    lazyShape(() => ({
      id: z.number().int(),
      tipo: z.enum(internalKindCodes),
      tipo_nombre: z.string(),
      prefijo: z.string(),
      siguiente: z.number().int(),
      estado: z.boolean(),
    })),
  )
  .meta({ id: 'NumeracionInterna' });
export type TInternalSequence = z.infer<typeof ZInternalSequence>;
export const ZInternalSequencePage = zPage(ZInternalSequence);
export const ZInternalSequenceData = z.object(lazyShape(() => ({ data: ZInternalSequence })));

/**
 * What a DIAN numbering range numbers: facturas de venta, the documento equivalente electrónico del
 * tiquete POS, or the paper contingency invoices (sent later as type 03).
 */
export const resolutionDocumentTypes = {
  factura: 'Factura de venta',
  pos: 'Documento equivalente POS',
  contingencia: 'Factura de contingencia (talonario)',
} as const;
export type ResolutionDocumentType = keyof typeof resolutionDocumentTypes;
const resolutionTypeCodes = Object.keys(resolutionDocumentTypes) as [
  ResolutionDocumentType,
  ...ResolutionDocumentType[],
];
export const ZResolutionDocumentType = z.enum(resolutionTypeCodes, {
  error: 'Seleccione el tipo de documento',
});

const resolutionFields = z.object(
  lazyShape(() => ({
    /** Fixed once numbers were used. A resolution saved without it numbers facturas. */
    tipo_documento: ZResolutionDocumentType.default('factura'),
    numero_resolucion: z
      .string({ error: 'El número de resolución es obligatorio' })
      .trim()
      .regex(/^\d{6,20}$/, { error: 'El número de resolución tiene de 6 a 20 dígitos' }),
    prefijo: prefix,
    desde: positive('«Desde» debe ser un entero mayor que cero'),
    hasta: positive('«Hasta» debe ser un entero mayor que cero'),
    /** The next number to hand out; `desde` when omitted (a new resolution). */
    siguiente: z
      .union([z.literal(''), positive('El siguiente número debe ser un entero mayor que cero')])
      .nullish()
      .transform((v) => (v === '' || v === undefined ? null : v)),
    fecha_desde: isoDate('Indique la fecha de inicio'),
    fecha_hasta: isoDate('Indique la fecha de vencimiento'),
    clave_tecnica: requiredText(100, 'La clave técnica es obligatoria'),
    estado: ZEstado,
  })),
);
type ResolutionFields = z.infer<typeof resolutionFields>;
function checkRanges(r: ResolutionFields, ctx: z.RefinementCtx) {
  if (r.hasta < r.desde)
    ctx.addIssue({ code: 'custom', path: ['hasta'], message: '«Hasta» no puede ser menor que «Desde»' });
  if (r.fecha_hasta < r.fecha_desde) {
    ctx.addIssue({
      code: 'custom',
      path: ['fecha_hasta'],
      message: 'La fecha final no puede ser anterior a la inicial',
    });
  }
  if (r.siguiente != null && (r.siguiente < r.desde || r.siguiente > r.hasta + 1)) {
    ctx.addIssue({
      code: 'custom',
      path: ['siguiente'],
      message: 'El siguiente número debe estar dentro del rango',
    });
  }
}
export const ZExternalSequenceBody = resolutionFields.superRefine(checkRanges);
export type TExternalSequenceBody = z.infer<typeof ZExternalSequenceBody>;
export const ZExternalSequenceUpdateBody = extendLazily(resolutionFields, () => ({ id: zId() })).superRefine(
  checkRanges,
);
export type TExternalSequenceUpdateBody = z.infer<typeof ZExternalSequenceUpdateBody>;

export const ZExternalSequence = z
  .object(
    lazyShape(() => ({
      id: z.number().int(),
      tipo_documento: ZResolutionDocumentType,
      numero_resolucion: z.string(),
      prefijo: z.string(),
      desde: z.number().int(),
      hasta: z.number().int(),
      siguiente: z.number().int(),
      fecha_desde: z.string(),
      fecha_hasta: z.string(),
      clave_tecnica: z.string(),
      estado: z.boolean(),
      /** Numbers left and days left (in the hotel's time zone), computed by the server. */
      restantes: z.number().int(),
      dias_restantes: z.number().int(),
      /** Set when fewer than 10 % of the numbers or fewer than 30 days are left, or it is spent. */
      alerta: z.string().nullable(),
    })),
  )
  .meta({ id: 'NumeracionExterna' });
export type TExternalSequence = z.infer<typeof ZExternalSequence>;
export const ZExternalSequencePage = zPage(ZExternalSequence);
export const ZExternalSequenceData = z.object(lazyShape(() => ({ data: ZExternalSequence })));

export const RESOLUTION_WARN_FRACTION = 0.1;
export const RESOLUTION_WARN_DAYS = 30;

/** The warning of a resolution: spent, expired, or near its end (PRODUCT.md: invoicing). */
export function resolutionWarning(r: {
  desde: number;
  hasta: number;
  siguiente: number;
  dias_restantes: number;
  estado: boolean;
}): string | null {
  if (!r.estado) return null;
  const total = r.hasta - r.desde + 1;
  const left = Math.max(0, r.hasta - r.siguiente + 1);
  if (left === 0) return 'Numeración agotada';
  if (r.dias_restantes < 0) return 'Resolución vencida';
  const warnings: string[] = [];
  if (left < total * RESOLUTION_WARN_FRACTION) {
    warnings.push(`Quedan ${left} números (${Math.floor((left * 100) / total)} %)`);
  }
  if (r.dias_restantes < RESOLUTION_WARN_DAYS) {
    warnings.push(r.dias_restantes === 0 ? 'Vence hoy' : `Vence en ${r.dias_restantes} días`);
  }
  return warnings.length > 0 ? warnings.join(' · ') : null;
}
