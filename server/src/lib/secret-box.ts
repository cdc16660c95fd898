/**
 * Secrets at rest (the DIAN certificate and PIN, the TRA token): AES-256-GCM under a key derived
 * (HKDF-SHA256) from the server secret POSADA_SECRET_KEY, which every server process gets from its
 * environment — so any process can use them, and a copy of the database alone cannot. The
 * associated data binds a sealed value to its owner (a hotel's row): moved elsewhere, it does not
 * open. Each use derives its own key (`purpose`).
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

export const SECRET_ENV = 'POSADA_SECRET_KEY';
export const MIN_SECRET_LENGTH = 32;
const VERSION = 'v1';

/** The 32-byte key of one use, or null when the server secret is missing or short. */
export function deriveSealingKey(
  secret: string | undefined,
  purpose: { salt: string; info: string },
): Buffer | null {
  if (!secret || secret.length < MIN_SECRET_LENGTH) return null;
  return Buffer.from(hkdfSync('sha256', secret, purpose.salt, purpose.info, 32));
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

/**
 * The plaintext; 'damaged' when the text is not a sealed value, 'refused' when it does not open
 * (another key — a wrong POSADA_SECRET_KEY — or another owner).
 */
export function openSealed(
  sealed: string,
  key: Buffer,
  associatedData: string,
): { ok: true; plain: Buffer } | { ok: false; why: 'damaged' | 'refused' } {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) return { ok: false, why: 'damaged' };
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(associatedData, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return {
      ok: true,
      plain: Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]),
    };
  } catch {
    return { ok: false, why: 'refused' };
  }
}
