/**
 * One builder for every kind of document: the header of each root in its XSD order, then the
 * parties, the money blocks and the lines. The result is unsigned; `signDocument` fills the last
 * ExtensionContent.
 */
import { BusinessRuleError } from '../../../lib/errors';
import { computeTotals } from '../amounts';
import { codeName } from '../codes/code-lists';
import { documentUuid, qrText, qrUrl, softwareSecurityCode, type TUuidScheme } from '../cufe';
import type { TDocument, TDocumentKind, TInvoice, TNote, TPosDocument, TPosNote, TTotals } from '../model';
import { ublExtensions } from './extensions';
import { documentLines, monetaryTotal, paymentMeans, type TLineKind, taxTotals } from './lines';
import { customerParty, supplierParty } from './parties';
import { createRoot, el, serialize, type TNode, type TRoot } from './xml';

interface TProfile {
  root: TRoot;
  customization: string;
  profile: string;
  /** InvoiceTypeCode or CreditNoteTypeCode; a DebitNote has none in UBL 2.1. */
  typeCode?: string;
  lines: TLineKind;
}

/** Annex 1.9 §13.1 (FE) and the DE annex 1.0 §16.3–16.4: root, operation type, profile, type code. */
export const PROFILES: Record<TDocumentKind, TProfile> = {
  invoice: {
    root: 'Invoice',
    customization: '10',
    profile: 'DIAN 2.1: Factura Electrónica de Venta',
    typeCode: '01',
    lines: 'InvoiceLine',
  },
  contingency: {
    root: 'Invoice',
    customization: '10',
    profile: 'DIAN 2.1: Factura Electrónica de Venta',
    typeCode: '03',
    lines: 'InvoiceLine',
  },
  'credit-note': {
    root: 'CreditNote',
    customization: '20',
    profile: 'DIAN 2.1: Nota Crédito de Factura Electrónica de Venta',
    typeCode: '91',
    lines: 'CreditNoteLine',
  },
  'debit-note': {
    root: 'DebitNote',
    customization: '30',
    profile: 'DIAN 2.1: Nota Débito de Factura Electrónica de Venta',
    lines: 'DebitNoteLine',
  },
  pos: {
    root: 'Invoice',
    customization: '10',
    profile:
      'DIAN 2.1: documento equivalente electrónico del tiquete de máquina registradora con sistema P.O.S.',
    typeCode: '20',
    lines: 'InvoiceLine',
  },
  'pos-credit-note': {
    root: 'CreditNote',
    customization: '94',
    profile: 'DIAN 2.1: Nota de ajuste de tipo crédito al documento equivalente electrónico',
    typeCode: '94',
    lines: 'CreditNoteLine',
  },
  'pos-debit-note': {
    root: 'DebitNote',
    customization: '93',
    profile: 'DIAN 2.1: Nota de ajuste de tipo débito al documento equivalente electrónico',
    lines: 'DebitNoteLine',
  },
};

export interface TBuiltDocument {
  kind: TDocumentKind;
  root: TRoot;
  /** Unsigned, one line, UTF-8 declaration first. */
  xml: string;
  totals: TTotals;
  uuid: string;
  uuidScheme: TUuidScheme;
  securityCode: string;
  qrUrl: string;
  qrText: string;
  /** The issue instant, which the signature must carry (FAD09e: signing date = issue date). */
  signingTime: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}:\d{2}-05:00$/;

function checkHeader(doc: TDocument): void {
  if (!DATE.test(doc.issueDate)) throw new BusinessRuleError(`Fecha de emisión inválida: ${doc.issueDate}`);
  if (!TIME.test(doc.issueTime)) {
    throw new BusinessRuleError(
      `La hora de emisión debe ir en hora legal colombiana (HH:MM:SS-05:00): ${doc.issueTime}`,
    );
  }
  if (!/^[A-Za-z0-9]{1,20}$/.test(doc.number))
    throw new BusinessRuleError(`Número de documento inválido: ${doc.number}`);
}

/**
 * The prefix of the numbering the document belongs to ("prefijo de la facturación usada para el
 * punto de venta", FAJ50/CAJ50/DAJ50): DIAN's rule FAB10 compares it with InvoiceControl's
 * `sts:Prefix`, so it is the resolution's prefix (POSE for a POS document, the paper range's for a
 * contingency invoice); a note, numbered outside any resolution, gives its own number's prefix.
 */
export function billingPrefix(doc: TDocument): string {
  if ('resolution' in doc) return doc.resolution.prefix;
  return /^\D*/.exec(doc.number)?.[0] ?? '';
}

/** The number inside the resolution's prefix and range, the date inside its validity (FAD05, FAD09a/b). */
function checkNumbering(doc: TInvoice | TPosDocument): void {
  const { resolution: r, number } = doc;
  const consecutive = number.startsWith(r.prefix) ? number.slice(r.prefix.length) : '';
  if (!/^\d+$/.test(consecutive) || consecutive.startsWith('0')) {
    throw new BusinessRuleError(`El número ${number} no corresponde al prefijo ${r.prefix} de la resolución`);
  }
  const n = BigInt(consecutive);
  if (n < BigInt(r.from) || n > BigInt(r.to)) {
    throw new BusinessRuleError(`El número ${number} está fuera del rango autorizado (${r.from} a ${r.to})`);
  }
  if (doc.issueDate < r.startDate || doc.issueDate > r.endDate) {
    throw new BusinessRuleError(`La resolución ${r.number} no está vigente el ${doc.issueDate}`);
  }
}

function header(
  root: TNode,
  doc: TDocument,
  p: TProfile,
  uuid: string,
  scheme: TUuidScheme,
  lines: number,
): void {
  el(root, 'cbc:UBLVersionID', 'UBL 2.1');
  el(root, 'cbc:CustomizationID', p.customization);
  el(root, 'cbc:ProfileID', p.profile);
  el(root, 'cbc:ProfileExecutionID', doc.software.environment);
  el(root, 'cbc:ID', doc.number);
  el(root, 'cbc:UUID', uuid, { schemeID: doc.software.environment, schemeName: scheme });
  el(root, 'cbc:IssueDate', doc.issueDate);
  el(root, 'cbc:IssueTime', doc.issueTime);
  if (p.root === 'Invoice' && 'payment' in doc && doc.payment?.terms.form === '2') {
    el(root, 'cbc:DueDate', doc.payment.terms.dueDate);
  }
  if (p.root === 'Invoice' && p.typeCode) el(root, 'cbc:InvoiceTypeCode', p.typeCode);
  if (p.root === 'CreditNote' && p.typeCode) el(root, 'cbc:CreditNoteTypeCode', p.typeCode);
  for (const note of doc.notes ?? []) el(root, 'cbc:Note', note);
  el(root, 'cbc:DocumentCurrencyCode', 'COP', {
    listAgencyID: '6',
    listAgencyName: 'United Nations Economic Commission for Europe',
    listID: 'ISO 4217 Alpha',
  });
  el(root, 'cbc:LineCountNumeric', String(lines));
}

/** DiscrepancyResponse and BillingReference: what the note corrects and why (annex §7, CBF/DBF). */
function noteReference(root: TNode, note: TNote | TPosNote): void {
  const debit = note.kind === 'debit-note' || note.kind === 'pos-debit-note';
  if (!codeName(debit ? 'debitNoteConcepts' : 'creditNoteConcepts', note.concept)) {
    throw new BusinessRuleError(`Concepto de nota «${note.concept}» desconocido para la DIAN`);
  }
  if (note.reason.trim() === '') throw new BusinessRuleError('La nota necesita la razón de la corrección');
  if (note.reference.issueDate > note.issueDate) {
    throw new BusinessRuleError('La nota no puede ser anterior al documento que corrige');
  }
  const { uuid } = note.reference;
  // A note on an invoice DIAN never received (annex 1.9: "sin referencia a facturas"): the period
  // of the corrected invoice in place of its BillingReference.
  if (uuid === null) {
    const period = el(root, 'cac:InvoicePeriod');
    el(period, 'cbc:StartDate', note.reference.issueDate);
    el(period, 'cbc:EndDate', note.reference.issueDate);
  }
  const discrepancy = el(root, 'cac:DiscrepancyResponse');
  el(discrepancy, 'cbc:ReferenceID', note.reference.number);
  el(discrepancy, 'cbc:ResponseCode', note.concept);
  el(discrepancy, 'cbc:Description', note.reason);
  if (uuid === null) return;
  const ref = el(el(root, 'cac:BillingReference'), 'cac:InvoiceDocumentReference');
  el(ref, 'cbc:ID', note.reference.number);
  el(ref, 'cbc:UUID', uuid, {
    schemeName:
      note.kind === 'pos-credit-note' || note.kind === 'pos-debit-note' ? 'CUDE-SHA384' : 'CUFE-SHA384',
  });
  el(ref, 'cbc:IssueDate', note.reference.issueDate);
}

/**
 * DIAN's CustomizationID of a note without a reference to an electronic invoice: 22 for a credit
 * note, 32 for a debit note (annex 1.9, table of operation types); else the profile's own.
 */
function profileOf(doc: TDocument): TProfile {
  const profile = PROFILES[doc.kind];
  if (!('reference' in doc) || doc.reference.uuid !== null) return profile;
  if (doc.kind === 'credit-note') return { ...profile, customization: '22' };
  if (doc.kind === 'debit-note') return { ...profile, customization: '32' };
  throw new BusinessRuleError('La nota de ajuste necesita el CUDE del documento equivalente que corrige');
}

/** Builds the unsigned XML of any document kind, with its CUFE/CUDE, security code and QR. */
export function buildDocument(doc: TDocument): TBuiltDocument {
  checkHeader(doc);
  if (doc.kind === 'invoice' || doc.kind === 'contingency' || doc.kind === 'pos') checkNumbering(doc);
  const profile = profileOf(doc);
  const totals = computeTotals(doc.lines);
  const { uuid, scheme } = documentUuid(doc, totals);
  const securityCode = softwareSecurityCode(doc.software.id, doc.software.pin, doc.number);
  const url = qrUrl(doc.software.environment, uuid);
  const root = createRoot(profile.root);
  ublExtensions(
    root,
    {
      resolution: 'resolution' in doc ? doc.resolution : undefined,
      software: doc.software,
      securityCode,
      qrUrl: url,
    },
    doc.kind === 'pos' ? { doc, subtotal: totals.lineExtension } : undefined,
  );
  header(root, doc, profile, uuid, scheme, totals.lines.length);
  if ('reference' in doc) noteReference(root, doc);
  supplierParty(root, doc.issuer, billingPrefix(doc));
  customerParty(root, doc.buyer);
  if (doc.payment) paymentMeans(root, doc.payment, doc.issueDate);
  taxTotals(root, totals);
  monetaryTotal(
    root,
    profile.root === 'DebitNote' ? 'cac:RequestedMonetaryTotal' : 'cac:LegalMonetaryTotal',
    totals,
  );
  documentLines(root, profile.lines, totals);
  return {
    kind: doc.kind,
    root: profile.root,
    xml: serialize(root),
    totals,
    uuid,
    uuidScheme: scheme,
    securityCode,
    qrUrl: url,
    qrText: qrText(doc, totals, uuid),
    signingTime: `${doc.issueDate}T${doc.issueTime}`,
  };
}
