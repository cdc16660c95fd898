import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inspect } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { issue, p12, testPki } from '../../../../test/helpers/test-certificates';
import { carriesNit, checkCertificate, readP12 } from './p12';

const hotel = { nit: '900373076', dv: '4' };
const dir = mkdtempSync(path.join(tmpdir(), 'posada-p12-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const DAY = 86_400_000;

describe('readP12', () => {
  it('reads the key, the certificate and its chain, with names as RFC 4514 and the serial in decimal', () => {
    const pki = testPki();
    const creds = readP12(pki.hotelP12, pki.password);
    expect(creds.chain).toHaveLength(2);
    // OpenSSL is the reference for the RFC 4514 names (escaped comma, accents as UTF-8) and the serial
    const pem = path.join(dir, 'hotel.pem');
    writeFileSync(pem, pki.hotel.certPem);
    const openssl = execFileSync('openssl', [
      'x509',
      '-in',
      pem,
      '-noout',
      '-issuer',
      '-subject',
      '-serial',
      '-nameopt',
      'RFC2253,-esc_msb',
    ]).toString('utf8');
    expect(openssl).toContain(`issuer=${creds.info.issuer}\n`);
    expect(openssl).toContain(`subject=${creds.info.subject}\n`);
    expect(creds.info.issuer).toBe(
      'CN=AC Subordinada\\, Facturación,OU=NIT 830084433-7,O=Autoridad de Pruebas Posada,C=CO',
    );
    const serialHex = /serial=([0-9A-F]+)/.exec(openssl)?.[1] ?? '';
    expect(creds.info.serialNumber).toBe(BigInt(`0x${serialHex}`).toString());
    expect(creds.info.notAfter).toEqual(pki.hotel.cert.validity.notAfter);
  });

  it('reads a .p12 written by OpenSSL 3 with its defaults (AES-256, PBKDF2, SHA-256 MAC)', () => {
    const pki = testPki();
    writeFileSync(path.join(dir, 'intermediate.pem'), pki.intermediate.certPem);
    writeFileSync(path.join(dir, 'hotel-key.pem'), pki.hotel.keyPem);
    writeFileSync(path.join(dir, 'hotel.pem'), pki.hotel.certPem);
    const out = path.join(dir, 'openssl.p12');
    execFileSync('openssl', [
      'pkcs12',
      '-export',
      '-inkey',
      path.join(dir, 'hotel-key.pem'),
      '-in',
      path.join(dir, 'hotel.pem'),
      '-certfile',
      path.join(dir, 'intermediate.pem'),
      '-out',
      out,
      '-passout',
      'pass:otra-clave',
    ]);
    const creds = readP12(readFileSync(out), 'otra-clave');
    expect(creds.info.subject).toContain('serialNumber=900373076');
    expect(creds.chain).toHaveLength(1);
  });

  it('refuses a wrong password and a file that is not a .p12, in Spanish, without quoting them', () => {
    const pki = testPki();
    const attempt = () => readP12(pki.hotelP12, 'no es la clave');
    expect(attempt).toThrow('La contraseña del certificado no es correcta');
    try {
      attempt();
    } catch (error) {
      expect(inspect(error)).not.toContain('no es la clave');
    }
    expect(() => readP12(Buffer.from('hola'), 'x')).toThrow('El archivo no es un certificado .p12 válido');
  });

  it('keeps the key as a KeyObject that prints and serialises as nothing', () => {
    const pki = testPki();
    const creds = readP12(pki.hotelP12, pki.password);
    const keyBody = pki.hotel.keyPem.split('\n')[1] ?? '';
    expect(keyBody.length).toBeGreaterThan(40);
    for (const text of [inspect(creds, { depth: 5 }), JSON.stringify(creds), String(creds.privateKey)]) {
      expect(text).not.toContain(keyBody);
      expect(text).not.toContain('PRIVATE KEY');
    }
    expect(creds.privateKey.type).toBe('private');
  });
});

describe('checkCertificate', () => {
  const pki = testPki();
  const creds = readP12(pki.hotelP12, pki.password);
  const notAfter = creds.info.notAfter.getTime();

  it('accepts the hotel certificate while valid, warning from 30 days before it expires', () => {
    expect(checkCertificate(creds, hotel, new Date(notAfter - 31 * DAY))).toMatchObject({ warning: null });
    const soon = checkCertificate(creds, hotel, new Date(notAfter - 10 * DAY - 1000));
    expect(soon.daysLeft).toBe(10);
    expect(soon.warning).toMatch(
      /^El certificado vence el \d{4}-\d{2}-\d{2} \(quedan 10 días\): renuévelo a tiempo$/,
    );
  });

  it('refuses an expired, a not yet valid and another NIT’s certificate with the reason', () => {
    expect(() => checkCertificate(creds, hotel, new Date(notAfter + DAY))).toThrow(
      /^El certificado venció el /,
    );
    const notBefore = creds.info.notBefore.getTime();
    expect(() => checkCertificate(creds, hotel, new Date(notBefore - DAY))).toThrow(
      /^El certificado aún no es válido/,
    );
    expect(() => checkCertificate(creds, { nit: '860000001', dv: '5' }, new Date())).toThrow(
      'El certificado no es del NIT 860000001-5 del hotel',
    );
  });

  it('finds the NIT in whichever subject field the certification authority used', () => {
    const subject = (value: string) => [[{ oid: '2.5.4.11', value, der: '' }]];
    expect(carriesNit(subject('900373076'), '900373076', '4')).toBe(true);
    expect(carriesNit(subject('9003730764'), '900373076', '4')).toBe(true);
    expect(carriesNit(subject('NIT 900373076-4'), '900373076', '4')).toBe(true);
    expect(carriesNit(subject('900.373.076-4'), '900373076', '4')).toBe(true);
    expect(carriesNit(subject('1900373076'), '900373076', '4')).toBe(false);
    expect(carriesNit(subject('CC 79123456'), '900373076', '4')).toBe(false);
  });

  it('refuses a certificate whose subject carries another NIT even when the chain is the same', () => {
    const other = issue({
      subject: [
        { name: 'commonName', value: 'Otro Hotel SAS' },
        { name: 'serialNumber', value: '800111222' },
      ],
      issuer: pki.intermediate,
    });
    const creds2 = readP12(p12(other, [pki.intermediate], 'x'), 'x');
    expect(() => checkCertificate(creds2, hotel, new Date())).toThrow('no es del NIT 900373076-4');
  });
});
