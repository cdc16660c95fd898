/**
 * The namespaces of DIAN's UBL 2.1 documents and the one way the builders create an element, so the
 * element order stays readable in each builder and the writer stays in one place.
 */
import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';

export type TNode = XMLBuilder;

export const NS = {
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  ext: 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2',
  // The 2.1 namespace public implementations use; the older `http://www.dian.gov.co/contratos/…`
  // of some summaries is not the 2.1 one (libraries.md §6).
  sts: 'dian:gov:co:facturaelectronica:Structures-2-1',
  ds: 'http://www.w3.org/2000/09/xmldsig#',
  xades: 'http://uri.etsi.org/01903/v1.3.2#',
  xades141: 'http://uri.etsi.org/01903/v1.4.1#',
  xsi: 'http://www.w3.org/2001/XMLSchema-instance',
} as const;

export const ROOT_NS = {
  Invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  CreditNote: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  DebitNote: 'urn:oasis:names:specification:ubl:schema:xsd:DebitNote-2',
  AttachedDocument: 'urn:oasis:names:specification:ubl:schema:xsd:AttachedDocument-2',
  ApplicationResponse: 'urn:oasis:names:specification:ubl:schema:xsd:ApplicationResponse-2',
} as const;

export type TRoot = keyof typeof ROOT_NS;
type TPrefix = keyof typeof NS;

/** DIAN as the scheme agency of identifiers (attributes the annex repeats on every NIT). */
export const DIAN_AGENCY = {
  schemeAgencyID: '195',
  schemeAgencyName: 'CO, DIAN (Dirección de Impuestos y Aduanas Nacionales)',
} as const;

/**
 * A document root with every prefix declared on it — `ds` included, or DIAN's validator fails with
 * «Namespace prefix 'ds' is not defined» (pos-reports-compliance §3.4) — in the default namespace
 * of its UBL type.
 */
export function createRoot(root: TRoot): TNode {
  const attrs: Record<string, string> = {};
  for (const [prefix, uri] of Object.entries(NS)) attrs[`xmlns:${prefix}`] = uri;
  return create({ version: '1.0', encoding: 'UTF-8' }).ele(ROOT_NS[root], root, attrs);
}

/** `parent` gets `<prefix:name attrs>text</prefix:name>`; returns the new element. */
export function el(
  parent: TNode,
  qname: `${TPrefix}:${string}`,
  text?: string,
  attrs?: Record<string, string>,
): TNode {
  const prefix = qname.slice(0, qname.indexOf(':')) as TPrefix;
  const node = parent.ele(NS[prefix], qname, attrs);
  if (text !== undefined) node.txt(text);
  return node;
}

/** An element in the root's default namespace (the POS annex's own extension groups). */
export function plain(parent: TNode, root: TRoot, name: string, text?: string): TNode {
  const node = parent.ele(ROOT_NS[root], name);
  if (text !== undefined) node.txt(text);
  return node;
}

/** Text or an attribute value written by hand (the signature's and the SOAP envelope's fragments). */
export const escapeXml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** An amount in pesos: `currencyID="COP"`. */
export const amount = (parent: TNode, qname: `${TPrefix}:${string}`, value: string): TNode =>
  el(parent, qname, value, { currencyID: 'COP' });

/** The document as one line, never pretty-printed: the signature covers these exact bytes. */
export const serialize = (doc: TNode): string => doc.end({ prettyPrint: false });
