/**
 * XAdES-EPES as DIAN's signature policy v2 asks (annex §10, libraries.md §6): an enveloped
 * XMLDSig in the document's last ExtensionContent, inclusive C14N, RSA-SHA256, three references
 * (the document, KeyInfo, SignedProperties), SignedProperties with the signing time (the issue
 * instant, in -05:00), the certificate's SHA-256 digest, RFC 4514 issuer and decimal serial, the
 * policy's URL and hash, and the role `supplier`. xml-crypto digests KeyInfo and SignedProperties
 * where they stand, with the namespaces they inherit — what DIAN's validator recomputes.
 *
 * The signed string is final: it is zipped and embedded as it is, never parsed and written again.
 */
import { randomUUID } from 'node:crypto';
import { SignedXml } from 'xml-crypto';
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

/** The signature slot: the last UBLExtension's ExtensionContent, reached by child steps only. */
const SLOT =
  "/*/*[local-name()='UBLExtensions']/*[local-name()='UBLExtension'][last()]/*[local-name()='ExtensionContent']";
const IN_SIGNATURE = `${SLOT}/*[local-name()='Signature']`;

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

/** Signs a UBL document whose last ExtensionContent is empty; returns the final XML. */
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
  const extensions = xml.slice(0, xml.indexOf('</ext:UBLExtensions>'));
  if (/<ds:Signature[\s>]/.test(extensions)) {
    throw new CertificateError('El documento ya está firmado: un documento no se firma dos veces');
  }
  const id = `xmldsig-${randomUUID()}`;
  const certificates = [creds.certificate, ...creds.chain];
  const signer = new SignedXml({
    privateKey: creds.privateKey,
    signatureAlgorithm: ALGORITHMS.rsaSha256,
    canonicalizationAlgorithm: ALGORITHMS.c14n,
    keyInfoAttributes: { Id: `${id}-keyinfo` },
    getKeyInfoContent: () =>
      `<ds:X509Data>${certificates.map((c) => `<ds:X509Certificate>${c}</ds:X509Certificate>`).join('')}</ds:X509Data>`,
    objects: [{ content: qualifyingProperties(id, creds, options.signingTime, options.role ?? 'supplier') }],
  });
  signer.addReference({
    xpath: '/*',
    isEmptyUri: true,
    transforms: [ALGORITHMS.enveloped],
    digestAlgorithm: ALGORITHMS.sha256,
    id: `${id}-ref0`,
  });
  signer.addReference({
    xpath: `${IN_SIGNATURE}/*[local-name()='KeyInfo']`,
    transforms: [ALGORITHMS.c14n],
    digestAlgorithm: ALGORITHMS.sha256,
  });
  signer.addReference({
    xpath: `${IN_SIGNATURE}/*[local-name()='Object']/*[local-name()='QualifyingProperties']/*[local-name()='SignedProperties']`,
    transforms: [ALGORITHMS.c14n],
    digestAlgorithm: ALGORITHMS.sha256,
    type: ALGORITHMS.signedProperties,
  });
  signer.computeSignature(xml, {
    prefix: 'ds',
    attrs: { Id: id },
    location: { reference: SLOT, action: 'append' },
    existingPrefixes: { ds: NS.ds, xades: NS.xades },
  });
  return signer.getSignedXml();
}
