/**
 * What the fake DIAN writes back: WCF-style SOAP 1.2 envelopes (the data-contract namespaces of
 * DIAN's DianResponse and UploadDocumentResponse) and the ApplicationResponse DIAN signs.
 */
import { createHash } from 'node:crypto';
import type { TSigningCredentials } from '../../src/modules/e-invoicing/certificate/p12';
import { signXades } from '../../src/modules/e-invoicing/signature/xades';
import type { TDianResponse, TUploadResponse } from '../../src/modules/e-invoicing/soap/responses';
import { DIAN_NIT } from '../../src/modules/e-invoicing/ubl/extensions';
import { partyTaxScheme } from '../../src/modules/e-invoicing/ubl/parties';
import { createRoot, DIAN_AGENCY, el, escapeXml, serialize } from '../../src/modules/e-invoicing/ubl/xml';

const SOAP = 'http://www.w3.org/2003/05/soap-envelope';

function envelope(operation: string, result: string): string {
  return (
    `<s:Envelope xmlns:s="${SOAP}" xmlns:a="http://www.w3.org/2005/08/addressing">` +
    `<s:Header><a:Action s:mustUnderstand="1">http://wcf.dian.colombia/IWcfDianCustomerServices/${operation}Response</a:Action></s:Header>` +
    `<s:Body><${operation}Response xmlns="http://wcf.dian.colombia">${result}</${operation}Response></s:Body></s:Envelope>`
  );
}

function dianResponseFields(r: TDianResponse): string {
  const messages = r.errorMessages.map((m) => `<c:string>${escapeXml(m)}</c:string>`).join('');
  const bytes = r.applicationResponse
    ? `<b:XmlBase64Bytes>${Buffer.from(r.applicationResponse, 'utf8').toString('base64')}</b:XmlBase64Bytes>`
    : '<b:XmlBase64Bytes i:nil="true"/>';
  const optional = (name: string, value: string | null) =>
    value === null ? `<b:${name} i:nil="true"/>` : `<b:${name}>${escapeXml(value)}</b:${name}>`;
  return (
    `<b:ErrorMessage xmlns:c="http://schemas.microsoft.com/2003/10/Serialization/Arrays">${messages}</b:ErrorMessage>` +
    `<b:IsValid>${r.isValid}</b:IsValid><b:StatusCode>${r.statusCode}</b:StatusCode>` +
    `<b:StatusDescription>${escapeXml(r.statusDescription)}</b:StatusDescription>` +
    `<b:StatusMessage>${escapeXml(r.statusMessage)}</b:StatusMessage>${bytes}<b:XmlBytes i:nil="true"/>` +
    optional('XmlDocumentKey', r.documentKey) +
    optional('XmlFileName', r.fileName)
  );
}

const RESULT_NS =
  'xmlns:b="http://schemas.datacontract.org/2004/07/DianResponse" xmlns:i="http://www.w3.org/2001/XMLSchema-instance"';

export function dianResponseEnvelope(operation: 'SendBillSync' | 'GetStatus', r: TDianResponse): string {
  return envelope(
    operation,
    `<${operation}Result ${RESULT_NS}>${dianResponseFields(r)}</${operation}Result>`,
  );
}

export function statusZipEnvelope(responses: TDianResponse[]): string {
  const items = responses.map((r) => `<b:DianResponse>${dianResponseFields(r)}</b:DianResponse>`).join('');
  return envelope('GetStatusZip', `<GetStatusZipResult ${RESULT_NS}>${items}</GetStatusZipResult>`);
}

export function uploadEnvelope(r: TUploadResponse): string {
  const items = r.errors
    .map(
      (e) =>
        `<c:XmlParamsResponseTrackId><c:DocumentKey>${e.documentKey}</c:DocumentKey><c:ProcessedMessage>${escapeXml(e.message)}</c:ProcessedMessage>` +
        `<c:SenderCode/><c:Success>${e.success}</c:Success><c:XmlFileName>${e.fileName}</c:XmlFileName></c:XmlParamsResponseTrackId>`,
    )
    .join('');
  return envelope(
    'SendTestSetAsync',
    '<SendTestSetAsyncResult xmlns:b="http://schemas.datacontract.org/2004/07/UploadDocumentResponse" xmlns:i="http://www.w3.org/2001/XMLSchema-instance">' +
      `<b:ErrorMessageList xmlns:c="http://schemas.datacontract.org/2004/07/XmlParamsResponseTrackId">${items}</b:ErrorMessageList>` +
      `<b:ZipKey>${r.zipKey}</b:ZipKey></SendTestSetAsyncResult>`,
  );
}

/** A SOAP 1.2 fault, as WCF answers a message whose security it could not verify. */
export function faultEnvelope(code: 'Sender' | 'Receiver', reason: string): string {
  return (
    `<s:Envelope xmlns:s="${SOAP}"><s:Body><s:Fault><s:Code><s:Value>s:${code}</s:Value></s:Code>` +
    `<s:Reason><s:Text xml:lang="es-CO">${escapeXml(reason)}</s:Text></s:Reason></s:Fault></s:Body></s:Envelope>`
  );
}

export interface TAnsweredDocument {
  number: string;
  uuid: string;
  uuidScheme: string;
  issuerNit: string;
  issuerDv: string;
  issuerName: string;
  environment: '1' | '2';
}

/** DIAN's signed ApplicationResponse: 02 «Documento validado por la DIAN» or 04 rejected, with the rules. */
export function applicationResponse(
  doc: TAnsweredDocument,
  rules: { code: string; message: string }[],
  dian: TSigningCredentials,
  at: { date: string; time: string },
): string {
  const rejected = rules.length > 0;
  const root = createRoot('ApplicationResponse');
  const extensions = el(root, 'ext:UBLExtensions');
  const dianExt = el(el(el(extensions, 'ext:UBLExtension'), 'ext:ExtensionContent'), 'sts:DianExtensions');
  el(el(dianExt, 'sts:InvoiceSource'), 'cbc:IdentificationCode', 'CO', { listAgencyID: '6' });
  const provider = el(dianExt, 'sts:SoftwareProvider');
  el(provider, 'sts:ProviderID', DIAN_NIT, { ...DIAN_AGENCY, schemeID: '4', schemeName: '31' });
  el(provider, 'sts:SoftwareID', 'dian', DIAN_AGENCY);
  el(dianExt, 'sts:SoftwareSecurityCode', 'dian', DIAN_AGENCY);
  el(el(dianExt, 'sts:AuthorizationProvider'), 'sts:AuthorizationProviderID', DIAN_NIT, {
    ...DIAN_AGENCY,
    schemeID: '4',
    schemeName: '31',
  });
  el(
    dianExt,
    'sts:QRCode',
    `https://catalogo-vpfe-hab.dian.gov.co/document/searchqr?documentkey=${doc.uuid}`,
  );
  el(el(extensions, 'ext:UBLExtension'), 'ext:ExtensionContent');
  el(root, 'cbc:UBLVersionID', 'UBL 2.1');
  el(root, 'cbc:CustomizationID', '1');
  el(root, 'cbc:ProfileID', 'DIAN 2.1');
  el(root, 'cbc:ProfileExecutionID', doc.environment);
  el(root, 'cbc:ID', String(Date.now()));
  el(root, 'cbc:UUID', createHash('sha384').update(`${doc.uuid}${at.date}${at.time}`).digest('hex'), {
    schemeName: 'CUDE-SHA384',
  });
  el(root, 'cbc:IssueDate', at.date);
  el(root, 'cbc:IssueTime', at.time);
  partyTaxScheme(root, 'cac:SenderParty', {
    name: 'Unidad Especial Dirección de Impuestos y Aduanas Nacionales',
    idNumber: DIAN_NIT,
    idType: '31',
    dv: '4',
    responsibilities: ['R-99-PN'],
    taxScheme: '01',
  });
  partyTaxScheme(root, 'cac:ReceiverParty', {
    name: doc.issuerName,
    idNumber: doc.issuerNit,
    idType: '31',
    dv: doc.issuerDv,
    responsibilities: ['R-99-PN'],
    taxScheme: '01',
  });
  const response = el(root, 'cac:DocumentResponse');
  const head = el(response, 'cac:Response');
  el(head, 'cbc:ResponseCode', rejected ? '04' : '02');
  el(
    head,
    'cbc:Description',
    rejected ? 'Documento rechazado por la DIAN' : 'Documento validado por la DIAN',
  );
  const reference = el(response, 'cac:DocumentReference');
  el(reference, 'cbc:ID', doc.number);
  el(reference, 'cbc:UUID', doc.uuid, { schemeName: doc.uuidScheme });
  rules.forEach((rule, i) => {
    const line = el(response, 'cac:LineResponse');
    el(el(line, 'cac:LineReference'), 'cbc:LineID', String(i + 1));
    const r = el(line, 'cac:Response');
    el(r, 'cbc:ResponseCode', rule.code);
    el(r, 'cbc:Description', rule.message);
  });
  return signXades(serialize(root), dian, { signingTime: `${at.date}T${at.time}`, role: 'third party' });
}
