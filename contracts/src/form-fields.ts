import { z } from 'zod';
import { ZPageBody } from './common';

/**
 * Field builders shared by the administration forms. Forms send '' for an empty box; optional
 * text fields store it as null so the database never holds blanks that look like data.
 */
export const requiredText = (max: number, message = 'Este campo es obligatorio') =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Máximo ${max} caracteres` });

export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Máximo ${max} caracteres` })
    .nullish()
    .transform((v) => v || null);

export const optionalEmail = () =>
  z
    .union([z.literal(''), z.email({ error: 'Correo inválido' }).max(160)])
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

/** A select's value: a positive id, or nothing ('' and null from an emptied select). */
export const optionalId = () =>
  z
    .union([z.literal(''), z.coerce.number().int().positive()])
    .nullish()
    .transform((v) => (v === '' || v === undefined ? null : v));

export const requiredId = (message: string) =>
  z.coerce.number({ error: message }).int({ error: message }).positive({ error: message });

/** `estado` of every catalog and record: active or not. */
export const ZEstado = z.boolean().default(true);

/** Filters of the list calls beyond paging: `estado=true|false` shows only active or inactive rows. */
export const ZListFilters = z.object({ estado: z.stringbool().optional() });
/** The body of a POST list call: paging, search and the `estado` filter. */
export const ZListBody = ZPageBody.extend({ estado: z.boolean().nullish() });
export type TListBody = z.infer<typeof ZListBody>;

/** A record answered alone. */
export function zData<T extends z.ZodType>(item: T) {
  return z.object({ data: item });
}

/** The answer of a delete call: removed, or deactivated when the record is in use. */
export const ZDeleteResult = z.object({
  message: z.string(),
  accion: z.enum(['eliminado', 'desactivado']),
});
export type TDeleteResult = z.infer<typeof ZDeleteResult>;
