import { z } from 'zod';
import { optionalEmail, requiredText } from './form-fields';
import { isValidNit } from './nit';
import { lazyShape } from './scalars';

/**
 * Electronic invoicing (issue 27), the delivery to the buyer: the hotel's outgoing mail server
 * (SMTP) that sends each accepted document's AttachedDocument and PDF, each document's delivery
 * state, and the check of a buyer's data before the check-out.
 */

/** ssl: TLS from the first byte (port 465); starttls: upgraded after the greeting (587); ninguna. */
export const ZSmtpSecurity = z.enum(['ssl', 'starttls', 'ninguna'], {
  error: 'Seguridad: ssl, starttls o ninguna',
});
export type TSmtpSecurity = z.infer<typeof ZSmtpSecurity>;

const requiredEmail = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .toLowerCase()
    .min(1, { error: message })
    .pipe(z.email({ error: 'Correo inválido' }).max(160, { error: 'Máximo 160 caracteres' }));

export const ZEInvoicingMailSettings = z.object(
  lazyShape(() => ({
    host: requiredText(200, 'Indique el servidor de correo (SMTP)'),
    puerto: z.coerce
      .number({ error: 'Puerto: un número' })
      .int({ error: 'Puerto: un número entero' })
      .min(1, { error: 'Puerto: de 1 a 65535' })
      .max(65535, { error: 'Puerto: de 1 a 65535' }),
    seguridad: ZSmtpSecurity,
    /** Empty: the server takes mail without authentication. */
    usuario: z
      .string()
      .trim()
      .max(200, { error: 'Máximo 200 caracteres' })
      .nullish()
      .transform((v) => v || null),
    /** Absent or empty: the stored password stays (it is sealed, never answered). */
    clave: z.string().max(200, { error: 'Máximo 200 caracteres' }).optional(),
    remitente: requiredEmail('Indique el correo remitente'),
    responder_a: optionalEmail(),
  })),
);
export type TEInvoicingMailSettings = z.infer<typeof ZEInvoicingMailSettings>;
export type TEInvoicingMailSettingsInput = z.input<typeof ZEInvoicingMailSettings>;

/** The stored mail settings as the screen shows them: never the password. */
export const ZEInvoicingMail = z.object(
  lazyShape(() => ({
    host: z.string(),
    puerto: z.number().int(),
    seguridad: ZSmtpSecurity,
    usuario: z.string().nullable(),
    tiene_clave: z.boolean(),
    remitente: z.string(),
    responder_a: z.string().nullable(),
  })),
);
export type TEInvoicingMail = z.infer<typeof ZEInvoicingMail>;
export const ZEInvoicingMailResponse = z.object(lazyShape(() => ({ data: ZEInvoicingMail.nullable() })));

/** pendiente (to send), enviado, error (retried with back-off; the reason shown), sin_correo. */
export const deliveryStates = ['pendiente', 'enviado', 'error', 'sin_correo'] as const;
export const ZDeliveryState = z.object(
  lazyShape(() => ({
    estado: z.enum(deliveryStates),
    correo: z.string().nullable(),
    intentos: z.number().int(),
    proximo_intento: z.string().nullable(),
    enviado: z.string().nullable(),
    error: z.string().nullable(),
  })),
);
export type TDeliveryState = z.infer<typeof ZDeliveryState>;

/** A client as the check of the buyer's data reads it. */
export interface TElectronicBuyerData {
  /** DIAN's code of the document type (13, 31, 41…): null when the type has none. */
  tipo_codigo: string | null;
  numero_documento: string;
  dv: string | null;
  nombre: string;
  email: string | null;
  direccion: string | null;
  /** DIVIPOLA code of the client's city, null without one. */
  ciudad_codigo: string | null;
}

const NIT = '31';

/**
 * What a client lacks to be an electronic invoice's buyer, in the words the client's form uses
 * (empty: nothing). Everyone needs a document type DIAN codes and its number and a name; a NIT
 * needs its check digit; a company (NIT) also needs the e-mail the invoice is delivered to and
 * its address with a Colombian city (DIAN's acquirer data). A person without an e-mail is
 * invoiced: the guest takes the PDF at the desk and the delivery says "sin correo".
 */
export function electronicBuyerGaps(c: TElectronicBuyerData): string[] {
  const gaps: string[] = [];
  if (!c.tipo_codigo) gaps.push('tipo de documento reconocido por la DIAN');
  if (!c.numero_documento.trim()) gaps.push('número de documento');
  if (!c.nombre.trim()) gaps.push('nombre o razón social');
  if (c.tipo_codigo !== NIT) return gaps;
  if (!c.dv || !isValidNit(c.numero_documento.trim(), c.dv)) gaps.push('dígito de verificación del NIT');
  if (!c.email?.trim()) gaps.push('correo electrónico');
  if (!c.direccion?.trim()) gaps.push('dirección');
  if (!c.ciudad_codigo) gaps.push('ciudad');
  return gaps;
}

/** The sentence the check-out refuses with, and the check-out screen shows. */
export const buyerGapsMessage = (nombre: string, gaps: string[]) =>
  `La facturación electrónica exige completar los datos del cliente ${nombre}: ${gaps.join(', ')} (Clientes → editar)`;

/** Whether a client can be an electronic invoice's buyer now (`exigido` false: the hotel does not issue electronically). */
export const ZElectronicBuyerCheck = z.object(
  lazyShape(() => ({
    exigido: z.boolean(),
    faltantes: z.array(z.string()),
    mensaje: z.string().nullable(),
  })),
);
export type TElectronicBuyerCheck = z.infer<typeof ZElectronicBuyerCheck>;
export const ZElectronicBuyerCheckResponse = z.object(lazyShape(() => ({ data: ZElectronicBuyerCheck })));
