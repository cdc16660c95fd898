import { describe, expect, it } from 'vitest';
import { testPki } from '../../../../test/helpers/test-certificates';
import { open, openCertificate, seal, sealCertificate, sealingKey } from './secret-box';

const secret = 'una clave del servidor de al menos 32 caracteres';

describe('the sealed certificate', () => {
  it('derives a 32-byte key and refuses a missing or short server secret', () => {
    expect(sealingKey(secret)).toHaveLength(32);
    expect(sealingKey(secret).equals(sealingKey(secret))).toBe(true);
    expect(() => sealingKey(undefined)).toThrow('Falta la clave del servidor POSADA_SECRET_KEY');
    expect(() => sealingKey('corta')).toThrow('32 caracteres o más');
  });

  it('opens only with the same key and owner, and hides the plaintext', () => {
    const key = sealingKey(secret);
    const sealed = seal(Buffer.from('contenido secreto'), key, 'hotel:1');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(Buffer.from(sealed.split('.')[3] ?? '', 'base64url').toString()).not.toContain('secreto');
    expect(open(sealed, key, 'hotel:1').toString()).toBe('contenido secreto');
    // two seals of the same text differ (random IV)
    expect(seal(Buffer.from('x'), key, 'hotel:1')).not.toBe(seal(Buffer.from('x'), key, 'hotel:1'));
    expect(() => open(sealed, key, 'hotel:2')).toThrow('no se puede abrir con la clave POSADA_SECRET_KEY');
    expect(() => open(sealed, sealingKey(`${secret}!`), 'hotel:1')).toThrow('no se puede abrir');
    const tampered = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}A`;
    expect(() => open(tampered, key, 'hotel:1')).toThrow('no se puede abrir');
    expect(() => open('basura', key, 'hotel:1')).toThrow('está dañado');
  });

  it('keeps the .p12 and its password together, and gives back signing credentials', () => {
    const pki = testPki();
    const key = sealingKey(secret);
    const sealed = sealCertificate(pki.hotelP12, pki.password, key, 'hotel:1');
    expect(sealed).not.toContain(pki.password);
    const creds = openCertificate(sealed, key, 'hotel:1');
    expect(creds.info.subject).toContain('serialNumber=900373076');
    expect(creds.privateKey.asymmetricKeyType).toBe('rsa');
  });
});
