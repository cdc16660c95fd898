/**
 * The SOAP 1.2 request DIAN's WCF service takes (annex §7.5–7.6): WS-Addressing Action and To,
 * a WS-Security header with a Timestamp, the certificate as an X.509 BinarySecurityToken and an
 * XML signature over wsa:To (exclusive C14N with the inclusive prefixes DIAN's service expects,
 * RSA-SHA256), as Stenfrank/ubl21dian's SOAP.php lays it out and xmlsec1 verifies.
 */
import { randomUUID } from 'node:crypto';
import { SignedXml } from 'xml-crypto';
import type { TSigningCredentials } from '../certificate/p12';
import { escapeXml, NS as UBL } from '../ubl/xml';

export const SOAP_NS = {
  soap: 'http://www.w3.org/2003/05/soap-envelope',
  wcf: 'http://wcf.dian.colombia',
  wsa: 'http://www.w3.org/2005/08/addressing',
  wsse: 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd',
  wsu: 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-utility-1.0.xsd',
  ds: UBL.ds,
} as const;

const X509V3 = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-x509-token-profile-1.0#X509v3';
const BASE64 =
  'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-soap-message-security-1.0#Base64Binary';
const EXC_C14N = 'http://www.w3.org/2001/10/xml-exc-c14n#';

export type TDianOperation = 'SendBillSync' | 'SendTestSetAsync' | 'GetStatusZip' | 'GetStatus';

export const actionOf = (operation: TDianOperation) => `${SOAP_NS.wcf}/IWcfDianCustomerServices/${operation}`;

/** How long the request's Timestamp stays valid. */
const TIMESTAMP_TTL_MS = 10 * 60_000;

/** `2026-11-28T15:15:30.000Z`: WS-Security timestamps are UTC. */
const utc = (date: Date) => date.toISOString();

export interface TEnvelopeInput {
  operation: TDianOperation;
  /** The body's parameters in the WSDL's order (fileName, contentFile, testSetId / trackId). */
  params: [string, string][];
  /** The endpoint URL: wsa:To. */
  to: string;
  credentials: TSigningCredentials;
  now: Date;
}

/** The signed envelope, ready to POST as `application/soap+xml`. */
export function soapEnvelope(input: TEnvelopeInput): string {
  const id = randomUUID();
  const tokenId = `X509-${id}`;
  const toId = `id-${id}`;
  const body = input.params.map(([name, value]) => `<wcf:${name}>${escapeXml(value)}</wcf:${name}>`).join('');
  const expires = new Date(input.now.getTime() + TIMESTAMP_TTL_MS);
  const unsigned =
    `<soap:Envelope xmlns:soap="${SOAP_NS.soap}" xmlns:wcf="${SOAP_NS.wcf}">` +
    `<soap:Header xmlns:wsa="${SOAP_NS.wsa}">` +
    `<wsse:Security xmlns:wsse="${SOAP_NS.wsse}" xmlns:wsu="${SOAP_NS.wsu}">` +
    `<wsu:Timestamp wsu:Id="TS-${id}"><wsu:Created>${utc(input.now)}</wsu:Created><wsu:Expires>${utc(expires)}</wsu:Expires></wsu:Timestamp>` +
    `<wsse:BinarySecurityToken EncodingType="${BASE64}" ValueType="${X509V3}" wsu:Id="${tokenId}">${input.credentials.certificate}</wsse:BinarySecurityToken>` +
    '</wsse:Security>' +
    `<wsa:Action>${actionOf(input.operation)}</wsa:Action>` +
    `<wsa:To xmlns:wsu="${SOAP_NS.wsu}" wsu:Id="${toId}">${escapeXml(input.to)}</wsa:To>` +
    '</soap:Header>' +
    `<soap:Body><wcf:${input.operation}>${body}</wcf:${input.operation}></soap:Body>` +
    '</soap:Envelope>';
  const signer = new SignedXml({
    privateKey: input.credentials.privateKey,
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    canonicalizationAlgorithm: EXC_C14N,
    inclusiveNamespacesPrefixList: ['wsa', 'soap', 'wcf'],
    idMode: 'wssecurity',
    keyInfoAttributes: { Id: `KI-${id}` },
    getKeyInfoContent: () =>
      `<wsse:SecurityTokenReference wsu:Id="STR-${id}"><wsse:Reference URI="#${tokenId}" ValueType="${X509V3}"/></wsse:SecurityTokenReference>`,
  });
  signer.addReference({
    xpath: "/*/*[local-name()='Header']/*[local-name()='To']",
    transforms: [EXC_C14N],
    inclusiveNamespacesPrefixList: ['soap', 'wcf'],
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
  });
  signer.computeSignature(unsigned, {
    prefix: 'ds',
    attrs: { Id: `SIG-${id}` },
    location: { reference: "/*/*[local-name()='Header']/*[local-name()='Security']", action: 'append' },
    existingPrefixes: { ds: SOAP_NS.ds, wsse: SOAP_NS.wsse, wsu: SOAP_NS.wsu },
  });
  return signer.getSignedXml();
}
