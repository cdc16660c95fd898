import { z } from 'zod';

export const ZConfiguration = z.object({
  hotel_id: z.number().int(),
  soporte_url: z.string().nullable(),
  plan: z.string(),
  pie_factura: z.string().nullable(),
  permitir_stock_negativo: z.boolean(),
  producto_alojamiento_id: z.number().int().nullable(),
  tiene_logo: z.boolean(),
});
export type TConfiguration = z.infer<typeof ZConfiguration>;

/** `null` when the user has no hotel yet or the hotel has no settings row. */
export const ZConfigurationResponse = z.object({ data: ZConfiguration.nullable() });

export const ZLogoQuery = z.object({ h: z.coerce.number().int().positive().optional() });
