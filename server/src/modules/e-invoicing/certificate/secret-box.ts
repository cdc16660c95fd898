/**
 * The certificate at rest: the .p12 and its password sealed by lib/secret-box (AES-256-GCM under a
 * key derived from POSADA_SECRET_KEY; decisions.md, "Electronic invoicing core"). The hotel id is
 * the associated data: a sealed certificate moved to another hotel's row does not open.
 */
import { z } from 'zod';
import { deriveSealingKey, MIN_SECRET_LENGTH, openSealed, SECRET_ENV, seal } from '../../../lib/secret-box';
import { CertificateError, readP12, type TSigningCredentials } from './p12';

export { SECRET_ENV, seal };
const ZSealedCertificate = z.object({ p12: z.string(), password: z.string() });

/** The 32-byte sealing key from the server secret; refuses a missing or short secret. */
export function sealingKey(secret: string | undefined): Buffer {
  const key = deriveSealingKey(secret, { salt: 'posada/e-invoicing', info: 'certificate-v1' });
  if (!key) {
    throw new CertificateError(
      `Falta la clave del servidor ${SECRET_ENV} (${MIN_SECRET_LENGTH} caracteres o más) para guardar el certificado`,
    );
  }
  return key;
}

export function open(sealed: string, key: Buffer, associatedData: string): Buffer {
  const opened = openSealed(sealed, key, associatedData);
  if (opened.ok) return opened.plain;
  if (opened.why === 'damaged')
    throw new CertificateError('El certificado guardado está dañado: cárguelo de nuevo');
  // A wrong POSADA_SECRET_KEY lands here too: the message says what to do, not the key.
  throw new CertificateError(
    `El certificado guardado no se puede abrir con la clave ${SECRET_ENV} de este servidor: revise la clave o cargue el certificado de nuevo`,
  );
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
