import { createHash } from 'node:crypto';
import { DOMParser } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import * as docs from '../../../../test/helpers/e-invoicing-documents';
import { testPki } from '../../../../test/helpers/test-certificates';
import { xmlsecVerify, xsdValidate } from '../../../../test/helpers/xml-tools';
import { readP12 } from '../certificate/p12';
import type { TDocument } from '../model';
import { buildDocument } from '../ubl/documents';
import { NS } from '../ubl/xml';
import { POLICY, signXades } from './xades';

const pki = testPki();
const creds = readP12(pki.hotelP12, pki.password);
const trusted = [pki.root.certPem];

const kinds: [string, TDocument][] = [
  ['factura electrónica de venta (01)', docs.invoice()],
  ['factura de contingencia (03)', docs.invoice({ kind: 'contingency' })],
  ['nota crédito (91)', docs.creditNote()],
  ['nota débito (92)', docs.debitNote()],
  ['documento equivalente POS (20)', docs.posDocument()],
  ['nota de ajuste crédito del POS (94)', docs.posNote()],
  ['nota de ajuste débito del POS (93)', docs.posNote({ kind: 'pos-debit-note', number: 'ND2' })],
  ['factura de 54 líneas', docs.invoice({ lines: docs.fiftyFourLines() })],
  [
    'factura con textos difíciles (saltos de línea CR LF, tabulador, comillas, &, <, ]]>)',
    docs.invoice({
      notes: ['Línea 1\r\nLínea 2\tfin "comillas" & <más> ]]> \u00a0'],
      lines: [{ ...docs.laundry, description: 'Tab\taquí\nnueva línea & «más»' }],
    }),
  ],
];

const sign = (doc: TDocument) => {
  const built = buildDocument(doc);
  return { built, signed: signXades(built.xml, creds, { signingTime: built.signingTime }) };
};

describe('XAdES-EPES signature', () => {
  it.each(
    kinds,
  )('signs a %s that xmlsec1 verifies against the test CA and the UBL schemas accept', (_name, doc) => {
    const { signed } = sign(doc);
    const verified = xmlsecVerify(signed, { trusted });
    expect(verified.output).toContain('SignedInfo References (ok/all): 3/3');
    expect(verified.ok).toBe(true);
    const schema = xsdValidate(signed);
    expect(schema.output).toContain('validates');
    expect(schema.ok).toBe(true);
  });

  it('is refused by xmlsec1 when a single amount changes after signing', () => {
    const { signed, built } = sign(docs.invoice());
    const tampered = signed.replace(
      `<cbc:PayableAmount currencyID="COP">${built.totals.payable}</cbc:PayableAmount>`,
      '<cbc:PayableAmount currencyID="COP">1.00</cbc:PayableAmount>',
    );
    expect(tampered).not.toBe(signed);
    const verified = xmlsecVerify(tampered, { trusted });
    expect(verified.ok).toBe(false);
  });

  it('carries what DIAN checks: slot, references, signing time, certificate, policy and role', () => {
    const { signed, built } = sign(docs.invoice());
    const dom = new DOMParser().parseFromString(signed, 'text/xml');
    const root = dom.documentElement;
    expect(root?.getAttribute('xmlns:ds')).toBe(NS.ds);
    const contents = dom.getElementsByTagNameNS(NS.ext, 'ExtensionContent');
    expect(contents.length).toBe(2);
    const signature = contents.item(1)?.firstChild;
    expect(signature?.nodeName).toBe('ds:Signature');
    const one = (ns: string, name: string) => dom.getElementsByTagNameNS(ns, name).item(0)?.textContent ?? '';
    const references = Array.from(dom.getElementsByTagNameNS(NS.ds, 'Reference')).map((r) => [
      r.getAttribute('URI'),
      r.hasAttribute('Type') ? r.getAttribute('Type') : null,
    ]);
    const id = (signature as Element).getAttribute('Id');
    expect(references).toEqual([
      ['', null],
      [`#${id}-keyinfo`, null],
      [`#${id}-signedprops`, 'http://uri.etsi.org/01903#SignedProperties'],
    ]);
    expect(
      dom.getElementsByTagNameNS(NS.ds, 'CanonicalizationMethod').item(0)?.getAttribute('Algorithm'),
    ).toBe('http://www.w3.org/TR/2001/REC-xml-c14n-20010315');
    expect(one(NS.xades, 'SigningTime')).toBe(built.signingTime);
    expect(one(NS.xades, 'SigningTime')).toBe('2026-11-28T10:15:30-05:00');
    expect(one(NS.ds, 'X509IssuerName')).toBe(creds.info.issuer);
    expect(one(NS.ds, 'X509SerialNumber')).toMatch(/^\d+$/);
    const certDigest = createHash('sha256').update(Buffer.from(creds.certificate, 'base64')).digest('base64');
    expect(dom.getElementsByTagNameNS(NS.ds, 'DigestValue').item(3)?.textContent).toBe(certDigest);
    expect(one(NS.xades, 'Identifier')).toBe(POLICY.url);
    expect(signed).toContain(`<ds:DigestValue>${POLICY.hash}</ds:DigestValue>`);
    expect(one(NS.xades, 'ClaimedRole')).toBe('supplier');
    // the chain travels with the signature: signing certificate first
    const certificates = Array.from(dom.getElementsByTagNameNS(NS.ds, 'X509Certificate')).map(
      (c) => c.textContent,
    );
    expect(certificates).toEqual([creds.certificate, ...creds.chain]);
  });

  it('signs in the POS document’s last extension, after the three POS groups', () => {
    const { signed } = sign(docs.posDocument());
    const dom = new DOMParser().parseFromString(signed, 'text/xml');
    const extensions = dom.getElementsByTagNameNS(NS.ext, 'ExtensionContent');
    expect(extensions.length).toBe(5);
    expect(extensions.item(4)?.firstChild?.nodeName).toBe('ds:Signature');
    expect(signed).toContain('<Name>UbicaciónCaja</Name><Value>Restaurante, primer piso</Value>');
  });

  it('refuses to sign twice, outside the certificate validity, or at a time not in -05:00', () => {
    const { built, signed } = sign(docs.invoice());
    expect(() => signXades(signed, creds, { signingTime: built.signingTime })).toThrow('ya está firmado');
    expect(() => signXades(built.xml, creds, { signingTime: '2010-01-01T10:00:00-05:00' })).toThrow(
      'El certificado no está vigente el 2010-01-01',
    );
    expect(() => signXades(built.xml, creds, { signingTime: '2026-11-28T15:15:30Z' })).toThrow(
      'hora legal colombiana',
    );
  });
});
