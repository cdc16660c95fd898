import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { hoteles } from './hotels';

/**
 * A hotel's electronic-invoicing settings (modules/e-invoicing): DIAN's environment, the software
 * registered in its portal, and the signing certificate. The PIN and the certificate (.p12 and
 * password) are sealed with the server secret POSADA_SECRET_KEY and bound to the hotel
 * (certificate/secret-box.ts): a copy of the database alone does not open them. The certificate's
 * names and validity are kept in the clear for the screen.
 */
export const facturacionElectronica = pgTable(
  'facturacion_electronica',
  {
    hotel_id: integer('hotel_id')
      .primaryKey()
      .references(() => hoteles.id),
    ambiente: text('ambiente').notNull().default('pruebas'),
    software_id: text('software_id').notNull(),
    pin_sellado: text('pin_sellado'),
    test_set_id: text('test_set_id'),
    certificado_sellado: text('certificado_sellado'),
    cert_sujeto: text('cert_sujeto'),
    cert_emisor: text('cert_emisor'),
    cert_serie: text('cert_serie'),
    cert_desde: timestamp('cert_desde', { withTimezone: true }),
    cert_hasta: timestamp('cert_hasta', { withTimezone: true }),
    /** The hotel as its RUT says (the issuer of every document): 1 persona jurídica, 2 natural. */
    tipo_organizacion: text('tipo_organizacion').notNull().default('1'),
    /** Responsabilidades fiscales of the RUT (TaxLevelCode): O-13, O-15, O-23, O-47, R-99-PN. */
    responsabilidades: text('responsabilidades').array().notNull().default(sql`'{R-99-PN}'`),
    /** The hotel's tax scheme: 01 IVA, 04 INC, ZA both, ZZ none. */
    tributo: text('tributo').notNull().default('01'),
    /**
     * Issue electronically: from the moment it is on (with a certificate), every invoice and note
     * the hotel issues gets a row in `documentos_electronicos` in its own transaction (a trigger).
     */
    emitir: boolean('emitir').notNull().default(false),
    /**
     * The hotel's own contingency (it cannot transmit: its internet or its software is down):
     * invoices are numbered from the paper contingency range and held (`en_contingencia`) until it
     * is switched off, then sent as contingency invoices (03). docs/e-invoicing.md "Contingency".
     */
    contingencia: boolean('contingencia').notNull().default(false),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('facturacion_electronica_ambiente', sql`${t.ambiente} in ('pruebas', 'produccion')`),
    check(
      'facturacion_electronica_certificado',
      sql`(${t.certificado_sellado} is null) = (${t.cert_hasta} is null)`,
    ),
    check('facturacion_electronica_organizacion', sql`${t.tipo_organizacion} in ('1', '2')`),
    check('facturacion_electronica_tributo', sql`${t.tributo} in ('01', '04', 'ZA', 'ZZ')`),
    check(
      'facturacion_electronica_emitir',
      sql`not ${t.emitir} or (${t.certificado_sellado} is not null and ${t.pin_sellado} is not null)`,
    ),
  ],
);

/**
 * The outbox of electronic documents (issue 27): one row per invoice, credit note and debit note
 * issued while the hotel issues electronically, written by a trigger in the document's own
 * transaction (migration 0032), so none is lost and none is sent that was rolled back. The
 * sending job (modules/e-invoicing/sender.ts) claims due rows with `for update skip locked` and a
 * lease (`bloqueado_hasta`), builds and signs the XML once (kept here: the signature's date is the
 * issue's), sends it and writes DIAN's answer.
 */
export const documentosElectronicos = pgTable(
  'documentos_electronicos',
  {
    id: serial('id').primaryKey(),
    hotel_id: integer('hotel_id')
      .notNull()
      .references(() => hoteles.id),
    clase: text('clase').notNull(),
    /**
     * The id in facturas, notas_credito or notas_debito (by `clase`); for a tiquete POS and its
     * nota de ajuste (`tiquete_pos`, `nota_ajuste_pos`), the sale's id in `ventas`; for a paper
     * contingency invoice typed in afterwards (`factura_talonario`), its id in `facturas_talonario`.
     */
    documento_id: integer('documento_id').notNull(),
    /**
     * pendiente (to send, or to retry at `proximo_intento_at`), aceptado, rechazado, error, or
     * contingencia (an invoice of the paper contingency range, held until the contingency ends).
     */
    estado: text('estado').notNull().default('pendiente'),
    intentos: integer('intentos').notNull().default(0),
    proximo_intento_at: timestamp('proximo_intento_at', { withTimezone: true }).notNull().defaultNow(),
    /** A sender holds the row until then; past it, another process may take it. */
    bloqueado_hasta: timestamp('bloqueado_hasta', { withTimezone: true }),
    /** CUFE (invoices) or CUDE (notes). */
    cufe: text('cufe'),
    xml_firmado: text('xml_firmado'),
    archivo: text('archivo'),
    /** DIAN's StatusCode, its messages (rules) and its ApplicationResponse. */
    codigo_dian: text('codigo_dian'),
    mensajes: jsonb('mensajes').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    respuesta_xml: text('respuesta_xml'),
    ultimo_error: text('ultimo_error'),
    enviado_at: timestamp('enviado_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('documentos_electronicos_documento_key').on(t.clase, t.documento_id),
    check(
      'documentos_electronicos_clase',
      sql`${t.clase} in ('factura', 'nota_credito', 'nota_debito', 'tiquete_pos', 'nota_ajuste_pos', 'factura_talonario')`,
    ),
    check(
      'documentos_electronicos_estado',
      sql`${t.estado} in ('pendiente', 'aceptado', 'rechazado', 'error', 'contingencia')`,
    ),
    index('documentos_electronicos_pendientes_idx')
      .on(t.proximo_intento_at)
      .where(sql`${t.estado} = 'pendiente'`),
    index('documentos_electronicos_hotel_estado_idx').on(t.hotel_id, t.estado, t.created_at),
  ],
);

/**
 * The habilitación's test set (issue 27): each document Posada made and sent to DIAN's test set
 * (`SendTestSetAsync` with the hotel's TestSetId), numbered in DIAN's test range, with the track id
 * and DIAN's verdict. Not invoices: nothing here is in `facturas`.
 */
export const setPruebas = pgTable(
  'set_pruebas',
  {
    id: serial('id').primaryKey(),
    hotel_id: integer('hotel_id')
      .notNull()
      .references(() => hoteles.id),
    clase: text('clase').notNull(),
    numero: text('numero').notNull(),
    cufe: text('cufe').notNull(),
    /** DIAN's track id (ZipKey), GetStatusZip's argument. */
    zip_key: text('zip_key'),
    /** enviado (waiting for DIAN's verdict), aceptado, rechazado, error (not received). */
    estado: text('estado').notNull(),
    mensajes: jsonb('mensajes').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('set_pruebas_numero_key').on(t.hotel_id, t.clase, t.numero),
    check('set_pruebas_clase', sql`${t.clase} in ('factura', 'nota_credito', 'nota_debito')`),
    check('set_pruebas_estado', sql`${t.estado} in ('enviado', 'aceptado', 'rechazado', 'error')`),
  ],
);

/**
 * The hotel's outgoing mail server (issue 27, the delivery to the buyer): each accepted document
 * goes to its buyer's e-mail through it. The password is sealed as the PIN is (bound to the hotel).
 */
export const correoFacturacion = pgTable(
  'correo_facturacion',
  {
    hotel_id: integer('hotel_id')
      .primaryKey()
      .references(() => hoteles.id),
    host: text('host').notNull(),
    puerto: integer('puerto').notNull(),
    /** ssl (TLS from the start), starttls, ninguna. */
    seguridad: text('seguridad').notNull(),
    usuario: text('usuario'),
    clave_sellada: text('clave_sellada'),
    remitente: text('remitente').notNull(),
    responder_a: text('responder_a'),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('correo_facturacion_seguridad', sql`${t.seguridad} in ('ssl', 'starttls', 'ninguna')`)],
);

/**
 * The e-mail of each accepted document to its buyer (issue 27): a row written by a trigger in the
 * transaction that records DIAN's acceptance (so none is lost), claimed by the delivery job as the
 * outbox is (`for update skip locked` and a lease), retried with back-off while the mail server
 * fails. pendiente, enviado, error (retrying; the reason kept), sin_correo (the buyer has none).
 */
export const entregasElectronicas = pgTable(
  'entregas_electronicas',
  {
    documento_electronico_id: integer('documento_electronico_id')
      .primaryKey()
      .references(() => documentosElectronicos.id),
    hotel_id: integer('hotel_id')
      .notNull()
      .references(() => hoteles.id),
    estado: text('estado').notNull().default('pendiente'),
    /** The address it was (or is to be) sent to. */
    correo: text('correo'),
    intentos: integer('intentos').notNull().default(0),
    proximo_intento_at: timestamp('proximo_intento_at', { withTimezone: true }).notNull().defaultNow(),
    bloqueado_hasta: timestamp('bloqueado_hasta', { withTimezone: true }),
    ultimo_error: text('ultimo_error'),
    enviado_at: timestamp('enviado_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'entregas_electronicas_estado',
      sql`${t.estado} in ('pendiente', 'enviado', 'error', 'sin_correo')`,
    ),
    index('entregas_electronicas_pendientes_idx')
      .on(t.proximo_intento_at)
      .where(sql`${t.estado} in ('pendiente', 'error')`),
  ],
);
