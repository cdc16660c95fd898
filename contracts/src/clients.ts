import { z } from 'zod';
import { zMoneyAmount } from './amounts';
import {
  birthDateError,
  canBeNonResident,
  documentNumberError,
  NON_RESIDENT_NEEDS_EVIDENCE,
  NON_RESIDENT_NEEDS_FOREIGN_DOCUMENT,
  phoneError,
} from './client-documents';
import { ZPageQuery } from './common';
import { optionalEmail, optionalId, optionalIsoDate, optionalText, requiredId, ZEstado } from './form-fields';
import { paymentTermDays } from './receivables';
import { extendLazily, lazyShape, zFlagText, zId } from './scalars';

/**
 * A client: a guest (person: nombres and apellidos) or a company (document type NIT or NITE:
 * razón social; a NIT carries its check digit). The rules that need the document type's
 * abbreviation (client-documents.ts) are checked by the server against the catalog, and by the
 * web form through `zClientBodyFor`.
 */
const clientFields = z.object(
  lazyShape(() => ({
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
    fecha_nacimiento: optionalIsoDate().check(rule((v) => (v ? birthDateError(v) : null))),
    email: optionalEmail(),
    telefono: optionalText(40).check(rule((v) => (v ? phoneError(v) : null))),
    direccion: optionalText(200),
    ciudad_id: optionalId(),
    /** A non-resident foreign tourist: lodging sold to them is exempt from IVA (PRODUCT.md §4). */
    extranjero_no_residente: z.boolean().default(false),
    /** The evidence of that status: the entry stamp or permit (required with the mark). */
    soporte_migratorio: optionalText(60),
    /** Credit (cartera): approved or not, the limit (empty: no limit), the payment terms, who pays. */
    credito_aprobado: z.boolean().default(false),
    limite_credito: z
      .union([z.literal(''), zMoneyAmount('Ingrese el cupo')])
      .nullish()
      .transform((v) => v || null),
    plazo_dias: z.coerce
      .number({ error: 'Seleccione el plazo' })
      .refine((v) => (paymentTermDays as readonly number[]).includes(v), {
        error: 'Plazo: contado, 15, 30, 45 o 60 días',
      })
      .default(0),
    contacto_cobro: optionalText(200),
    estado: ZEstado,
  })),
);

/** A check from a rule that answers a message or null. */
function rule<T>(error: (value: T) => string | null) {
  return (ctx: z.core.ParsePayload<T>) => {
    const message = error(ctx.value);
    if (message) ctx.issues.push({ code: 'custom', message, input: ctx.value });
  };
}

type ClientFields = z.output<typeof clientFields>;

/** The rules across fields; with `abbreviationOf`, also those of the document type. */
function clientRules(abbreviationOf?: (tipoDocumentoId: number) => string | undefined) {
  return (c: ClientFields, ctx: z.RefinementCtx) => {
    const issue = (field: keyof ClientFields, message: string) =>
      ctx.addIssue({ code: 'custom', path: [field], message });
    if (c.extranjero_no_residente && !c.soporte_migratorio) {
      issue('soporte_migratorio', NON_RESIDENT_NEEDS_EVIDENCE);
    }
    const abbreviation =
      typeof c.tipo_documento_id === 'number' ? abbreviationOf?.(c.tipo_documento_id) : undefined;
    if (!abbreviation) return;
    const numberError =
      typeof c.numero_documento === 'string' ? documentNumberError(abbreviation, c.numero_documento) : null;
    if (numberError) issue('numero_documento', numberError);
    if (c.extranjero_no_residente && !canBeNonResident(abbreviation)) {
      issue('extranjero_no_residente', NON_RESIDENT_NEEDS_FOREIGN_DOCUMENT);
    }
  };
}

export const ZClientBody = clientFields.superRefine(clientRules());
export type TClientBody = z.infer<typeof ZClientBody>;
export const ZClientUpdateBody = extendLazily(clientFields, () => ({ id: zId() })).superRefine(clientRules());
export type TClientUpdateBody = z.infer<typeof ZClientUpdateBody>;

/** The client body with the rules of its document type, given the catalog's abbreviations. */
export function zClientBodyFor(abbreviationOf: (tipoDocumentoId: number) => string | undefined) {
  return clientFields.superRefine(clientRules(abbreviationOf));
}

/** `search` matches words of the name (prefixes, accents ignored) or the start of the document. */
export const ZClientQuery = extendLazily(ZPageQuery, () => ({ estado: zFlagText().optional() }));
export type TClientQuery = z.infer<typeof ZClientQuery>;
