import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the fake DIAN of this run (e2e/fakes/dian.mjs) keeps the certification authority it trusts. */
const authority = path.join(
  fileURLToPath(new URL('../..', import.meta.url)),
  '.tmp',
  `e2e-dian-${process.env.E2E_PORT}`,
);

/** `days` from now as OpenSSL's validity dates take it: YYYYMMDDHHMMSSZ. */
const asn1Time = (days: number) =>
  `${new Date(Date.now() + days * 86_400_000).toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`;

/**
 * A .p12 for the demo hotel's NIT (900123456), made with OpenSSL and issued by the certification
 * authority the fake DIAN trusts, with its chain, as an authority delivers it: valid from a week
 * ago (bought before the hotel set electronic invoicing up) for a year.
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
    // `openssl ca` rather than `x509 -req`: OpenSSL 3.0's x509 starts the validity now, and a
    // paper contingency invoice written yesterday is signed at yesterday's instant.
    writeFileSync(file('index.txt'), '');
    writeFileSync(
      file('ac.cnf'),
      [
        '[ca]',
        'default_ca = ac',
        '[ac]',
        `database = ${file('index.txt')}`,
        `new_certs_dir = ${dir}`,
        'rand_serial = yes',
        'default_md = sha256',
        'policy = any',
        'unique_subject = no',
        '[any]',
        'commonName = supplied',
      ].join('\n'),
    );
    openssl(
      'ca',
      '-batch',
      '-config',
      file('ac.cnf'),
      '-cert',
      path.join(authority, 'ac.pem'),
      '-keyfile',
      path.join(authority, 'ac-clave.pem'),
      '-in',
      file('req.pem'),
      '-preserveDN',
      '-notext',
      '-startdate',
      asn1Time(-7),
      '-enddate',
      asn1Time(365),
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
