/**
 * The hotel's signing certificate: read from its .p12 with its password (node-forge — Node's crypto
 * cannot read PKCS#12), checked against the hotel, and kept as a KeyObject that prints as nothing:
 * the key never reaches a log, an error or an answer.
 */
import { createHash, createPrivateKey, type KeyObject } from 'node:crypto';
import forge from 'node-forge';
import { BusinessRuleError } from '../../../lib/errors';
import { certificateNames, rfc4514, type TRdn } from './names';

/** Raised with a reason in Spanish that never quotes the password or the key. */
export class CertificateError extends BusinessRuleError {}

export interface TCertificateInfo {
  /** RFC 4514. */
  subject: string;
  issuer: string;
  /** Decimal, as XAdES's X509SerialNumber writes it. */
  serialNumber: string;
  notBefore: Date;
  notAfter: Date;
}

export interface TSigningCredentials {
  privateKey: KeyObject;
  /** The signing certificate, base64 DER (ds:X509Certificate, wsse:BinarySecurityToken). */
  certificate: string;
  /** The other certificates of the .p12 (intermediate and root), base64 DER, issuer-ward order. */
  chain: string[];
  /** SHA-256 of the certificate's DER, base64 (xades:CertDigest). */
  certificateDigest: string;
  info: TCertificateInfo;
  subjectRdns: TRdn[];
}

const DAY_MS = 86_400_000;
/** How early the configuration screen warns that the certificate expires. */
export const EXPIRY_WARNING_DAYS = 30;

const derBase64 = (cert: forge.pki.Certificate) =>
  forge.util.encode64(forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes());

function bags(p12: forge.pkcs12.Pkcs12Pfx, type: string): forge.pkcs12.Bag[] {
  return p12.getBags({ bagType: type })[type] ?? [];
}

function openPfx(data: Buffer, password: string): forge.pkcs12.Pkcs12Pfx {
  let der: forge.asn1.Asn1;
  try {
    der = forge.asn1.fromDer(forge.util.createBuffer(data.toString('binary')));
  } catch {
    throw new CertificateError('El archivo no es un certificado .p12 válido');
  }
  try {
    return forge.pkcs12.pkcs12FromAsn1(der, false, password);
  } catch (error) {
    const text = error instanceof Error ? error.message : '';
    if (/mac|password|invalid/i.test(text))
      throw new CertificateError('La contraseña del certificado no es correcta');
    throw new CertificateError('El archivo no es un certificado .p12 válido');
  }
}

const sameKey = (key: forge.pki.rsa.PrivateKey, cert: forge.pki.Certificate) => {
  const pub = cert.publicKey as forge.pki.rsa.PublicKey;
  return Boolean(pub.n?.equals(key.n) && pub.e?.equals(key.e));
};

/** Reads the key and its certificate (the one whose public key matches), with the rest as the chain. */
export function readP12(data: Buffer, password: string): TSigningCredentials {
  const p12 = openPfx(data, password);
  const keys = [
    ...bags(p12, forge.pki.oids.pkcs8ShroudedKeyBag ?? ''),
    ...bags(p12, forge.pki.oids.keyBag ?? ''),
  ].flatMap((b) => (b.key ? [b.key as forge.pki.rsa.PrivateKey] : []));
  const certs = bags(p12, forge.pki.oids.certBag ?? '').flatMap((b) => (b.cert ? [b.cert] : []));
  const key = keys[0];
  const own = key && certs.find((c) => sameKey(key, c));
  if (!key || !own) {
    throw new CertificateError('El archivo no contiene una llave privada RSA con su certificado');
  }
  const certificate = derBase64(own);
  const { issuer, subject } = certificateNames(own);
  return {
    // PKCS#8 PEM only on its way into a KeyObject; the string is not kept.
    privateKey: createPrivateKey(forge.pki.privateKeyToPem(key)),
    certificate,
    chain: certs.filter((c) => c !== own).map(derBase64),
    certificateDigest: createHash('sha256').update(Buffer.from(certificate, 'base64')).digest('base64'),
    info: {
      subject: rfc4514(subject),
      issuer: rfc4514(issuer),
      serialNumber: BigInt(`0x${own.serialNumber || '0'}`).toString(),
      notBefore: own.validity.notBefore,
      notAfter: own.validity.notAfter,
    },
    subjectRdns: subject,
  };
}

/**
 * Whether the certificate carries the hotel's NIT. Colombian ONAC certificates put it in the
 * subject, in a field that varies with the certification authority — serialNumber (2.5.4.5),
 * an OU or CN such as «NIT 900123456-7», or the authority's own attribute OID — so every subject
 * value is searched for the NIT as a whole number, with or without its check digit.
 */
export function carriesNit(subject: TRdn[], nit: string, dv: string): boolean {
  const whole = new RegExp(`(^|\\D)${nit}(\\D|$)`);
  return subject.flat().some(({ value }) => {
    const digits = value.replace(/\D/g, '');
    return digits === nit || digits === `${nit}${dv}` || whole.test(value);
  });
}

export interface TCertificateCheck {
  daysLeft: number;
  /** Set from 30 days before the expiry: the configuration screen shows it. */
  warning: string | null;
}

/** Refuses a certificate that is not valid now or not the hotel's; warns when it expires soon. */
export function checkCertificate(
  creds: TSigningCredentials,
  hotel: { nit: string; dv: string },
  now: Date,
): TCertificateCheck {
  const { notBefore, notAfter } = creds.info;
  const day = (d: Date) => d.toISOString().slice(0, 10);
  if (now < notBefore)
    throw new CertificateError(`El certificado aún no es válido: rige desde el ${day(notBefore)}`);
  if (now > notAfter) throw new CertificateError(`El certificado venció el ${day(notAfter)}`);
  if (!carriesNit(creds.subjectRdns, hotel.nit, hotel.dv)) {
    throw new CertificateError(
      `El certificado no es del NIT ${hotel.nit}-${hotel.dv} del hotel (titular: ${creds.info.subject})`,
    );
  }
  const daysLeft = Math.floor((notAfter.getTime() - now.getTime()) / DAY_MS);
  return {
    daysLeft,
    warning:
      daysLeft <= EXPIRY_WARNING_DAYS
        ? `El certificado vence el ${day(notAfter)} (${daysLeft === 1 ? 'queda 1 día' : `quedan ${daysLeft} días`}): renuévelo a tiempo`
        : null,
  };
}
