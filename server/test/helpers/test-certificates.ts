/**
 * A certificate chain made for the tests (root CA → intermediate CA → the hotel's certificate, plus
 * one for the fake DIAN), packed in .p12 files as a certification authority would deliver them.
 * Keys come from Node's crypto (fast); node-forge writes the certificates and the PKCS#12.
 */
import { generateKeyPairSync } from 'node:crypto';
import forge from 'node-forge';

export interface TTestIdentity {
  cert: forge.pki.Certificate;
  key: forge.pki.rsa.PrivateKey;
  certPem: string;
  keyPem: string;
}

type TAttrs = forge.pki.CertificateField[];

/** UTF8String's tag; @types/node-forge types `valueTagClass` as a class, forge reads it as a tag. */
const UTF8_TAG: number = forge.asn1.Type.UTF8;

/** A name attribute as UTF8String (PrintableString, forge's default, cannot hold accents). */
const utf8 = (name: string, value: string): forge.pki.CertificateField => ({
  name,
  value,
  valueTagClass: UTF8_TAG,
});

function keyPair() {
  const { privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  const key = forge.pki.privateKeyFromPem(privateKey) as forge.pki.rsa.PrivateKey;
  return { key, publicKey: forge.pki.setRsaPublicKey(key.n, key.e) };
}

let serial = 0x1f00;

export function issue(options: {
  subject: TAttrs;
  issuer?: TTestIdentity;
  ca?: boolean;
  notBefore?: Date;
  notAfter?: Date;
}): TTestIdentity {
  const { key, publicKey } = keyPair();
  const cert = forge.pki.createCertificate();
  cert.publicKey = publicKey;
  serial += 0x1d3;
  cert.serialNumber = `00${serial.toString(16)}a7c3`;
  // Whole seconds: what a certificate's UTCTime keeps.
  const now = Math.floor(Date.now() / 1000) * 1000;
  // A month back: the fixed documents of the unit tests (dated 28/11/2026) are signed inside it.
  cert.validity.notBefore = options.notBefore ?? new Date(now - 30 * 86_400_000);
  cert.validity.notAfter = options.notAfter ?? new Date(now + 365 * 86_400_000);
  cert.setSubject(options.subject);
  cert.setIssuer(options.issuer ? options.issuer.cert.subject.attributes : options.subject);
  cert.setExtensions(
    options.ca
      ? [
          { name: 'basicConstraints', cA: true, critical: true },
          { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
        ]
      : [
          { name: 'basicConstraints', cA: false },
          { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
        ],
  );
  cert.sign(options.issuer?.key ?? key, forge.md.sha256.create());
  return { cert, key, certPem: forge.pki.certificateToPem(cert), keyPem: forge.pki.privateKeyToPem(key) };
}

/** A .p12 with the key, its certificate and the chain, as the certification authorities hand them out. */
export function p12(identity: TTestIdentity, chain: TTestIdentity[], password: string): Buffer {
  const asn1 = forge.pkcs12.toPkcs12Asn1(
    identity.key,
    [identity.cert, ...chain.map((c) => c.cert)],
    password,
    { algorithm: '3des', friendlyName: 'firma' },
  );
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
}

export interface TTestPki {
  root: TTestIdentity;
  intermediate: TTestIdentity;
  /** The hotel's certificate: NIT 900373076 in serialNumber, a comma and accents in the names. */
  hotel: TTestIdentity;
  dian: TTestIdentity;
  password: string;
  hotelP12: Buffer;
  dianP12: Buffer;
}

let cached: TTestPki | undefined;

export function testPki(): TTestPki {
  if (cached) return cached;
  const root = issue({
    subject: [
      { name: 'countryName', value: 'CO' },
      utf8('organizationName', 'Autoridad de Pruebas Posada'),
      utf8('commonName', 'AC Raíz de Pruebas'),
    ],
    ca: true,
  });
  const intermediate = issue({
    subject: [
      { name: 'countryName', value: 'CO' },
      utf8('organizationName', 'Autoridad de Pruebas Posada'),
      utf8('organizationalUnitName', 'NIT 830084433-7'),
      utf8('commonName', 'AC Subordinada, Facturación'),
    ],
    issuer: root,
    ca: true,
  });
  const hotel = issue({
    subject: [
      { name: 'countryName', value: 'CO' },
      utf8('localityName', 'Bogotá D.C.'),
      utf8('organizationName', 'Hotel Posada del Río, S.A.S.'),
      { name: 'serialNumber', value: '900373076' },
      utf8('commonName', 'Hotel Posada del Río S.A.S.'),
    ],
    issuer: intermediate,
  });
  const dian = issue({
    subject: [
      { name: 'countryName', value: 'CO' },
      utf8('organizationName', 'Unidad Especial Dirección de Impuestos y Aduanas Nacionales'),
      { name: 'serialNumber', value: '800197268' },
      utf8('commonName', 'DIAN pruebas'),
    ],
    issuer: intermediate,
  });
  const password = 'Clave de prueba 2026*';
  cached = {
    root,
    intermediate,
    hotel,
    dian,
    password,
    hotelP12: p12(hotel, [intermediate, root], password),
    dianP12: p12(dian, [intermediate, root], password),
  };
  return cached;
}
