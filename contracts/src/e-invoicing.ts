import { z } from 'zod';
import { ZDeliveryState } from './e-invoicing-delivery';
import { electronicDocumentStates } from './e-invoicing-states';
import { optionalText } from './form-fields';
import { lazyShape, zId, zIdText } from './scalars';

/**
 * Electronic invoicing (issue 27): the hotel's habilitación settings — DIAN's environment, the
 * software registered in DIAN's portal, its PIN and test set — and its signing certificate.
 */
export const ZEInvoicingEnvironment = z.enum(['pruebas', 'produccion']);
export type TEInvoicingEnvironment = z.infer<typeof ZEInvoicingEnvironment>;

export const ZOrganizationType = z.enum(['1', '2'], {
  error: 'Tipo de organización: 1 jurídica o 2 natural',
});
/** Responsabilidades fiscales (RUT casilla 53) DIAN's annex 1.9 accepts in TaxLevelCode. */
export const fiscalResponsibilities = ['O-13', 'O-15', 'O-23', 'O-47', 'R-99-PN'] as const;
export const ZFiscalResponsibility = z.enum(fiscalResponsibilities, {
  error: 'Responsabilidad fiscal desconocida',
});
/** The hotel's tax scheme: 01 IVA, 04 INC, ZA IVA e INC, ZZ no aplica. */
export const ZTaxRegime = z.enum(['01', '04', 'ZA', 'ZZ'], { error: 'Tributo desconocido' });

export const ZEInvoicingSettings = z.object(
  lazyShape(() => ({
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
    /** The hotel as its RUT says: 1 persona jurídica, 2 persona natural. */
    tipo_organizacion: ZOrganizationType.default('1'),
    responsabilidades: z
      .array(ZFiscalResponsibility, { error: 'Indique las responsabilidades fiscales del RUT' })
      .min(1, { error: 'Indique al menos una responsabilidad fiscal (R-99-PN si no tiene otra)' })
      .default(['R-99-PN']),
    tributo: ZTaxRegime.default('01'),
    /** Issue every invoice and note electronically (needs the certificate and the PIN). */
    emitir: z.boolean().default(false),
    /**
     * The hotel's own contingency (it cannot reach DIAN): invoices are numbered from the paper
     * contingency range and held; switched off, they are sent as contingency invoices (03).
     */
    contingencia: z.boolean().default(false),
  })),
);
export type TEInvoicingSettings = z.infer<typeof ZEInvoicingSettings>;

/** The stored certificate as the screen shows it: never its key, never its password. */
export const ZEInvoicingCertificate = z.object(
  lazyShape(() => ({
    sujeto: z.string(),
    emisor: z.string(),
    serie: z.string(),
    /** ISO 8601. */
    desde: z.string(),
    hasta: z.string(),
    dias_restantes: z.number().int(),
    /** From 30 days before the expiry, and once expired. */
    aviso: z.string().nullable(),
  })),
);
export type TEInvoicingCertificate = z.infer<typeof ZEInvoicingCertificate>;

/** How many documents of each kind the test set has (DIAN's portal says how many it asks for). */
const count = (label: string, max: number) =>
  z.coerce
    .number({ error: `${label}: un número` })
    .int({ error: `${label}: un número entero` })
    .min(0, { error: `${label}: cero o más` })
    .max(max, { error: `${label}: máximo ${max}` });
export const ZEInvoicingTestSetBody = z.object(
  lazyShape(() => ({
    facturas: count('Facturas', 50).min(1, { error: 'Facturas: al menos una' }).default(8),
    notas_credito: count('Notas crédito', 20).default(1),
    notas_debito: count('Notas débito', 20).default(1),
  })),
);
export type TEInvoicingTestSetBody = z.infer<typeof ZEInvoicingTestSetBody>;

/** One document of the test set and DIAN's verdict. */
export const ZEInvoicingTestSetRow = z.object(
  lazyShape(() => ({
    clase: z.enum(['factura', 'nota_credito', 'nota_debito']),
    numero: z.string(),
    estado: z.enum(['enviado', 'aceptado', 'rechazado', 'error']),
    mensajes: z.array(z.string()),
    fecha: z.string(),
  })),
);
export type TEInvoicingTestSetRow = z.infer<typeof ZEInvoicingTestSetRow>;

export const ZEInvoicingState = z.object(
  lazyShape(() => ({
    /** Whether this server has POSADA_SECRET_KEY (needed to store the PIN and the certificate). */
    clave_servidor: z.boolean(),
    configuracion: z
      .object({
        ambiente: ZEInvoicingEnvironment,
        software_id: z.string(),
        tiene_pin: z.boolean(),
        test_set_id: z.string().nullable(),
        tipo_organizacion: ZOrganizationType,
        responsabilidades: z.array(ZFiscalResponsibility),
        tributo: ZTaxRegime,
        emitir: z.boolean(),
        contingencia: z.boolean(),
      })
      .nullable(),
    certificado: ZEInvoicingCertificate.nullable(),
    /** The queue: documents waiting to be sent (and since when), rejected, and stopped by an error. */
    cola: z.object({
      pendientes: z.number().int(),
      pendiente_desde: z.string().nullable(),
      rechazados: z.number().int(),
      con_error: z.number().int(),
      /** Invoices of the paper contingency range held until the contingency ends. */
      en_contingencia: z.number().int(),
    }),
    /** The habilitación's test set sent so far, oldest first. */
    set_pruebas: z.array(ZEInvoicingTestSetRow),
  })),
);
export type TEInvoicingState = z.infer<typeof ZEInvoicingState>;
export const ZEInvoicingStateResponse = z.object(lazyShape(() => ({ data: ZEInvoicingState })));

/** The certificate's upload: the .p12 file and its password (multipart fields). */
export const E_INVOICING_CERTIFICATE_MAX_BYTES = 64 * 1024;

export const electronicDocumentClasses = [
  'factura',
  'nota_credito',
  'nota_debito',
  /** The documento equivalente electrónico of a POS sale (by the sale's id). */
  'tiquete_pos',
  /** The nota de ajuste (crédito) that annuls an electronic tiquete POS (by the sale's id). */
  'nota_ajuste_pos',
  /** A paper contingency invoice typed in afterwards (by its id in facturas_talonario), sent as 03. */
  'factura_talonario',
] as const;
export const ZElectronicDocumentClass = z.enum(electronicDocumentClasses);
export type TElectronicDocumentClass = z.infer<typeof ZElectronicDocumentClass>;

export const ZElectronicDocumentQuery = z.object(
  lazyShape(() => ({
    clase: ZElectronicDocumentClass,
    id: zIdText('Documento inválido'),
  })),
);
/** One document, in a body (the resend of its e-mail). */
export const ZElectronicDocumentBody = z.object(
  lazyShape(() => ({
    clase: ZElectronicDocumentClass,
    id: zId('Documento inválido'),
  })),
);

/** One document's electronic life, as the invoice's screen shows it. */
export const ZElectronicDocumentState = z.object(
  lazyShape(() => ({
    /** null: the document was issued while the hotel did not issue electronically. */
    estado: z.enum(electronicDocumentStates).nullable(),
    cufe: z.string().nullable(),
    /** What the code is: CUFE (an invoice) or CUDE (notes, POS documents, contingency invoices 03). */
    esquema: z.enum(['CUFE', 'CUDE']).nullable(),
    /** DIAN's consultation URL (the QR's), once the CUFE/CUDE is known. */
    url_consulta: z.string().nullable(),
    intentos: z.number().int(),
    proximo_intento: z.string().nullable(),
    enviado: z.string().nullable(),
    mensajes: z.array(z.string()),
    error: z.string().nullable(),
    /** The e-mail to the buyer, once DIAN accepted the document (null before). */
    entrega: ZDeliveryState.nullable(),
  })),
);
export type TElectronicDocumentState = z.infer<typeof ZElectronicDocumentState>;
export const ZElectronicDocumentStateResponse = z.object(
  lazyShape(() => ({ data: ZElectronicDocumentState })),
);
