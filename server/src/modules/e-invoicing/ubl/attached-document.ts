/**
 * The AttachedDocument (annex §6.4): the container the buyer receives, with the signed document and
 * DIAN's ApplicationResponse, each embedded as text exactly as it was signed. It gets its own
 * signature (`signXades`, in its only ExtensionContent) when it is issued.
 */
import { BusinessRuleError } from '../../../lib/errors';
import type { TUuidScheme } from '../cufe';
import type { TBuyer, TEnvironment, TIssuer } from '../model';
import { readApplicationResponse } from './application-response';
import { partyTaxScheme } from './parties';
import { createRoot, el, serialize, type TNode } from './xml';

export interface TAttachedDocumentInput {
  /** The document's number, CUFE/CUDE and issue date, as in its XML. */
  number: string;
  uuid: string;
  uuidScheme: TUuidScheme;
  issueDate: string;
  issuer: TIssuer;
  buyer: TBuyer;
  environment: TEnvironment;
  /** The signed document, byte for byte. */
  signedXml: string;
  /** DIAN's ApplicationResponse (XmlBase64Bytes decoded). */
  applicationResponse: string;
  /** When the container is made: its own issue instant (and signing time). */
  issuedAt: { date: string; time: string };
}

const DIAN_NAME = 'Unidad Especial Dirección de Impuestos y Aduanas Nacionales';

function embedded(parent: TNode, xml: string): void {
  // A CDATA section cannot hold its own terminator; a signed UBL document never has one.
  if (xml.includes(']]>')) throw new BusinessRuleError('El documento no se puede adjuntar: contiene «]]>»');
  const reference = el(el(parent, 'cac:Attachment'), 'cac:ExternalReference');
  el(reference, 'cbc:MimeCode', 'text/xml');
  el(reference, 'cbc:EncodingCode', 'UTF-8');
  el(reference, 'cbc:Description').dat(xml);
}

/** The unsigned AttachedDocument; refuses an ApplicationResponse that does not validate this document. */
export function buildAttachedDocument(input: TAttachedDocumentInput): string {
  const answer = readApplicationResponse(input.applicationResponse);
  if (answer.documentUuid !== input.uuid) {
    throw new BusinessRuleError('La respuesta de la DIAN corresponde a otro documento');
  }
  if (answer.responseCode !== '02') {
    throw new BusinessRuleError('La DIAN no validó el documento: no se entrega al comprador');
  }
  const root = createRoot('AttachedDocument');
  el(el(el(root, 'ext:UBLExtensions'), 'ext:UBLExtension'), 'ext:ExtensionContent');
  el(root, 'cbc:UBLVersionID', 'UBL 2.1');
  el(root, 'cbc:CustomizationID', 'Documentos adjuntos');
  el(root, 'cbc:ProfileID', 'Factura Electrónica de Venta');
  el(root, 'cbc:ProfileExecutionID', input.environment);
  el(root, 'cbc:ID', input.number);
  el(root, 'cbc:IssueDate', input.issuedAt.date);
  el(root, 'cbc:IssueTime', input.issuedAt.time);
  el(root, 'cbc:DocumentType', 'Contenedor de Factura Electrónica');
  el(root, 'cbc:ParentDocumentID', input.number);
  const { issuer, buyer } = input;
  partyTaxScheme(root, 'cac:SenderParty', {
    name: issuer.registrationName,
    idNumber: issuer.nit,
    idType: '31',
    dv: issuer.dv,
    responsibilities: issuer.responsibilities,
    taxScheme: issuer.taxScheme,
  });
  partyTaxScheme(root, 'cac:ReceiverParty', {
    name: buyer.name,
    idNumber: buyer.idNumber,
    idType: buyer.idType,
    dv: buyer.dv,
    responsibilities: buyer.responsibilities ?? ['R-99-PN'],
    taxScheme: buyer.taxScheme ?? 'ZZ',
  });
  embedded(root, input.signedXml);
  const line = el(root, 'cac:ParentDocumentLineReference');
  el(line, 'cbc:LineID', '1');
  const reference = el(line, 'cac:DocumentReference');
  el(reference, 'cbc:ID', input.number);
  el(reference, 'cbc:UUID', input.uuid, { schemeName: input.uuidScheme });
  el(reference, 'cbc:IssueDate', input.issueDate);
  el(reference, 'cbc:DocumentType', 'ApplicationResponse');
  embedded(reference, input.applicationResponse);
  const result = el(reference, 'cac:ResultOfVerification');
  el(result, 'cbc:ValidatorID', DIAN_NAME);
  el(result, 'cbc:ValidationResultCode', answer.responseCode);
  el(result, 'cbc:ValidationDate', answer.issueDate);
  el(result, 'cbc:ValidationTime', answer.issueTime);
  return serialize(root);
}
