import { z } from 'zod';
import { zMoneyAmount, zPositiveMoneyAmount } from './amounts';
import { zPage } from './common';
import { cancellationPenaltyKindCodes } from './configuration-record';
import { keptText, optionalId, optionalText, requiredText } from './form-fields';
import { lazyShape, zIdText, zInt, zRawText, zText } from './scalars';

/** 'HH:MM', 24 h. */
export const ZClockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Hora inválida (HH:MM)' });

export const plans = ['basico', 'profesional', 'cadena'] as const;
export type Plan = (typeof plans)[number];
export const planLabels: Record<Plan, string> = {
  basico: 'Básico',
  profesional: 'Profesional',
  cadena: 'Cadena',
};

export const ZLogoQuery = z.object(lazyShape(() => ({ h: zIdText('Hotel inválido').optional() })));

export const ZConfigurationSaveBody = z
  .object(
    lazyShape(() => ({
      soporte_url: z
        .union([
          z.literal(''),
          zText(300).pipe(z.url({ protocol: /^https?$/, error: 'Enlace inválido (http o https)' })),
        ])
        .nullish()
        .transform((v) => v || null),
      pie_factura: optionalText(2000, { multiline: true }),
      /** Left out, the policy stays as it is (a form that does not show it never clears it). */
      politica_cancelacion: keptText(4000, { multiline: true }),
      permitir_stock_negativo: z.boolean(),
      producto_alojamiento_id: optionalId('Seleccione el producto de alojamiento'),
      hora_checkin: ZClockTime,
      hora_checkout: ZClockTime,
      /** Left out, the close hour and the penalty stay as they are. */
      hora_cierre_dia: ZClockTime.optional(),
      penalidad_cancelacion_tipo: z
        .enum(cancellationPenaltyKindCodes, { error: 'Seleccione cómo se cobra la cancelación' })
        .optional(),
      penalidad_cancelacion_valor: zMoneyAmount('Ingrese el valor de la penalidad').optional(),
      /** The day-use amount (taxes included); null clears it, left out it stays as it is. */
      valor_uso_dia: z
        .union([z.literal(''), zPositiveMoneyAmount('Ingrese el valor del uso del día')])
        .nullable()
        .optional()
        .transform((v) => (v === '' ? null : v)),
    })),
  )
  .superRefine((v, ctx) => {
    if (v.penalidad_cancelacion_tipo === 'porcentaje' && Number(v.penalidad_cancelacion_valor ?? '0') > 100) {
      ctx.addIssue({
        code: 'custom',
        message: 'El porcentaje no puede pasar de 100',
        path: ['penalidad_cancelacion_valor'],
      });
    }
  });
export type TConfigurationSaveBody = z.infer<typeof ZConfigurationSaveBody>;

export const ZPlanBody = z.object(
  lazyShape(() => ({ plan: z.enum(plans, { error: 'Seleccione un plan' }) })),
);
export type TPlanBody = z.infer<typeof ZPlanBody>;

/** Logo upload limits: checked by content (magic bytes), not by the file's name. */
export const LOGO_MAX_BYTES = 512 * 1024;
export const logoMimeTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** Training items (capacitaciones) of a hotel, reached from Soporte. */
export const ZTrainingItem = z
  .object(
    lazyShape(() => ({
      id: z.number().int(),
      titulo: z.string(),
      url: z.string(),
      orden: z.number().int(),
      estado: z.boolean(),
    })),
  )
  .meta({ id: 'Capacitacion' });
export type TTrainingItem = z.infer<typeof ZTrainingItem>;
export const ZTrainingList = z.object(lazyShape(() => ({ data: z.array(ZTrainingItem) })));
export const ZTrainingPage = zPage(ZTrainingItem);
export const ZTrainingBody = z.object(
  lazyShape(() => ({
    titulo: requiredText(160, 'El título es obligatorio'),
    url: zText(500, { message: 'El enlace es obligatorio' }).pipe(
      z.url({ protocol: /^https?$/, error: 'Enlace inválido (http o https)' }),
    ),
    orden: zInt(0, 999, 'El orden es un número entero de 0 a 999').default(0),
    estado: z.boolean().default(true),
  })),
);
export type TTrainingBody = z.infer<typeof ZTrainingBody>;
/** The original client sends its session token as `?token=`; the bearer header works as well. */
export const ZTrainingQuery = z.object(lazyShape(() => ({ token: zRawText(200).optional() })));

/** Products that can be the lodging product (services of the hotel), for the settings form. */
export const ZLodgingOption = z.object(
  lazyShape(() => ({ id: z.number().int(), codigo: z.string(), nombre: z.string() })),
);
export const ZLodgingOptions = z.object(lazyShape(() => ({ data: z.array(ZLodgingOption) })));
