/**
 * The fake DIAN's validation of a received document, with DIAN's rule codes: the XAdES signature
 * (ZE02: xml-crypto, the certificate chained to a trusted root, the SigningCertificate digest), the
 * signing date against the issue date (FAD09e and its CAD/DAD/DEAD/NAAD twins), and the CUFE/CUDE
 * recomputed from the document's own fields with the technical key or the software PIN (FAD06…).
 */
import { createHash, X509Certificate } from 'node:crypto';
import { DOMParser } from '@xmldom/xmldom';
import { SignedXml } from 'xml-crypto';
import { cufe } from '../../src/modules/e-invoicing/cufe';
import type { TEnvironment } from '../../src/modules/e-invoicing/model';
import { NS } from '../../src/modules/e-invoicing/ubl/xml';
import type { TAnsweredDocument } from './fake-dian-answers';

export interface TRule {
  code: string;
  message: string;
}

export interface TFakeDianKeys {
  /** The technical key of the numbering range the invoices use. */
  technicalKey: string;
  /** Software id → PIN, as the catalogue registered them. */
  pins: Record<string, string>;
  /** PEM certificates DIAN trusts (the certification authorities' roots and intermediates). */
  trustedRoots: string[];
}

export interface TCheckedDocument {
  doc: TAnsweredDocument;
  typeCode: string;
  rules: TRule[];
}

const children = (node: Node | null | undefined): Element[] => {
  const out: Element[] = [];
  for (let n = node?.firstChild; n; n = n.nextSibling) if (n.nodeType === 1) out.push(n as Element);
  return out;
};
const at = (node: Node | null | undefined, ...names: string[]): Element | undefined => {
  let current: Element | undefined = node as Element | undefined;
  for (const name of names) current = children(current).find((e) => e.localName === name);
  return current;
};
const text = (node: Node | null | undefined, ...names: string[]) =>
  at(node, ...names)?.textContent?.trim() ?? '';

export const pem = (base64: string) =>
  `-----BEGIN CERTIFICATE-----\n${base64
    .replace(/\s+/g, '')
    .replace(/(.{64})/g, '$1\n')
    .trim()}\n-----END CERTIFICATE-----\n`;

/** Whether `leaf` chains to one of the roots through the certificates that came with it. */
export function chainsTo(
  leaf: X509Certificate,
  others: X509Certificate[],
  roots: X509Certificate[],
): boolean {
  let current = leaf;
  for (let depth = 0; depth < 5; depth++) {
    if (roots.some((r) => r.subject === current.issuer && current.verify(r.publicKey))) return true;
    const next = others.find(
      (c) => c.subject === current.issuer && current.verify(c.publicKey) && c !== current,
    );
    if (!next) return false;
    current = next;
  }
  return false;
}

/** Checks the one enveloped signature of a UBL document; answers its signing time, or a problem. */
export function verifyEnvelopedSignature(
  xml: string,
  dom: Document,
  roots: string[],
): { ok: true; signingTime: string } | { ok: false; problem: string } {
  const signatures = dom.getElementsByTagNameNS(NS.ds, 'Signature');
  const signature = signatures.item(0);
  if (signatures.length !== 1 || !signature) return { ok: false, problem: 'no hay una firma' };
  const certificates = Array.from(signature.getElementsByTagNameNS(NS.ds, 'X509Certificate')).map(
    (c) => new X509Certificate(pem(c.textContent ?? '')),
  );
  const [leaf, ...others] = certificates;
  if (!leaf) return { ok: false, problem: 'la firma no trae el certificado' };
  if (
    !chainsTo(
      leaf,
      others,
      roots.map((r) => new X509Certificate(r)),
    )
  ) {
    return { ok: false, problem: 'el certificado no es de una entidad de certificación reconocida' };
  }
  const digest = signature.getElementsByTagNameNS(NS.xades, 'CertDigest').item(0);
  const expected = createHash('sha256').update(leaf.raw).digest('base64');
  if (text(digest, 'DigestValue') !== expected)
    return { ok: false, problem: 'SigningCertificate no es el certificado' };
  const checker = new SignedXml({ publicCert: leaf.toString(), getCertFromKeyInfo: () => null });
  try {
    checker.loadSignature(signature);
    if (!checker.checkSignature(xml)) return { ok: false, problem: 'el valor de la firma no corresponde' };
  } catch {
    return { ok: false, problem: 'el valor de la firma no corresponde' };
  }
  return {
    ok: true,
    signingTime: signature.getElementsByTagNameNS(NS.xades, 'SigningTime').item(0)?.textContent ?? '',
  };
}

const PREFIXES: Record<string, string> = {
  '01': 'FA',
  '03': 'FA',
  '91': 'CA',
  '92': 'DA',
  '20': 'DEA',
  '94': 'NAA',
  '93': 'NAA',
};

function typeCodeOf(root: Element): string {
  if (root.localName === 'Invoice') return text(root, 'InvoiceTypeCode');
  if (root.localName === 'CreditNote') return text(root, 'CreditNoteTypeCode');
  return text(root, 'CustomizationID') === '93' ? '93' : '92';
}

/** The document-level TaxTotal amount of a scheme, as written (0.00 when absent). */
function taxAmount(root: Element, scheme: string): string {
  const total = children(root).find(
    (e) => e.localName === 'TaxTotal' && text(e, 'TaxSubtotal', 'TaxCategory', 'TaxScheme', 'ID') === scheme,
  );
  return total ? text(total, 'TaxAmount') : '0.00';
}

export function checkDocument(xml: string, keys: TFakeDianKeys): TCheckedDocument | TRule {
  const errors: string[] = [];
  const dom = new DOMParser({
    errorHandler: (level: string) => void (level !== 'warning' && errors.push(level)),
  }).parseFromString(xml, 'text/xml');
  const root = dom.documentElement;
  if (errors.length > 0 || !root || !['Invoice', 'CreditNote', 'DebitNote'].includes(root.localName ?? '')) {
    return { code: 'ZB01', message: 'Fallo en el esquema XML del archivo' };
  }
  const typeCode = typeCodeOf(root);
  const p = PREFIXES[typeCode] ?? 'FA';
  const supplier = at(root, 'AccountingSupplierParty', 'Party', 'PartyTaxScheme');
  const doc: TAnsweredDocument = {
    number: text(root, 'ID'),
    uuid: text(root, 'UUID'),
    uuidScheme: at(root, 'UUID')?.getAttribute('schemeName') ?? '',
    issuerNit: text(supplier, 'CompanyID'),
    issuerDv: at(supplier, 'CompanyID')?.getAttribute('schemeID') ?? '',
    issuerName: text(supplier, 'RegistrationName'),
    environment: text(root, 'ProfileExecutionID') === '1' ? '1' : '2',
  };
  const rules: TRule[] = [];
  const signature = verifyEnvelopedSignature(xml, dom, keys.trustedRoots);
  if (!signature.ok)
    rules.push({ code: 'ZE02', message: `Valor de la firma inválido (${signature.problem}).` });
  else if (signature.signingTime.slice(0, 10) !== text(root, 'IssueDate')) {
    rules.push({
      code: `${p}D09e`,
      message: 'La fecha de emisión del documento no coincide con la fecha de la firma.',
    });
  }
  const totals = at(root, root.localName === 'DebitNote' ? 'RequestedMonetaryTotal' : 'LegalMonetaryTotal');
  const softwareId = text(
    root,
    'UBLExtensions',
    'UBLExtension',
    'ExtensionContent',
    'DianExtensions',
    'SoftwareProvider',
    'SoftwareID',
  );
  const withKey = typeCode === '01';
  const expected = cufe({
    number: doc.number,
    issueDate: text(root, 'IssueDate'),
    issueTime: text(root, 'IssueTime'),
    lineExtension: text(totals, 'LineExtensionAmount'),
    iva: taxAmount(root, '01'),
    inc: taxAmount(root, '04'),
    ica: taxAmount(root, '03'),
    payable: text(totals, 'PayableAmount'),
    issuerNit: doc.issuerNit,
    buyerId: text(root, 'AccountingCustomerParty', 'Party', 'PartyTaxScheme', 'CompanyID'),
    key: withKey ? keys.technicalKey : (keys.pins[softwareId] ?? ''),
    environment: doc.environment as TEnvironment,
  });
  if (expected !== doc.uuid) {
    rules.push({
      code: `${p}D06`,
      message: `Valor del ${withKey ? 'CUFE' : 'CUDE'} no está calculado correctamente.`,
    });
  }
  return { doc, typeCode, rules };
}
