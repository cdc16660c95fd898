/**
 * The delivery to the buyer (issue 27): once DIAN accepted a document, its AttachedDocument (the
 * signed document and DIAN's ApplicationResponse, itself signed by the hotel) and its PDF, zipped,
 * go by e-mail to the buyer through the hotel's mail server. Queued in `entregas_electronicas` by
 * the acceptance's own transaction (a trigger), claimed as the outbox is, retried with back-off.
 * See docs/e-invoicing.md "Delivery to the buyer".
 */
import type { TDeliveryState, TElectronicDocumentClass } from '@posada/contracts';
import { DOMParser } from '@xmldom/xmldom';
import { createTransport } from 'nodemailer';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { BusinessRuleError, NotFoundError } from '../../../lib/errors';
import type { TUuidScheme } from '../cufe';
import { buyerOf, issuerOf } from '../documents';
import type { DocumentsRepository, OutboxRow } from '../documents.repository';
import { readPaperInvoice } from '../paper-invoices.repository';
import { readPosSale } from '../pos.repository';
import { signXades } from '../signature/xades';
import { loadSigner } from '../signer';
import { colombianInstant } from '../time';
import { buildAttachedDocument } from '../ubl/attached-document';
import { NS } from '../ubl/xml';
import { packageForBuyer } from '../zip';
import type { DeliveryRepository, DeliveryRow } from './delivery.repository';
import { findMailRow, transportOptions } from './mail-settings';

/** The PDF of an invoice, credit or debit note (null: the kind has none — a POS document, a paper invoice). */
export type DocumentPdf = (
  hotelId: number,
  clase: TElectronicDocumentClass,
  documentId: number,
) => Promise<Uint8Array | null>;

export interface DeliveryDeps {
  db: Db;
  repo: DeliveryRepository;
  documents: DocumentsRepository;
  clock: Clock;
  secretKey: string | undefined;
  pdf: DocumentPdf;
}

const TYPE_CODES: Record<TElectronicDocumentClass, string> = {
  factura: '01',
  nota_credito: '91',
  nota_debito: '92',
  tiquete_pos: '20',
  nota_ajuste_pos: '94',
  factura_talonario: '03',
};
const KIND_NAMES: Record<TElectronicDocumentClass, string> = {
  factura: 'la factura electrónica de venta',
  nota_credito: 'la nota crédito electrónica',
  nota_debito: 'la nota débito electrónica',
  tiquete_pos: 'el documento equivalente electrónico POS',
  nota_ajuste_pos: 'la nota de ajuste del documento equivalente POS',
  factura_talonario: 'la factura de contingencia (talonario)',
};

const messageOf = (err: unknown) => (err instanceof Error && err.message ? err.message : String(err));

/** The number, CUFE/CUDE and issue date as the signed document carries them (its root's children). */
function identityOf(signedXml: string) {
  const root = new DOMParser().parseFromString(signedXml, 'text/xml').documentElement;
  const child = (name: string) => {
    for (let n = root?.firstChild; n; n = n.nextSibling) {
      const e = n as Element;
      if (n.nodeType === 1 && e.namespaceURI === NS.cbc && e.localName === name) return e;
    }
    throw new BusinessRuleError(`El documento firmado no tiene cbc:${name}`);
  };
  const uuid = child('UUID');
  return {
    number: child('ID').textContent ?? '',
    uuid: uuid.textContent ?? '',
    uuidScheme: (uuid.getAttribute('schemeName') ?? 'CUFE-SHA384') as TUuidScheme,
    issueDate: child('IssueDate').textContent ?? '',
  };
}

export function createDelivery({ db, repo, documents, clock, secretKey, pdf }: DeliveryDeps) {
  /** The buyer's facts of the document (a note's are its invoice's, a POS document's its sale's). */
  async function buyerFactsOf(row: OutboxRow) {
    if (row.clase === 'tiquete_pos' || row.clase === 'nota_ajuste_pos') {
      const sale = await readPosSale(db, row.documento_id);
      if (!sale) throw new NotFoundError('Venta no encontrada');
      return sale.buyer;
    }
    if (row.clase === 'factura_talonario') {
      const paper = await readPaperInvoice(db, row.documento_id);
      if (!paper) throw new NotFoundError('Factura no encontrada');
      return paper.buyer;
    }
    let invoiceId = row.documento_id;
    if (row.clase !== 'factura') {
      const note =
        row.clase === 'nota_credito'
          ? await documents.creditNote(db, row.documento_id)
          : await documents.debitNote(db, row.documento_id);
      if (!note) throw new NotFoundError('Nota no encontrada');
      invoiceId = note.facturaId;
    }
    const invoice = await documents.invoice(db, invoiceId);
    if (!invoice) throw new NotFoundError('Factura no encontrada');
    return invoice.buyer;
  }

  /** The AttachedDocument of an accepted row, signed now by the hotel, and the e-mail around it. */
  async function message(row: OutboxRow, to: string) {
    if (row.estado !== 'aceptado' || !row.xml_firmado || !row.respuesta_xml) {
      throw new BusinessRuleError('El documento no está aceptado por la DIAN: no se entrega al comprador');
    }
    const clase = row.clase as TElectronicDocumentClass;
    const signer = await loadSigner(db, documents, row.hotel_id, secretKey);
    const issuer = issuerOf(signer.facts);
    const buyer = await buyerFactsOf(row);
    const identity = identityOf(row.xml_firmado);
    const issuedAt = colombianInstant(clock.now());
    const unsigned = buildAttachedDocument({
      ...identity,
      issuer,
      buyer: buyerOf(buyer),
      environment: signer.environment,
      signedXml: row.xml_firmado,
      applicationResponse: row.respuesta_xml,
      issuedAt,
    });
    const attached = signXades(unsigned, signer.credentials, {
      signingTime: `${issuedAt.date}T${issuedAt.time}`,
    });
    const pdfBytes = await pdf(row.hotel_id, clase, row.documento_id);
    const pkg = packageForBuyer(attached, pdfBytes, {
      nit: signer.facts.nit,
      year: Number(colombianInstant(row.created_at).date.slice(0, 4)),
      sequence: row.id,
    });
    const hotelName = signer.facts.nombre;
    return {
      to,
      // Annex 1.9 §4.1: NIT;name;number;document type code;trade name (each e-mail, one document).
      subject: `${signer.facts.nit};${signer.facts.razonSocial};${identity.number};${TYPE_CODES[clase]};${hotelName}`,
      text:
        `Señor(a) ${buyer.nombre}:\n\n` +
        `Adjuntamos ${KIND_NAMES[clase]} ${identity.number} de ${hotelName}, validada por la DIAN ` +
        `(${identity.uuidScheme.slice(0, 4)} ${identity.uuid}).\n` +
        `El archivo ${pkg.zipName} contiene el documento electrónico (XML) y su representación gráfica (PDF).\n`,
      attachments: [{ filename: pkg.zipName, content: Buffer.from(pkg.zip), contentType: 'application/zip' }],
    };
  }

  /** One claimed delivery: sent, "sin correo", or failed (retried with back-off). */
  async function deliverOne(claimed: DeliveryRow): Promise<string> {
    const id = claimed.documento_electronico_id;
    try {
      const row = await repo.outbox(db, id);
      if (!row) throw new NotFoundError('Documento electrónico no encontrado');
      const to = await repo.buyerEmail(db, row.clase, row.documento_id);
      if (!to) {
        await repo.queue.settle(db, id, { estado: 'sin_correo', correo: null, ultimo_error: null });
        return 'sin correo';
      }
      const settings = await findMailRow(db, row.hotel_id);
      if (!settings) {
        throw new BusinessRuleError(
          'Configure el servidor de correo en Configuración → Facturación electrónica para enviar las facturas a los compradores',
        );
      }
      const mail = await message(row, to);
      const transport = createTransport(transportOptions(settings, secretKey));
      try {
        await transport.sendMail({
          from: settings.remitente,
          ...(settings.responder_a ? { replyTo: settings.responder_a } : {}),
          ...mail,
        });
      } finally {
        transport.close();
      }
      await repo.queue.settle(db, id, {
        estado: 'enviado',
        correo: to,
        enviado_at: clock.now(),
        ultimo_error: null,
      });
      return 'enviado';
    } catch (err) {
      // Mail server down, refused, or data to complete: kept and tried again later (never lost).
      await repo.queue.settle(
        db,
        id,
        { estado: 'error', ultimo_error: messageOf(err).slice(0, 500) },
        repo.queue.retryAt(clock.now(), claimed.intentos),
      );
      return 'error';
    }
  }

  /** The document's outbox row, when it is this hotel's. */
  async function ownRow(hotelId: number, clase: TElectronicDocumentClass, documentId: number) {
    const row = await documents.find(db, clase, documentId);
    return row && row.hotel_id === hotelId ? row : undefined;
  }

  return {
    /** One pass of the job: the due deliveries, each sent once; the line for the jobs' screen, or null. */
    async sendDue(): Promise<string | null> {
      const rows = await repo.queue.claim(db, clock.now());
      if (rows.length === 0) return null;
      const counts = new Map<string, number>();
      for (const row of rows) {
        const state = await deliverOne(row);
        counts.set(state, (counts.get(state) ?? 0) + 1);
      }
      return `Correos a compradores: ${[...counts].map(([state, n]) => `${n} ${state}`).join(', ')}`;
    },

    /** Puts an accepted document's e-mail back in the queue, to go at the next pass. */
    async resend(hotelId: number, clase: TElectronicDocumentClass, documentId: number): Promise<void> {
      const outbox = await ownRow(hotelId, clase, documentId);
      if (!outbox) {
        throw new NotFoundError(
          'El documento no es electrónico: se emitió sin facturación electrónica activa',
        );
      }
      if (outbox.estado !== 'aceptado') {
        throw new BusinessRuleError('El correo se envía cuando la DIAN acepta el documento');
      }
      const found = await repo.find(db, outbox.id);
      if (!found) throw new NotFoundError('El documento no tiene entrega al comprador');
      await repo.queue.settle(db, outbox.id, { estado: 'pendiente', ultimo_error: null }, clock.now());
    },

    async state(
      hotelId: number,
      clase: TElectronicDocumentClass,
      documentId: number,
    ): Promise<TDeliveryState | null> {
      const outbox = await ownRow(hotelId, clase, documentId);
      const row = outbox ? await repo.find(db, outbox.id) : undefined;
      if (!row) return null;
      const waiting = row.estado === 'pendiente' || row.estado === 'error';
      return {
        estado: row.estado as TDeliveryState['estado'],
        correo: row.correo,
        intentos: row.intentos,
        proximo_intento: waiting ? row.proximo_intento_at.toISOString() : null,
        enviado: row.enviado_at?.toISOString() ?? null,
        error: row.ultimo_error,
      };
    },
  };
}

export type Delivery = ReturnType<typeof createDelivery>;
