/**
 * The certificate at rest: the .p12 and its password sealed with AES-256-GCM under a key derived
 * (HKDF-SHA256) from the server secret POSADA_SECRET_KEY, which every server process gets from its
 * environment — so any process can sign, and a copy of the database alone cannot (decisions.md,
 * "Electronic invoicing core"). The hotel id is the associated data: a sealed certificate moved to
 * another hotel's row does not open.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { CertificateError, readP12, type TSigningCredentials } from './p12';

export const SECRET_ENV = 'POSADA_SECRET_KEY';
const MIN_SECRET_LENGTH = 32;
const VERSION = 'v1';
const ZSealedCertificate = z.object({ p12: z.string(), password: z.string() });

/** The 32-byte sealing key from the server secret; refuses a missing or short secret. */
export function sealingKey(secret: string | undefined): Buffer {
  if (!secret || secret.length < MIN_SECRET_LENGTH) {
    throw new CertificateError(
      `Falta la clave del servidor ${SECRET_ENV} (${MIN_SECRET_LENGTH} caracteres o más) para guardar el certificado`,
    );
  }
  return Buffer.from(hkdfSync('sha256', secret, 'posada/e-invoicing', 'certificate-v1', 32));
}

/** `v1.<iv>.<tag>.<ciphertext>`, base64url; the associated data binds it to its owner. */
export function seal(plaintext: Buffer, key: Buffer, associatedData: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

export function open(sealed: string, key: Buffer, associatedData: string): Buffer {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) {
    throw new CertificateError('El certificado guardado está dañado: cárguelo de nuevo');
  }
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(associatedData, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]);
  } catch {
    // A wrong POSADA_SECRET_KEY lands here too: the message says what to do, not the key.
    throw new CertificateError(
      `El certificado guardado no se puede abrir con la clave ${SECRET_ENV} de este servidor: revise la clave o cargue el certificado de nuevo`,
    );
  }
}

/** The .p12 and its password, sealed for the database. */
export function sealCertificate(p12: Buffer, password: string, key: Buffer, owner: string): string {
  const plain = Buffer.from(JSON.stringify({ p12: p12.toString('base64'), password }), 'utf8');
  try {
    return seal(plain, key, owner);
  } finally {
    plain.fill(0);
  }
}

/** Opens a sealed certificate into signing credentials (the key as a KeyObject). */
export function openCertificate(sealed: string, key: Buffer, owner: string): TSigningCredentials {
  const plain = open(sealed, key, owner);
  try {
    const { p12, password } = ZSealedCertificate.parse(JSON.parse(plain.toString('utf8')));
    return readP12(Buffer.from(p12, 'base64'), password);
  } finally {
    plain.fill(0);
  }
}
