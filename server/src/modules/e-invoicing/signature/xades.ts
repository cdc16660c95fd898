/**
 * XAdES-EPES as DIAN's signature policy v2 asks (annex §10, libraries.md §6): an enveloped
 * XMLDSig in the document's last ExtensionContent, inclusive C14N, RSA-SHA256, three references
 * (the document, KeyInfo, SignedProperties), SignedProperties with the signing time (the issue
 * instant, in -05:00), the certificate's SHA-256 digest, RFC 4514 issuer and decimal serial, the
 * policy's URL and hash, and the role `supplier`. KeyInfo and SignedProperties are digested where
 * they stand, with the namespaces they inherit (xml-crypto's inclusive canonicalizer) — what DIAN's
 * validator recomputes.
 *
 * The document is parsed once, to canonicalize it; the signature is then written into the empty
 * slot of the very bytes the builder made. The result is final: zipped and embedded as it is,
 * never parsed and written again.
 */
import { createHash, randomUUID, sign } from 'node:crypto';
import { DOMParser } from '@xmldom/xmldom';
import { C14nCanonicalization } from 'xml-crypto';
import { CertificateError, type TSigningCredentials } from '../certificate/p12';
import { escapeXml, NS } from '../ubl/xml';

export const POLICY = {
  url: 'https://facturaelectronica.dian.gov.co/politicadefirma/v2/politicadefirmav2.pdf',
  /** SHA-256 of the policy PDF, base64 (checked against the PDF facho ships). */
  hash: 'dMoMvtcG5aIzgYo0tIsSQeVJBDnUnfSOfBpxXrmor0Y=',
} as const;

export const ALGORITHMS = {
  c14n: 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315',
  enveloped: 'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
  rsaSha256: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
  sha256: 'http://www.w3.org/2001/04/xmlenc#sha256',
  signedProperties: 'http://uri.etsi.org/01903#SignedProperties',
} as const;

const SIGNING_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-05:00$/;

function qualifyingProperties(
  id: string,
  creds: TSigningCredentials,
  signingTime: string,
  role: string,
): string {
  return (
    `<xades:QualifyingProperties Target="#${id}">` +
    `<xades:SignedProperties Id="${id}-signedprops"><xades:SignedSignatureProperties>` +
    `<xades:SigningTime>${signingTime}</xades:SigningTime>` +
    '<xades:SigningCertificate><xades:Cert><xades:CertDigest>' +
    `<ds:DigestMethod Algorithm="${ALGORITHMS.sha256}"/><ds:DigestValue>${creds.certificateDigest}</ds:DigestValue>` +
    '</xades:CertDigest><xades:IssuerSerial>' +
    `<ds:X509IssuerName>${escapeXml(creds.info.issuer)}</ds:X509IssuerName>` +
    `<ds:X509SerialNumber>${creds.info.serialNumber}</ds:X509SerialNumber>` +
    '</xades:IssuerSerial></xades:Cert></xades:SigningCertificate>' +
    '<xades:SignaturePolicyIdentifier><xades:SignaturePolicyId><xades:SigPolicyId>' +
    `<xades:Identifier>${POLICY.url}</xades:Identifier>` +
    '</xades:SigPolicyId><xades:SigPolicyHash>' +
    `<ds:DigestMethod Algorithm="${ALGORITHMS.sha256}"/><ds:DigestValue>${POLICY.hash}</ds:DigestValue>` +
    '</xades:SigPolicyHash></xades:SignaturePolicyId></xades:SignaturePolicyIdentifier>' +
    `<xades:SignerRole><xades:ClaimedRoles><xades:ClaimedRole>${role}</xades:ClaimedRole></xades:ClaimedRoles></xades:SignerRole>` +
    '</xades:SignedSignatureProperties></xades:SignedProperties></xades:QualifyingProperties>'
  );
}

export interface TSignOptions {
  /** The document's issue instant, `YYYY-MM-DDTHH:MM:SS-05:00` (FAD09e: signed the day it is issued). */
  signingTime: string;
  /** `supplier` (the issuer signs) or `third party` (a technology provider). */
  role?: 'supplier' | 'third party';
}

/** Where the builders leave the signature: the last ExtensionContent, empty, closing the extensions. */
const SLOT = '<ext:ExtensionContent/></ext:UBLExtension></ext:UBLExtensions>';

const c14n = new C14nCanonicalization();
const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

/** The namespaces a node inherits (nearest declaration wins), as inclusive C14N renders them on an apex. */
function inherited(node: Element): { prefix: string; namespaceURI: string }[] {
  const seen = new Map<string, string>();
  for (let e = node.parentNode; e && e.nodeType === 1; e = e.parentNode) {
    const attrs = (e as Element).attributes;
    for (let i = 0; i < attrs.length; i++) {
      const a = attrs.item(i);
      if (!a || !/^xmlns(:|$)/.test(a.name)) continue;
      const prefix = a.name === 'xmlns' ? '' : a.name.slice(6);
      if (!seen.has(prefix)) seen.set(prefix, a.value);
    }
  }
  const own = new Set(
    Array.from({ length: node.attributes.length }, (_, i) => node.attributes.item(i)?.name ?? '').filter(
      (n) => /^xmlns(:|$)/.test(n),
    ),
  );
  return [...seen]
    .filter(([prefix, uri]) => uri !== '' && !own.has(prefix ? `xmlns:${prefix}` : 'xmlns'))
    .map(([prefix, namespaceURI]) => ({ prefix, namespaceURI }));
}

/** Inclusive C14N of `node` where it stands (xml-crypto's canonicalizer, xmlsec1-verified). */
const canonical = (node: Element) => c14n.process(node, { ancestorNamespaces: inherited(node) });

const parse = (xml: string) => {
  const root = new DOMParser().parseFromString(xml, 'text/xml').documentElement;
  if (!root) throw new CertificateError('El documento a firmar no es XML válido');
  return root;
};

const byId = (root: Element, ns: string, name: string): Element => {
  const found = root.getElementsByTagNameNS(ns, name).item(0);
  if (!found) throw new Error(`Falta ${name} en la firma`);
  return found;
};

/**
 * Signs a UBL document whose last ExtensionContent is empty; returns the final XML: the document's
 * bytes as built, with the signature written into that slot (nothing else is parsed and rewritten).
 */
export function signXades(xml: string, creds: TSigningCredentials, options: TSignOptions): string {
  if (!SIGNING_TIME.test(options.signingTime)) {
    throw new CertificateError(`La hora de firma debe ir en hora legal colombiana: ${options.signingTime}`);
  }
  const at = new Date(options.signingTime);
  if (at < creds.info.notBefore || at > creds.info.notAfter) {
    throw new CertificateError(
      `El certificado no está vigente el ${options.signingTime.slice(0, 10)}: no se puede firmar`,
    );
  }
  // The extensions come first in every UBL root (an AttachedDocument embeds signed documents later).
  const extensionsEnd = xml.indexOf('</ext:UBLExtensions>');
  const slot = xml.indexOf(SLOT);
  if (/<ds:Signature[\s>]/.test(xml.slice(0, extensionsEnd))) {
    throw new CertificateError('El documento ya está firmado: un documento no se firma dos veces');
  }
  if (slot < 0 || slot + SLOT.length !== extensionsEnd + '</ext:UBLExtensions>'.length) {
    throw new CertificateError('El documento no tiene el espacio de la firma');
  }
  const document = parse(xml);
  const id = `xmldsig-${randomUUID()}`;
  // The signature parsed as it will stand in the slot: under the root's namespace declarations
  // (the extension elements between declare none), without parsing the document again.
  let declarations = '';
  for (let i = 0; i < document.attributes.length; i++) {
    const a = document.attributes.item(i);
    if (a && /^xmlns(:|$)/.test(a.name)) declarations += ` ${a.name}="${escapeXml(a.value)}"`;
  }
  const inSlot = (signature: string) =>
    parse(
      `<${document.tagName}${declarations}><ext:UBLExtensions><ext:UBLExtension><ext:ExtensionContent>` +
        `${signature}</ext:ExtensionContent></ext:UBLExtension></ext:UBLExtensions></${document.tagName}>`,
    );
  const open = `<ds:Signature xmlns:ds="${NS.ds}" Id="${id}">`;
  const keyInfo =
    `<ds:KeyInfo Id="${id}-keyinfo"><ds:X509Data>` +
    [creds.certificate, ...creds.chain].map((c) => `<ds:X509Certificate>${c}</ds:X509Certificate>`).join('') +
    '</ds:X509Data></ds:KeyInfo>';
  const object = `<ds:Object>${qualifyingProperties(id, creds, options.signingTime, options.role ?? 'supplier')}</ds:Object>`;
  const parts = inSlot(`${open}${keyInfo}${object}</ds:Signature>`);
  const reference = (uri: string, transform: string, value: string, attrs = '') =>
    `<ds:Reference${attrs} URI="${uri}"><ds:Transforms><ds:Transform Algorithm="${transform}"/></ds:Transforms>` +
    `<ds:DigestMethod Algorithm="${ALGORITHMS.sha256}"/><ds:DigestValue>${value}</ds:DigestValue></ds:Reference>`;
  const signedInfo =
    `<ds:SignedInfo><ds:CanonicalizationMethod Algorithm="${ALGORITHMS.c14n}"/>` +
    `<ds:SignatureMethod Algorithm="${ALGORITHMS.rsaSha256}"/>` +
    // URI="": the whole document, the signature's slot empty (what the enveloped transform leaves)
    reference('', ALGORITHMS.enveloped, digest(canonical(document)), ` Id="${id}-ref0"`) +
    reference(`#${id}-keyinfo`, ALGORITHMS.c14n, digest(canonical(byId(parts, NS.ds, 'KeyInfo')))) +
    reference(
      `#${id}-signedprops`,
      ALGORITHMS.c14n,
      digest(canonical(byId(parts, NS.xades, 'SignedProperties'))),
      ` Type="${ALGORITHMS.signedProperties}"`,
    ) +
    '</ds:SignedInfo>';
  const canonicalSignedInfo = canonical(
    byId(inSlot(`${open}${signedInfo}</ds:Signature>`), NS.ds, 'SignedInfo'),
  );
  const value = sign('sha256', Buffer.from(canonicalSignedInfo, 'utf8'), creds.privateKey).toString('base64');
  const signature = `${open}${signedInfo}<ds:SignatureValue>${value}</ds:SignatureValue>${keyInfo}${object}</ds:Signature>`;
  return `${xml.slice(0, slot)}<ext:ExtensionContent>${signature}</ext:ExtensionContent>${xml.slice(slot + '<ext:ExtensionContent/>'.length)}`;
}
