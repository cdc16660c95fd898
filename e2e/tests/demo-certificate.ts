import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the fake DIAN of this run (e2e/fakes/dian.mjs) keeps the certification authority it trusts. */
const authority = path.join(
  fileURLToPath(new URL('../..', import.meta.url)),
  '.tmp',
  `e2e-dian-${process.env.E2E_PORT}`,
);

/**
 * A .p12 for the demo hotel's NIT (900123456), made with OpenSSL and issued by the certification
 * authority the fake DIAN trusts, with its chain, as an authority delivers it.
 */
export function demoCertificate(password: string): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), 'posada-cert-'));
  const file = (name: string) => path.join(dir, name);
  const openssl = (...args: string[]) => execFileSync('openssl', args, { stdio: 'pipe' });
  try {
    openssl(
      'req',
      '-new',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-subj',
      '/C=CO/O=Hotel Posada Demo S.A.S./serialNumber=900123456/CN=Hotel Posada Demo',
      '-keyout',
      file('key.pem'),
      '-out',
      file('req.pem'),
    );
    openssl(
      'x509',
      '-req',
      '-in',
      file('req.pem'),
      '-CA',
      path.join(authority, 'ac.pem'),
      '-CAkey',
      path.join(authority, 'ac-clave.pem'),
      '-CAcreateserial',
      '-CAserial',
      file('ac.srl'),
      '-days',
      '365',
      '-out',
      file('cert.pem'),
    );
    openssl(
      'pkcs12',
      '-export',
      '-inkey',
      file('key.pem'),
      '-in',
      file('cert.pem'),
      '-certfile',
      path.join(authority, 'ac.pem'),
      '-out',
      file('firma.p12'),
      '-passout',
      `pass:${password}`,
      '-keypbe',
      'PBE-SHA1-3DES',
      '-certpbe',
      'PBE-SHA1-3DES',
      '-macalg',
      'sha1',
    );
    return readFileSync(file('firma.p12'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
