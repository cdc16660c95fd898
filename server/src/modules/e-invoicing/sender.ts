/**
 * The sending of electronic documents (issue 27): the outbox rows the issuing transactions wrote
 * (`documentos_electronicos`, a trigger) are claimed, built and signed once, sent to DIAN and
 * settled with its answer. See docs/e-invoicing.md "The outbox".
 */
import type { TElectronicDocumentClass, TElectronicDocumentState } from '@posada/contracts';
import type { Db, Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { BusinessRuleError, NotFoundError } from '../../lib/errors';
import { qrUrl } from './cufe';
import {
  documentNumber,
  invoiceDocument,
  issuerOf,
  noteDocument,
  posDocument,
  posNoteDocument,
  softwareOf,
} from './documents';
import type { DocumentsRepository, OutboxRow } from './documents.repository';
import type { TDocument, TDocumentKind, TEnvironment, TIssuer, TSoftware } from './model';
import { readPaperInvoice } from './paper-invoices.repository';
import { readPosSale } from './pos.repository';
import { signXades } from './signature/xades';
import { dianClientOf, loadSigner, type Signer } from './signer';
import type { TDianResult, TTransport } from './soap/client';
import type { TDianResponse } from './soap/responses';
import { colombianInstant } from './time';
import { buildDocument } from './ubl/documents';
import { packageDocument } from './zip';

export interface SenderDeps {
  db: Db;
  repo: DocumentsRepository;
  clock: Clock;
  secretKey: string | undefined;
  /** DIAN_URL: overrides the environment's endpoint. */
  dianUrl?: string | undefined;
  transport?: TTransport;
  timeoutMs?: number;
}

const KINDS: Record<TElectronicDocumentClass, TDocumentKind> = {
  factura: 'invoice',
  nota_credito: 'credit-note',
  nota_debito: 'debit-note',
  tiquete_pos: 'pos',
  nota_ajuste_pos: 'pos-credit-note',
  factura_talonario: 'contingency',
};

const NOT_ELECTRONIC = 'El documento no es electrónico: se emitió sin facturación electrónica activa';

/**
 * CUFE (an invoice) or CUDE (notes, POS documents and contingency invoices 03): the scheme the
 * signed document's own UUID names, so a screen never calls a contingency invoice's code a CUFE.
 */
export const uuidSchemeOf = (signedXml: string | null): 'CUFE' | 'CUDE' | null =>
  (/schemeName="(CUFE|CUDE)-SHA384"/.exec(signedXml ?? '')?.[1] as 'CUFE' | 'CUDE' | undefined) ?? null;

const messageOf = (err: unknown) => (err instanceof Error && err.message ? err.message : String(err));

export function createEInvoicingSender({
  db,
  repo,
  clock,
  secretKey,
  dianUrl,
  transport,
  timeoutMs,
}: SenderDeps) {
  const signerOf = (ex: Executor, hotelId: number) => loadSigner(ex, repo, hotelId, secretKey);

  /** The document as DIAN's model, from today's rows (they never change after the issue). */
  async function documentOf(ex: Executor, row: OutboxRow, signer: Signer): Promise<TDocument> {
    const issuer = issuerOf(signer.facts);
    const software = softwareOf(signer.facts, signer.pin);
    if (row.clase === 'tiquete_pos' || row.clase === 'nota_ajuste_pos')
      return posDocumentOf(ex, row, issuer, software);
    if (row.clase === 'factura' || row.clase === 'factura_talonario') {
      const invoice =
        row.clase === 'factura'
          ? await repo.invoice(ex, row.documento_id)
          : await readPaperInvoice(ex, row.documento_id);
      if (!invoice) throw new NotFoundError('Factura no encontrada');
      return invoiceDocument(invoice, issuer, software);
    }
    const note =
      row.clase === 'nota_credito'
        ? await repo.creditNote(ex, row.documento_id)
        : await repo.debitNote(ex, row.documento_id);
    if (!note) throw new NotFoundError('Nota no encontrada');
    const invoice = await repo.invoice(ex, note.facturaId);
    if (!invoice) throw new NotFoundError('Factura no encontrada');
    // The invoice's CUFE as sent (or as it will be, signed now if the queue has not reached it).
    // An invoice issued before the hotel invoiced electronically has no row: DIAN never received
    // it, and the note goes without a reference to it ("sin referencia a facturas", 22 / 32).
    const sent = await repo.find(ex, 'factura', invoice.id);
    const uuid = sent ? (sent.cufe ?? buildDocument(invoiceDocument(invoice, issuer, software)).uuid) : null;
    return noteDocument(
      row.clase === 'nota_credito' ? 'credit-note' : 'debit-note',
      note,
      invoice,
      invoice.total,
      {
        number: documentNumber(invoice.prefijo, invoice.numero),
        uuid,
        issueDate: colombianInstant(invoice.emitidaAt).date,
      },
      issuer,
      software,
    );
  }

  /** A tiquete POS (20), or the nota de ajuste (94) that annuls it, referencing its CUDE. */
  async function posDocumentOf(ex: Executor, row: OutboxRow, issuer: TIssuer, software: TSoftware) {
    const sale = await readPosSale(ex, row.documento_id);
    if (!sale) throw new NotFoundError('Venta no encontrada');
    const ticket = posDocument(sale, issuer, software);
    if (row.clase === 'tiquete_pos') return ticket;
    const sent = await repo.find(ex, 'tiquete_pos', sale.id);
    const uuid = sent?.cufe ?? buildDocument(ticket).uuid;
    return posNoteDocument(
      sale,
      { number: ticket.number, uuid, issueDate: ticket.issueDate },
      issuer,
      software,
    );
  }

  /**
   * Builds and signs the row's XML once, signed at the document's issue instant (FAD09e), and
   * keeps it: every later read or send uses the same bytes.
   */
  async function signed(ex: Executor, row: OutboxRow, signer: Signer): Promise<OutboxRow> {
    if (row.xml_firmado) return row;
    const built = buildDocument(await documentOf(ex, row, signer));
    const xml = signXades(built.xml, signer.credentials, { signingTime: built.signingTime });
    return repo.saveSigned(ex, row.id, {
      xml_firmado: xml,
      cufe: built.uuid,
      archivo: packageOf(row, xml, signer).xmlName,
    });
  }

  /** The annex's file names: the hotel's NIT, the issue year, the outbox id as the consecutive. */
  const packageOf = (row: OutboxRow, xml: string, signer: Signer) =>
    packageDocument(xml, {
      kind: KINDS[row.clase as TElectronicDocumentClass],
      nit: signer.facts.nit,
      year: Number(colombianInstant(row.created_at).date.slice(0, 4)),
      sequence: row.id,
    });

  /** DIAN's answer (or the failure) as the row's new state, and whether it is tried again. */
  function settlement(result: TDianResult<TDianResponse>): { values: Partial<OutboxRow>; retry: boolean } {
    if (!result.ok) {
      const f = result.failure;
      return f.retryable
        ? { values: { estado: 'pendiente', ultimo_error: f.message }, retry: true }
        : { values: { estado: 'error', ultimo_error: f.message }, retry: false };
    }
    const answer = result.value;
    const common = {
      codigo_dian: answer.statusCode,
      mensajes: answer.errorMessages,
      enviado_at: clock.now(),
      ultimo_error: null,
    };
    if (answer.isValid) {
      return {
        values: { ...common, estado: 'aceptado', respuesta_xml: answer.applicationResponse },
        retry: false,
      };
    }
    // 98: DIAN is still processing it; asked again later.
    if (answer.statusCode === '98') return { values: { ...common, estado: 'pendiente' }, retry: true };
    return { values: { ...common, estado: 'rechazado' }, retry: false };
  }

  /** The row's try is over: its new state written, the lease given back, due again after the back-off. */
  const settle = (row: OutboxRow, values: Partial<OutboxRow>, retry: boolean) =>
    repo.queue.settle(db, row.id, values, retry ? repo.queue.retryAt(clock.now(), row.intentos) : undefined);

  async function sendOne(claimed: OutboxRow): Promise<string> {
    let row = claimed;
    try {
      const signer = await signerOf(db, row.hotel_id);
      row = await signed(db, row, signer);
      const client = dianClientOf(signer, { clock, dianUrl, transport, timeoutMs });
      const pkg = packageOf(row, row.xml_firmado ?? '', signer);
      let result = await client.sendBillSync(pkg.zipName, pkg.contentFile);
      // Rule 90: sent before (a pass that died after sending): its status, not a second document.
      if (result.ok && result.value.alreadyProcessed && row.cufe) result = await client.getStatus(row.cufe);
      const { values, retry } = settlement(result);
      await settle(row, values, retry);
      return values.estado ?? 'pendiente';
    } catch (err) {
      // A document DIAN could not take as it is (data missing, no certificate): stopped until resent.
      const userFixable = err instanceof BusinessRuleError || err instanceof NotFoundError;
      await settle(row, { estado: userFixable ? 'error' : 'pendiente', ultimo_error: messageOf(err) }, true);
      if (!userFixable) throw err;
      return 'error';
    }
  }

  /** The document's outbox row, when it is this hotel's (else undefined). */
  async function ownRow(hotelId: number, clase: TElectronicDocumentClass, documentId: number) {
    const row = await repo.find(db, clase, documentId);
    return row && row.hotel_id === hotelId ? row : undefined;
  }
  async function requireOwnRow(hotelId: number, clase: TElectronicDocumentClass, documentId: number) {
    const row = await ownRow(hotelId, clase, documentId);
    if (!row) throw new NotFoundError(NOT_ELECTRONIC);
    return row;
  }

  return {
    /** One pass of the job: the due rows, each sent once; the line for the jobs' screen, or null. */
    async sendDue(): Promise<string | null> {
      const rows = await repo.queue.claim(db, clock.now());
      if (rows.length === 0) return null;
      const counts = new Map<string, number>();
      const failures: unknown[] = [];
      for (const row of rows) {
        try {
          const state = await sendOne(row);
          counts.set(state, (counts.get(state) ?? 0) + 1);
        } catch (err) {
          failures.push(err);
        }
      }
      if (failures.length > 0) throw failures[0];
      return `Documentos electrónicos: ${[...counts].map(([state, n]) => `${n} ${state}`).join(', ')}`;
    },

    /** The signed XML of a document of this hotel (built now if the queue has not reached it). */
    async xml(hotelId: number, clase: TElectronicDocumentClass, documentId: number): Promise<OutboxRow> {
      const row = await requireOwnRow(hotelId, clase, documentId);
      return signed(db, row, await signerOf(db, hotelId));
    },

    /**
     * The CUFE/CUDE and DIAN's consultation URL the document's PDF prints, signed now if the queue
     * has not reached it (the guest takes the PDF at the check-out); null when it is not electronic
     * or cannot be built yet (the reason shows on the invoice's DIAN state).
     */
    async stamp(hotelId: number, clase: TElectronicDocumentClass, documentId: number) {
      const row = await ownRow(hotelId, clase, documentId);
      // A paper contingency invoice is printed as paper: its transcription (03) is electronic later.
      if (!row || row.estado === 'contingencia') return null;
      try {
        const signer = await signerOf(db, hotelId);
        const done = row.cufe ? row : await signed(db, row, signer);
        return done.cufe
          ? {
              cufe: done.cufe,
              url: qrUrl(signer.environment, done.cufe),
              esquema: uuidSchemeOf(done.xml_firmado) ?? 'CUFE',
            }
          : null;
      } catch (err) {
        if (err instanceof BusinessRuleError || err instanceof NotFoundError) return null;
        throw err;
      }
    },

    /** Puts a rejected or stopped document back in the queue, to be sent at the next pass. */
    async resend(hotelId: number, clase: TElectronicDocumentClass, documentId: number): Promise<OutboxRow> {
      const row = await requireOwnRow(hotelId, clase, documentId);
      if (row.estado === 'aceptado') throw new BusinessRuleError('La DIAN ya aceptó este documento');
      const values = {
        estado: 'pendiente',
        // A document stopped before it was signed is built again from today's data.
        ...(row.estado === 'error' && row.codigo_dian === null ? { xml_firmado: null, cufe: null } : {}),
      };
      const now = clock.now();
      await repo.queue.settle(db, row.id, values, now);
      return { ...row, ...values, proximo_intento_at: now, bloqueado_hasta: null };
    },

    async state(
      hotelId: number,
      clase: TElectronicDocumentClass,
      documentId: number,
    ): Promise<Omit<TElectronicDocumentState, 'entrega'>> {
      const mine = await ownRow(hotelId, clase, documentId);
      const settings = mine ? (await repo.issuer(db, hotelId))?.settings : undefined;
      const environment: TEnvironment = settings?.ambiente === 'produccion' ? '1' : '2';
      return {
        estado: (mine?.estado as TElectronicDocumentState['estado']) ?? null,
        cufe: mine?.cufe ?? null,
        esquema: mine?.cufe ? uuidSchemeOf(mine.xml_firmado) : null,
        url_consulta: mine?.cufe ? qrUrl(environment, mine.cufe) : null,
        intentos: mine?.intentos ?? 0,
        proximo_intento: mine?.estado === 'pendiente' ? mine.proximo_intento_at.toISOString() : null,
        enviado: mine?.enviado_at?.toISOString() ?? null,
        mensajes: mine?.mensajes ?? [],
        error: mine?.ultimo_error ?? null,
      };
    },
  };
}

export type EInvoicingSender = ReturnType<typeof createEInvoicingSender>;
