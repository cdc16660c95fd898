import { z } from 'zod';
import { optionalText } from './form-fields';

/**
 * Electronic invoicing (issue 27): the hotel's habilitación settings — DIAN's environment, the
 * software registered in DIAN's portal, its PIN and test set — and its signing certificate.
 */
export const ZEInvoicingEnvironment = z.enum(['pruebas', 'produccion']);
export type TEInvoicingEnvironment = z.infer<typeof ZEInvoicingEnvironment>;

export const ZEInvoicingSettings = z.object({
  ambiente: ZEInvoicingEnvironment,
  software_id: z
    .string({ error: 'Indique el identificador del software' })
    .trim()
    .min(1, { error: 'Indique el identificador del software' })
    .max(100, { error: 'Máximo 100 caracteres' }),
  /** Absent or empty: the stored PIN stays. */
  pin: z
    .string()
    .trim()
    .max(20, { error: 'Máximo 20 caracteres' })
    .regex(/^\d*$/, { error: 'El PIN del software tiene solo dígitos' })
    .optional(),
  test_set_id: optionalText(100),
});
export type TEInvoicingSettings = z.infer<typeof ZEInvoicingSettings>;

/** The stored certificate as the screen shows it: never its key, never its password. */
export const ZEInvoicingCertificate = z.object({
  sujeto: z.string(),
  emisor: z.string(),
  serie: z.string(),
  /** ISO 8601. */
  desde: z.string(),
  hasta: z.string(),
  dias_restantes: z.number().int(),
  /** From 30 days before the expiry, and once expired. */
  aviso: z.string().nullable(),
});
export type TEInvoicingCertificate = z.infer<typeof ZEInvoicingCertificate>;

export const ZEInvoicingState = z.object({
  /** Whether this server has POSADA_SECRET_KEY (needed to store the PIN and the certificate). */
  clave_servidor: z.boolean(),
  configuracion: z
    .object({
      ambiente: ZEInvoicingEnvironment,
      software_id: z.string(),
      tiene_pin: z.boolean(),
      test_set_id: z.string().nullable(),
    })
    .nullable(),
  certificado: ZEInvoicingCertificate.nullable(),
});
export type TEInvoicingState = z.infer<typeof ZEInvoicingState>;
export const ZEInvoicingStateResponse = z.object({ data: ZEInvoicingState });

/** The certificate's upload: the .p12 file and its password (multipart fields). */
export const E_INVOICING_CERTIFICATE_MAX_BYTES = 64 * 1024;
