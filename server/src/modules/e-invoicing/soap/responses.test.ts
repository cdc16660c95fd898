import { describe, expect, it } from 'vitest';
import { colombianInstant } from '../time';
import {
  MalformedResponseError,
  readDianResponse,
  readFault,
  readStatusZip,
  readUploadResponse,
} from './responses';

/**
 * DIAN's wire format, written by hand from its WCF data contracts (DianResponse,
 * UploadDocumentResponse, XmlParamsResponseTrackId) rather than by the fake, so the parser is not
 * only tested against our own writer.
 */
const ar = Buffer.from('<ApplicationResponse/>', 'utf8').toString('base64');
const sendBillSync = `<s:Envelope xmlns:s="http://www.w3.org/2003/05/soap-envelope" xmlns:a="http://www.w3.org/2005/08/addressing" xmlns:u="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-utility-1.0.xsd">
<s:Header><a:Action s:mustUnderstand="1">http://wcf.dian.colombia/IWcfDianCustomerServices/SendBillSyncResponse</a:Action>
<o:Security s:mustUnderstand="1" xmlns:o="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd"><u:Timestamp u:Id="_0"><u:Created>2026-11-28T15:16:01.100Z</u:Created><u:Expires>2026-11-28T15:21:01.100Z</u:Expires></u:Timestamp></o:Security></s:Header>
<s:Body><SendBillSyncResponse xmlns="http://wcf.dian.colombia"><SendBillSyncResult xmlns:b="http://schemas.datacontract.org/2004/07/DianResponse" xmlns:i="http://www.w3.org/2001/XMLSchema-instance">
<b:ErrorMessage xmlns:c="http://schemas.microsoft.com/2003/10/Serialization/Arrays"><c:string>Regla: FAJ43b, Notificación: Nombre informado No corresponde al registrado en el RUT con respecto al Nit suminstrado.</c:string></b:ErrorMessage>
<b:IsValid>true</b:IsValid><b:StatusCode>00</b:StatusCode><b:StatusDescription>Procesado Correctamente.</b:StatusDescription>
<b:StatusMessage>La Factura electrónica SETP990000002, ha sido autorizada.</b:StatusMessage>
<b:XmlBase64Bytes>${ar}</b:XmlBase64Bytes><b:XmlBytes i:nil="true"/><b:XmlDocumentKey>abc123</b:XmlDocumentKey><b:XmlFileName>fv09003730760002600000001</b:XmlFileName>
</SendBillSyncResult></SendBillSyncResponse></s:Body></s:Envelope>`;

describe('reading DIAN’s answers', () => {
  it('reads SendBillSync: validity, status, notifications and the decoded ApplicationResponse', () => {
    expect(readDianResponse(sendBillSync, 'SendBillSync')).toEqual({
      isValid: true,
      statusCode: '00',
      statusDescription: 'Procesado Correctamente.',
      statusMessage: 'La Factura electrónica SETP990000002, ha sido autorizada.',
      errorMessages: [
        'Regla: FAJ43b, Notificación: Nombre informado No corresponde al registrado en el RUT con respecto al Nit suminstrado.',
      ],
      applicationResponse: '<ApplicationResponse/>',
      documentKey: 'abc123',
      fileName: 'fv09003730760002600000001',
      alreadyProcessed: false,
    });
  });

  it('recognises rule 90 and a nil ApplicationResponse', () => {
    const duplicate = sendBillSync
      .replace(
        /<c:string>[^<]*<\/c:string>/,
        '<c:string>Regla: 90, Rechazo: Documento procesado anteriormente.</c:string>',
      )
      .replace(/<b:XmlBase64Bytes>[^<]*<\/b:XmlBase64Bytes>/, '<b:XmlBase64Bytes i:nil="true"/>');
    expect(readDianResponse(duplicate, 'SendBillSync')).toMatchObject({
      alreadyProcessed: true,
      applicationResponse: null,
    });
  });

  it('reads a test set’s ZipKey with its refusals, and GetStatusZip while DIAN still processes it', () => {
    const upload = `<s:Envelope xmlns:s="http://www.w3.org/2003/05/soap-envelope"><s:Body><SendTestSetAsyncResponse xmlns="http://wcf.dian.colombia"><SendTestSetAsyncResult xmlns:b="http://schemas.datacontract.org/2004/07/UploadDocumentResponse" xmlns:i="http://www.w3.org/2001/XMLSchema-instance"><b:ErrorMessageList xmlns:c="http://schemas.datacontract.org/2004/07/XmlParamsResponseTrackId"><c:XmlParamsResponseTrackId><c:DocumentKey/><c:ProcessedMessage>Archivo ZIP no contiene XML's.</c:ProcessedMessage><c:SenderCode/><c:Success>false</c:Success><c:XmlFileName>z1.zip</c:XmlFileName></c:XmlParamsResponseTrackId></b:ErrorMessageList><b:ZipKey>0b5c7d1c-1111-2222-3333-444455556666</b:ZipKey></SendTestSetAsyncResult></SendTestSetAsyncResponse></s:Body></s:Envelope>`;
    expect(readUploadResponse(upload)).toEqual({
      zipKey: '0b5c7d1c-1111-2222-3333-444455556666',
      errors: [
        { fileName: 'z1.zip', documentKey: '', success: false, message: "Archivo ZIP no contiene XML's." },
      ],
    });
    const processing = `<s:Envelope xmlns:s="http://www.w3.org/2003/05/soap-envelope"><s:Body><GetStatusZipResponse xmlns="http://wcf.dian.colombia"><GetStatusZipResult xmlns:b="http://schemas.datacontract.org/2004/07/DianResponse" xmlns:i="http://www.w3.org/2001/XMLSchema-instance"><b:DianResponse><b:ErrorMessage xmlns:c="http://schemas.microsoft.com/2003/10/Serialization/Arrays"/><b:IsValid>false</b:IsValid><b:StatusCode/><b:StatusDescription>Batch en proceso de validación.</b:StatusDescription><b:StatusMessage i:nil="true"/><b:XmlBase64Bytes i:nil="true"/><b:XmlBytes i:nil="true"/><b:XmlDocumentKey i:nil="true"/><b:XmlFileName i:nil="true"/></b:DianResponse></GetStatusZipResult></GetStatusZipResponse></s:Body></s:Envelope>`;
    expect(readStatusZip(processing)).toEqual([
      {
        isValid: false,
        statusCode: '',
        statusDescription: 'Batch en proceso de validación.',
        statusMessage: '',
        errorMessages: [],
        applicationResponse: null,
        documentKey: null,
        fileName: null,
        alreadyProcessed: false,
      },
    ]);
  });

  it('reads a SOAP fault and refuses what is not a SOAP 1.2 envelope', () => {
    const fault = `<s:Envelope xmlns:s="http://www.w3.org/2003/05/soap-envelope"><s:Body><s:Fault><s:Code><s:Value>s:Sender</s:Value><s:Subcode><s:Value xmlns:a="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd">a:InvalidSecurity</s:Value></s:Subcode></s:Code><s:Reason><s:Text xml:lang="en-US">An error occurred when verifying security for the message.</s:Text></s:Reason></s:Fault></s:Body></s:Envelope>`;
    expect(readFault(fault)).toEqual({
      code: 'Sender',
      reason: 'An error occurred when verifying security for the message.',
    });
    expect(readFault(sendBillSync)).toBeNull();
    expect(() => readFault('<html>Service Unavailable</html>')).toThrow(MalformedResponseError);
    expect(() =>
      readDianResponse(fault.replace('s:Fault', 's:Other').replace('/s:Fault', '/s:Other'), 'SendBillSync'),
    ).toThrow('no trae SendBillSyncResult');
  });
});

describe('colombianInstant', () => {
  it('gives the Bogotá date and time of an instant, whatever the server’s zone', () => {
    expect(colombianInstant(new Date('2026-11-29T00:30:05Z'))).toEqual({
      date: '2026-11-28',
      time: '19:30:05-05:00',
    });
    expect(colombianInstant(new Date('2026-01-01T05:00:00Z'))).toEqual({
      date: '2026-01-01',
      time: '00:00:00-05:00',
    });
  });
});
