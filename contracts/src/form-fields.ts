import { z } from 'zod';
import { ZPageBody } from './common';
import { extendLazily, lazyShape, type TextOptions, zFlagText, zId, zText } from './scalars';

/**
 * Field builders shared by the administration forms. Forms send '' for an empty box; optional
 * text fields store it as null so the database never holds blanks that look like data.
 */
export const requiredText = (
  max: number,
  message = 'Este campo es obligatorio',
  options: Omit<TextOptions, 'message'> = {},
) => zText(max, { ...options, message }).min(1, { error: message });

export const optionalText = (max: number, options: TextOptions = {}) =>
  zText(max, options)
    .nullish()
    .transform((v) => v || null);

/** A text a change leaves as it is when absent (undefined); '' or null clears it. */
export const keptText = (max: number, options: TextOptions = {}) =>
  z
    .union([z.literal(''), z.null(), zText(max, options)])
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null));

export const optionalEmail = () =>
  z
    .union([
      z.literal(''),
      z.email({ error: 'Correo inválido' }).max(160, { error: 'Máximo 160 caracteres' }),
    ])
    .nullish()
    .transform((v) => v?.trim().toLowerCase() || null);

/**

 * A calendar date. The API takes 'YYYY-MM-DD' while people see and type dd/mm/aaaa (the web's
 * DateField), so the message names neither format.
 */
export const isoDate = (message = 'Fecha inválida') => z.iso.date({ error: message });

/** An optional date: '' from an emptied date box and null are no date. */
export const optionalIsoDate = () =>
  z
    .union([z.literal(''), isoDate()])
    .nullish()
    .transform((v) => v || null);

/**
 * A select's value: an id (a JSON number), or nothing ('' and null from an emptied select). The
 * web turns the select's text into a number before validating (`web/src/lib/zod-form.ts`).
 */
export const optionalId = (message = 'Seleccione una opción válida') =>
  z
    .union([z.literal(''), zId(message)], { error: message })
    .nullish()
    .transform((v) => (v === '' || v === undefined ? null : v));

export const requiredId = (message: string) => zId(message);

/** `estado` of every catalog and record: active or not. */
export const ZEstado = z.boolean().default(true);

/** Filters of the list calls beyond paging: `estado=true|false` shows only active or inactive rows. */
export const ZListFilters = z.object(lazyShape(() => ({ estado: zFlagText().optional() })));
/** The body of a POST list call: paging, search and the `estado` filter. */
export const ZListBody = extendLazily(ZPageBody, () => ({ estado: z.boolean().nullish() }));
export type TListBody = z.infer<typeof ZListBody>;

/** A record answered alone. */
export function zData<T extends z.ZodType>(item: T) {
  return z.object(lazyShape(() => ({ data: item })));
}

/** The answer of a delete call: removed, or deactivated when the record is in use. */
export const ZDeleteResult = z
  .object(
    lazyShape(() => ({
      message: z.string(),
      accion: z.enum(['eliminado', 'desactivado']),
    })),
  )
  .meta({ id: 'ResultadoEliminacion' });
export type TDeleteResult = z.infer<typeof ZDeleteResult>;
