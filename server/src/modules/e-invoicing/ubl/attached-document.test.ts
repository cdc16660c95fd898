import { DOMParser } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import * as docs from '../../../../test/helpers/e-invoicing-documents';
import { applicationResponse } from '../../../../test/helpers/fake-dian-answers';
import { testPki } from '../../../../test/helpers/test-certificates';
import { xmlsecVerify, xsdValidate } from '../../../../test/helpers/xml-tools';
import { readP12 } from '../certificate/p12';
import { signXades } from '../signature/xades';
import { buildAttachedDocument } from './attached-document';
import { buildDocument } from './documents';
import { NS } from './xml';

const pki = testPki();
const hotel = readP12(pki.hotelP12, pki.password);
const dian = readP12(pki.dianP12, pki.password);
const trusted = [pki.root.certPem];

function issued() {
  const doc = docs.invoice();
  const built = buildDocument(doc);
  const signed = signXades(built.xml, hotel, { signingTime: built.signingTime });
  const answered = {
    number: doc.number,
    uuid: built.uuid,
    uuidScheme: built.uuidScheme,
    issuerNit: doc.issuer.nit,
    issuerDv: doc.issuer.dv,
    issuerName: doc.issuer.registrationName,
    environment: doc.software.environment,
  };
  return { doc, built, signed, answered };
}

describe('the AttachedDocument', () => {
  it('holds the signed invoice and DIAN’s answer byte for byte, and is itself signed and valid', () => {
    const { doc, built, signed, answered } = issued();
    const ar = applicationResponse(answered, [], dian, { date: '2026-11-28', time: '10:15:41-05:00' });
    const xml = buildAttachedDocument({
      number: doc.number,
      uuid: built.uuid,
      uuidScheme: built.uuidScheme,
      issueDate: doc.issueDate,
      issuer: doc.issuer,
      buyer: doc.buyer,
      environment: doc.software.environment,
      signedXml: signed,
      applicationResponse: ar,
      issuedAt: { date: '2026-11-28', time: '10:16:02-05:00' },
    });
    const attached = signXades(xml, hotel, { signingTime: '2026-11-28T10:16:02-05:00' });
    expect(xmlsecVerify(attached, { trusted }).ok).toBe(true);
    const schema = xsdValidate(attached);
    expect(schema.output).toContain('validates');

    const dom = new DOMParser().parseFromString(attached, 'text/xml');
    const descriptions = Array.from(dom.getElementsByTagNameNS(NS.cbc, 'Description')).map(
      (d) => d.textContent ?? '',
    );
    expect(descriptions).toEqual([signed, ar]);
    // what the buyer extracts still verifies: nothing was re-serialised
    expect(xmlsecVerify(descriptions[0] ?? '', { trusted }).ok).toBe(true);
    expect(xmlsecVerify(descriptions[1] ?? '', { trusted }).ok).toBe(true);
    const text = (name: string) => dom.getElementsByTagNameNS(NS.cbc, name).item(0)?.textContent;
    expect(text('ValidationResultCode')).toBe('02');
    expect(text('ValidationDate')).toBe('2026-11-28');
    expect(text('ValidationTime')).toBe('10:15:41-05:00');
    expect(text('ParentDocumentID')).toBe('SETP990000002');
  });

  it('refuses a DIAN answer that rejects the document or belongs to another one', () => {
    const { doc, built, signed, answered } = issued();
    const base = {
      number: doc.number,
      uuid: built.uuid,
      uuidScheme: built.uuidScheme,
      issueDate: doc.issueDate,
      issuer: doc.issuer,
      buyer: doc.buyer,
      environment: doc.software.environment,
      signedXml: signed,
      issuedAt: { date: '2026-11-28', time: '10:16:02-05:00' },
    };
    const at = { date: '2026-11-28', time: '10:15:41-05:00' };
    const rejected = applicationResponse(answered, [{ code: 'FAD06', message: 'CUFE' }], dian, at);
    expect(() => buildAttachedDocument({ ...base, applicationResponse: rejected })).toThrow(
      'La DIAN no validó el documento',
    );
    const other = applicationResponse({ ...answered, uuid: 'c'.repeat(96) }, [], dian, at);
    expect(() => buildAttachedDocument({ ...base, applicationResponse: other })).toThrow(
      'corresponde a otro documento',
    );
  });
});
