import { z } from 'zod';
import { ZPageQuery, zPage } from './common';
import { optionalEmail, optionalId, optionalText, requiredId, ZEstado } from './form-fields';
import { zFlagText, zId } from './scalars';

/**
 * A client: a guest (person: nombres and apellidos) or a company (document type NIT or NITE:
 * razón social; a NIT carries its check digit). The server checks the rules that depend on the
 * document type and answers them per field.
 */
export const ZClientBody = z.object({
  tipo_documento_id: requiredId('Seleccione el tipo de documento'),
  numero_documento: z
    .string({ error: 'El número de documento es obligatorio' })
    .trim()
    .min(3, { error: 'El número de documento es obligatorio (mínimo 3 caracteres)' })
    .max(20, { error: 'Máximo 20 caracteres' })
    .regex(/^[A-Za-z0-9-]+$/, { error: 'Solo letras, dígitos y guiones' }),
  dv: z
    .union([z.literal(''), z.string().regex(/^\d$/, { error: 'Un dígito' })])
    .nullish()
    .transform((v) => v || null),
  nombres: optionalText(120),
  apellidos: optionalText(120),
  razon_social: optionalText(160),
  nacionalidad_id: optionalId(),
  fecha_nacimiento: z
    .union([z.literal(''), z.iso.date({ error: 'Fecha inválida (AAAA-MM-DD)' })])
    .nullish()
    .transform((v) => v || null),
  email: optionalEmail(),
  telefono: optionalText(40),
  direccion: optionalText(200),
  ciudad_id: optionalId(),
  estado: ZEstado,
});
export type TClientBody = z.infer<typeof ZClientBody>;
export const ZClientUpdateBody = ZClientBody.extend({ id: zId() });
export type TClientUpdateBody = z.infer<typeof ZClientUpdateBody>;

export const ZClient = z.object({
  id: z.number().int(),
  tipo_documento_id: z.number().int(),
  tipo_documento: z.string(),
  numero_documento: z.string(),
  dv: z.string().nullable(),
  nombres: z.string().nullable(),
  apellidos: z.string().nullable(),
  razon_social: z.string().nullable(),
  /** Razón social, or nombres and apellidos. */
  nombre_completo: z.string(),
  nacionalidad_id: z.number().int().nullable(),
  fecha_nacimiento: z.string().nullable(),
  email: z.string().nullable(),
  telefono: z.string().nullable(),
  direccion: z.string().nullable(),
  ciudad_id: z.number().int().nullable(),
  ciudad: z.string().nullable(),
  estado: z.boolean(),
});
export type TClient = z.infer<typeof ZClient>;
export const ZClientPage = zPage(ZClient);
export const ZClientData = z.object({ data: ZClient });

/** `search` matches words of the name (prefixes, accents ignored) or the start of the document. */
export const ZClientQuery = ZPageQuery.extend({ estado: zFlagText().optional() });
export type TClientQuery = z.infer<typeof ZClientQuery>;
