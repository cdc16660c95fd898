/**
 * What Posada reads from DIAN's ApplicationResponse (the signed «Documento validado por la DIAN»
 * that SendBillSync returns in XmlBase64Bytes): when DIAN validated, and with which result.
 */
import { DOMParser } from '@xmldom/xmldom';
import { BusinessRuleError } from '../../../lib/errors';
import { NS, ROOT_NS } from './xml';

export interface TApplicationResponseSummary {
  issueDate: string;
  issueTime: string;
  /** 02 validated, 04 rejected (DIAN's DocumentResponse/Response/ResponseCode). */
  responseCode: string;
  /** The CUFE/CUDE of the document it answers. */
  documentUuid: string;
  documentId: string;
}

export function readApplicationResponse(xml: string): TApplicationResponseSummary {
  const doc = new DOMParser({ errorHandler: () => {} }).parseFromString(xml, 'text/xml');
  const root = doc.documentElement;
  if (
    !root ||
    root.namespaceURI !== ROOT_NS.ApplicationResponse ||
    root.localName !== 'ApplicationResponse'
  ) {
    throw new BusinessRuleError('La respuesta de la DIAN no es un ApplicationResponse');
  }
  const child = (parent: Element | null | undefined, ns: string, name: string): Element | undefined => {
    for (let n = parent?.firstChild; n; n = n.nextSibling) {
      if (n.nodeType !== 1) continue;
      const e = n as Element;
      if (e.namespaceURI === ns && e.localName === name) return e;
    }
    return undefined;
  };
  const text = (parent: Element | undefined, name: string) =>
    child(parent, NS.cbc, name)?.textContent?.trim() ?? '';
  const response = child(root, NS.cac, 'DocumentResponse');
  const reference = child(response, NS.cac, 'DocumentReference');
  return {
    issueDate: text(root, 'IssueDate'),
    issueTime: text(root, 'IssueTime'),
    responseCode: text(child(response, NS.cac, 'Response'), 'ResponseCode'),
    documentUuid: text(reference, 'UUID'),
    documentId: text(reference, 'ID'),
  };
}
