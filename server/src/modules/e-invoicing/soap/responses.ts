/**
 * DIAN's answers, read by local name (WCF's data-contract namespaces vary by operation):
 * DianResponse (SendBillSync, GetStatus, each item of GetStatusZip) and UploadDocumentResponse
 * (SendTestSetAsync), and SOAP faults.
 */
import { DOMParser } from '@xmldom/xmldom';
import { SOAP_NS, type TDianOperation } from './envelope';

export interface TDianResponse {
  isValid: boolean;
  /** 00 processed, 66 not found, 89 bad package, 90 track id not found, 98 in process, 99 rejected. */
  statusCode: string;
  statusDescription: string;
  statusMessage: string;
  /** DIAN's rule messages: `Regla: FAD09e, Rechazo: …` or `Regla: FAJ43b, Notificación: …`. */
  errorMessages: string[];
  /** The ApplicationResponse DIAN signed, decoded from XmlBase64Bytes. */
  applicationResponse: string | null;
  documentKey: string | null;
  fileName: string | null;
  /** Rule 90: this number was processed before — look its status up instead of sending again. */
  alreadyProcessed: boolean;
}

export interface TUploadResponse {
  /** The track id of the test set or batch: GetStatusZip's argument. */
  zipKey: string;
  /** Documents DIAN refused on receipt (ErrorMessageList). */
  errors: { fileName: string; documentKey: string; success: boolean; message: string }[];
}

export interface TSoapFault {
  /** Sender (the request is wrong) or Receiver (DIAN failed). */
  code: string;
  reason: string;
}

type TElement = Element;

const elements = (parent: Node | null | undefined): TElement[] => {
  const out: TElement[] = [];
  for (let n = parent?.firstChild; n; n = n.nextSibling) if (n.nodeType === 1) out.push(n as TElement);
  return out;
};
const child = (parent: Node | null | undefined, name: string) =>
  elements(parent).find((e) => e.localName === name);
const text = (parent: Node | null | undefined, name: string) =>
  child(parent, name)?.textContent?.trim() ?? '';
const nil = (e: TElement | undefined) =>
  !e || e.getAttributeNS('http://www.w3.org/2001/XMLSchema-instance', 'nil') === 'true';

export class MalformedResponseError extends Error {}

function parse(xml: string): Document {
  const errors: string[] = [];
  const doc = new DOMParser({
    errorHandler: (level: string, message: unknown) =>
      void (level !== 'warning' && errors.push(String(message))),
  }).parseFromString(xml, 'text/xml');
  const root = doc.documentElement;
  if (errors.length > 0 || !root || root.namespaceURI !== SOAP_NS.soap || root.localName !== 'Envelope') {
    throw new MalformedResponseError('La respuesta de la DIAN no es un sobre SOAP 1.2');
  }
  return doc;
}

const body = (doc: Document) => child(doc.documentElement, 'Body');

/** The fault of an answer, if it is one. */
export function readFault(xml: string): TSoapFault | null {
  const fault = child(body(parse(xml)), 'Fault');
  if (!fault) return null;
  const value = text(child(fault, 'Code'), 'Value');
  return { code: value.slice(value.indexOf(':') + 1), reason: text(child(fault, 'Reason'), 'Text') };
}

function result(xml: string, operation: TDianOperation): TElement {
  const response = child(body(parse(xml)), `${operation}Response`);
  const found = child(response, `${operation}Result`);
  if (!found) throw new MalformedResponseError(`La respuesta de la DIAN no trae ${operation}Result`);
  return found;
}

function dianResponse(node: TElement): TDianResponse {
  const errorMessages = elements(child(node, 'ErrorMessage'))
    .map((e) => e.textContent?.trim() ?? '')
    .filter(Boolean);
  const bytes = child(node, 'XmlBase64Bytes');
  const value = (name: string) => (nil(child(node, name)) ? null : text(node, name) || null);
  return {
    isValid: text(node, 'IsValid') === 'true',
    statusCode: text(node, 'StatusCode'),
    statusDescription: text(node, 'StatusDescription'),
    statusMessage: text(node, 'StatusMessage'),
    errorMessages,
    applicationResponse:
      nil(bytes) || !bytes?.textContent?.trim()
        ? null
        : Buffer.from(bytes.textContent, 'base64').toString('utf8'),
    documentKey: value('XmlDocumentKey'),
    fileName: value('XmlFileName'),
    alreadyProcessed: errorMessages.some((m) => /^Regla:\s*90\b/.test(m)),
  };
}

/** SendBillSync and GetStatus. */
export const readDianResponse = (xml: string, operation: 'SendBillSync' | 'GetStatus'): TDianResponse =>
  dianResponse(result(xml, operation));

/** GetStatusZip: one DianResponse per document of the batch or test set. */
export const readStatusZip = (xml: string): TDianResponse[] =>
  elements(result(xml, 'GetStatusZip'))
    .filter((e) => e.localName === 'DianResponse')
    .map(dianResponse);

/** SendTestSetAsync. */
export function readUploadResponse(xml: string): TUploadResponse {
  const node = result(xml, 'SendTestSetAsync');
  return {
    zipKey: text(node, 'ZipKey'),
    errors: elements(child(node, 'ErrorMessageList')).map((e) => ({
      fileName: text(e, 'XmlFileName'),
      documentKey: text(e, 'DocumentKey'),
      success: text(e, 'Success') === 'true',
      message: text(e, 'ProcessedMessage'),
    })),
  };
}
