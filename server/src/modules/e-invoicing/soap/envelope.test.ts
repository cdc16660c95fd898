import { DOMParser } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { testPki } from '../../../../test/helpers/test-certificates';
import { xmlsecVerify } from '../../../../test/helpers/xml-tools';
import { readP12 } from '../certificate/p12';
import { actionOf, SOAP_NS, soapEnvelope } from './envelope';

const pki = testPki();
const creds = readP12(pki.hotelP12, pki.password);
const now = new Date('2026-11-28T15:15:30.000Z');
const to = 'https://vpfe-hab.dian.gov.co/WcfDianCustomerServices.svc';

const envelope = () =>
  soapEnvelope({
    operation: 'SendBillSync',
    params: [
      ['fileName', 'z09003730760002600000001.zip'],
      ['contentFile', 'UEsDBA=='],
    ],
    to,
    credentials: creds,
    now,
  });

describe('the WS-Security envelope', () => {
  it('signs wsa:To with the certificate as a binary token, and xmlsec1 verifies it', () => {
    const xml = envelope();
    const verified = xmlsecVerify(xml, { trusted: [], pubkeyCert: pki.hotel.certPem, idNodes: ['To'] });
    expect(verified.output).toContain('SignedInfo References (ok/all): 1/1');
    expect(verified.ok).toBe(true);
  });

  it('fails xmlsec1 when wsa:To is changed after signing', () => {
    const xml = envelope().replace(`>${to}</wsa:To>`, '>https://otro.example/</wsa:To>');
    expect(xmlsecVerify(xml, { trusted: [], pubkeyCert: pki.hotel.certPem, idNodes: ['To'] }).ok).toBe(false);
  });

  it('carries the action, the addressing, the timestamp and the token DIAN expects', () => {
    const dom = new DOMParser().parseFromString(envelope(), 'text/xml');
    const one = (ns: string, name: string) => dom.getElementsByTagNameNS(ns, name).item(0);
    expect(dom.documentElement?.namespaceURI).toBe(SOAP_NS.soap);
    expect(one(SOAP_NS.wsa, 'Action')?.textContent).toBe(actionOf('SendBillSync'));
    expect(actionOf('SendBillSync')).toBe('http://wcf.dian.colombia/IWcfDianCustomerServices/SendBillSync');
    expect(one(SOAP_NS.wsa, 'To')?.textContent).toBe(to);
    expect(one(SOAP_NS.wsu, 'Created')?.textContent).toBe('2026-11-28T15:15:30.000Z');
    expect(one(SOAP_NS.wsu, 'Expires')?.textContent).toBe('2026-11-28T15:25:30.000Z');
    expect(one(SOAP_NS.wsse, 'BinarySecurityToken')?.textContent).toBe(creds.certificate);
    const reference = one(SOAP_NS.ds, 'Reference');
    expect(reference?.getAttribute('URI')).toBe(
      `#${one(SOAP_NS.wsa, 'To')?.getAttributeNS(SOAP_NS.wsu, 'Id')}`,
    );
    expect(one(SOAP_NS.wsse, 'Reference')?.getAttribute('URI')).toBe(
      `#${one(SOAP_NS.wsse, 'BinarySecurityToken')?.getAttributeNS(SOAP_NS.wsu, 'Id')}`,
    );
    const body = one(SOAP_NS.wcf, 'SendBillSync');
    expect(Array.from(body?.childNodes ?? []).map((n) => [n.nodeName, n.textContent])).toEqual([
      ['wcf:fileName', 'z09003730760002600000001.zip'],
      ['wcf:contentFile', 'UEsDBA=='],
    ]);
  });
});
