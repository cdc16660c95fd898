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

function withFile<T>(name: string, content: string, run: (file: string) => T): T {
  const dir = mkdtempSync(path.join(tmpdir(), 'posada-xml-'));
  try {
    const file = path.join(dir, name);
    writeFileSync(file, content);
    return run(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface TToolResult {
  ok: boolean;
  output: string;
}

/**
 * `xmlsec1 --verify` trusting only the given root(s): the chain's intermediates come from the
 * signature's own X509Data. `idNodes` names the elements referenced by their `Id` attribute.
 */
export function xmlsecVerify(
  xml: string,
  options: { trusted: string[]; idNodes?: string[]; pubkeyCertPem?: string },
): TToolResult {
  return withFile('signed.xml', xml, (file) => {
    const args = ['--verify'];
    for (const pem of options.trusted) args.push('--trusted-pem', pem);
    if (options.pubkeyCertPem) args.push('--pubkey-cert-pem', options.pubkeyCertPem);
    for (const node of options.idNodes ?? ['SignedProperties', 'KeyInfo']) args.push('--id-attr:Id', node);
    args.push(file);
    const run = spawnSync('xmlsec1', args, { encoding: 'utf8' });
    if (run.error) throw run.error;
    return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
  });
}

/** `xmllint --schema all.xsd`: the element order and types of any UBL document DIAN takes. */
export function xsdValidate(xml: string): TToolResult {
  return withFile('doc.xml', xml, (file) => {
    const run = spawnSync('xmllint', ['--noout', '--schema', SCHEMA, file], { encoding: 'utf8' });
    if (run.error) throw run.error;
    return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
  });
}
