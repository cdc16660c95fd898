import { z } from 'zod';
import { lazyShape } from './scalars';

/**
 * One hotel's settings as the API answers them. Apart from the settings' forms and the trainings
 * (configurations.ts) so the web's shell, which reads them at start (logo, support link), builds
 * only these schemas.
 */

/**
 * How a hotel charges a cancellation (its configuration): nothing, a percent of the first night
 * of each cancelled room, or a fixed amount per cancelled room. The penalty is kept from the
 * deposits, never more than they are (docs/decisions.md "Cancellation with deposit").
 */
export const cancellationPenaltyKinds = {
  ninguna: 'Sin penalidad',
  porcentaje: 'Porcentaje de la primera noche',
  fija: 'Valor fijo por habitación',
} as const;
export type CancellationPenaltyKind = keyof typeof cancellationPenaltyKinds;
export const cancellationPenaltyKindCodes = Object.keys(cancellationPenaltyKinds) as [
  CancellationPenaltyKind,
  ...CancellationPenaltyKind[],
];

/**
 * The settings of one hotel that the other modules read. The check-in/out hours live on the
 * hotel's row and are shown and saved here too.
 */
export const ZConfiguration = z
  .object(
    lazyShape(() => ({
      hotel_id: z.number().int(),
      soporte_url: z.string().nullable(),
      plan: z.string(),
      pie_factura: z.string().nullable(),
      /** The cancellation policy printed on a booking's confirmation. */
      politica_cancelacion: z.string().nullable().optional(),
      permitir_stock_negativo: z.boolean(),
      producto_alojamiento_id: z.number().int().nullable(),
      tiene_logo: z.boolean(),
      /** Changes whenever the logo changes: the web adds it to the image URL to bust caches. */
      logo_version: z.string().nullable().default(null),
      /** The hotel's NIT with its check digit ('900123456-7'), for printed documents. */
      nit: z.string().default(''),
      /** The hotel's address with its city, and its phone, as printed on a booking's confirmation. */
      direccion: z.string().nullable().default(null),
      telefono: z.string().nullable().default(null),
      hora_checkin: z.string().default('15:00'),
      hora_checkout: z.string().default('12:00'),
      /** When the business day closes (local time): no-shows are marked then. */
      hora_cierre_dia: z.string().default('03:00'),
      penalidad_cancelacion_tipo: z.enum(cancellationPenaltyKindCodes).default('ninguna'),
      penalidad_cancelacion_valor: z.string().default('0.00'),
      /** The day-use charge offered at a check-out on the arrival day (taxes included); null: none. */
      valor_uso_dia: z.string().nullable().default(null),
    })),
  )
  .meta({ id: 'Configuracion' });
export type TConfiguration = z.infer<typeof ZConfiguration>;

/** `null` when the user has no hotel yet. */
export const ZConfigurationResponse = z.object(lazyShape(() => ({ data: ZConfiguration.nullable() })));
export const ZConfigurationData = z.object(lazyShape(() => ({ data: ZConfiguration })));
