/**
 * The reference tools the e-invoicing tests check against: Debian's `xmlsec1` (libxmlsec1, the C
 * implementation of XML signatures) and `xmllint` with the UBL 2.1 schemas DIAN validates with.
 * Both are installed by .ci/run (`apt-get install xmlsec1 libxml2-utils`).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const SCHEMA = path.join(import.meta.dirname, '..', 'fixtures', 'ubl-xsd', 'all.xsd');

/** Writes the files into a folder of their own, runs, and removes the folder. */
function withFiles<T>(files: Record<string, string>, run: (paths: Record<string, string>) => T): T {
  const dir = mkdtempSync(path.join(tmpdir(), 'posada-xml-'));
  try {
    const paths: Record<string, string> = {};
    for (const [name, content] of Object.entries(files)) {
      paths[name] = path.join(dir, name);
      writeFileSync(paths[name], content);
    }
    return run(paths);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface TToolResult {
  ok: boolean;
  output: string;
}

/**
 * `xmlsec1 --verify` trusting only the given root certificates (PEM): the chain's intermediates come
 * from the signature's own X509Data. `pubkeyCert` (PEM) verifies with that certificate's key alone
 * (a WS-Security token). `idNodes` names the elements referenced by their `Id` attribute.
 */
export function xmlsecVerify(
  xml: string,
  options: { trusted: string[]; idNodes?: string[]; pubkeyCert?: string },
): TToolResult {
  const pems: Record<string, string> = {};
  options.trusted.forEach((pem, i) => {
    pems[`trusted-${i}.pem`] = pem;
  });
  if (options.pubkeyCert) pems['pubkey.pem'] = options.pubkeyCert;
  return withFiles({ 'signed.xml': xml, ...pems }, (paths) => {
    const args = ['--verify'];
    for (let i = 0; i < options.trusted.length; i++)
      args.push('--trusted-pem', paths[`trusted-${i}.pem`] ?? '');
    if (paths['pubkey.pem']) args.push('--pubkey-cert-pem', paths['pubkey.pem']);
    for (const node of options.idNodes ?? ['SignedProperties', 'KeyInfo']) args.push('--id-attr:Id', node);
    args.push(paths['signed.xml'] ?? '');
    const run = spawnSync('xmlsec1', args, { encoding: 'utf8' });
    if (run.error) throw run.error;
    return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
  });
}

/** `xmllint --schema all.xsd`: the element order and types of any UBL document DIAN takes. */
export function xsdValidate(xml: string): TToolResult {
  return withFiles({ 'doc.xml': xml }, (paths) => {
    const run = spawnSync('xmllint', ['--noout', '--schema', SCHEMA, paths['doc.xml'] ?? ''], {
      encoding: 'utf8',
    });
    if (run.error) throw run.error;
    return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
  });
}
