/**
 * `npm run bench:dian -w server`: building and signing a 54-line invoice (the check-out bench's
 * 14 nights and 40 charges) with the e-invoicing core, against `xmlsec1 --sign` (libxmlsec1, the C
 * reference) signing the same documents with the same key in the same run. xmlsec1 gets templates
 * with the very structure our signer writes (the same references, KeyInfo and SignedProperties,
 * values emptied), prepared before the clock starts; Node builds each document from the model too.
 * Both run one document at a time on one core, in alternating rounds so a change of machine load
 * falls on both. Goal (issue 27): Node's throughput ≥ 1/3 of xmlsec1's.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { readP12 } from '../src/modules/e-invoicing/certificate/p12';
import { signXades } from '../src/modules/e-invoicing/signature/xades';
import { buildDocument } from '../src/modules/e-invoicing/ubl/documents';
import { fiftyFourLines, invoice } from '../test/helpers/e-invoicing-documents';
import { testPki } from '../test/helpers/test-certificates';

const DOCUMENTS = Number(process.env.BENCH_DIAN_DOCUMENTS ?? 60);
const ROUND = 10;

const pki = testPki();
const creds = readP12(pki.hotelP12, pki.password);
const dir = mkdtempSync(path.join(tmpdir(), 'posada-bench-dian-'));
const file = (name: string, content: string) => {
  const target = path.join(dir, name);
  writeFileSync(target, content);
  return target;
};
const keyFiles = [
  file('key.pem', pki.hotel.keyPem),
  file('cert.pem', pki.hotel.certPem),
  file('intermediate.pem', pki.intermediate.certPem),
  file('root.pem', pki.root.certPem),
].join(',');
const lines = fiftyFourLines();
const documentNumber = (i: number) => `SETP${990000300 + i}`;
const model = (i: number) => invoice({ number: documentNumber(i), lines });

function nodeBuildAndSign(i: number): string {
  const built = buildDocument(model(i));
  return signXades(built.xml, creds, { signingTime: built.signingTime });
}

/** Our signed output with every computed value emptied: xmlsec1's template of the same structure. */
const template = (signed: string) =>
  signed
    .replace(/<ds:DigestValue>[^<]*<\/ds:DigestValue>/g, (m) =>
      m.includes('dMoMvtcG5aIzgYo0tIsSQeVJBDnUnfSOfBpxXrmor0Y=') ? m : '<ds:DigestValue></ds:DigestValue>',
    )
    .replace(/<ds:SignatureValue>[^<]*<\/ds:SignatureValue>/, '<ds:SignatureValue></ds:SignatureValue>')
    .replace(/<ds:X509Certificate>[^<]*<\/ds:X509Certificate>/g, '<ds:X509Certificate></ds:X509Certificate>');

function xmlsecSign(input: string, output: string): void {
  const run = spawnSync(
    'xmlsec1',
    [
      '--sign',
      '--privkey-pem',
      keyFiles,
      '--id-attr:Id',
      'SignedProperties',
      '--id-attr:Id',
      'KeyInfo',
      '--output',
      output,
      input,
    ],
    { encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`xmlsec1 --sign: ${run.stderr}`);
}

function verify(xml: string): boolean {
  const target = file('verify.xml', xml);
  const run = spawnSync(
    'xmlsec1',
    [
      '--verify',
      '--trusted-pem',
      path.join(dir, 'root.pem'),
      '--id-attr:Id',
      'SignedProperties',
      '--id-attr:Id',
      'KeyInfo',
      target,
    ],
    { encoding: 'utf8' },
  );
  return run.status === 0;
}

console.log(
  `Firma de una factura de ${lines.length} líneas: ${DOCUMENTS} documentos, Node (construir + firmar) frente a xmlsec1 --sign`,
);
// Warm-up (JIT, module loading) and the templates, outside the clock.
for (let i = 0; i < 5; i++) nodeBuildAndSign(DOCUMENTS + i);
const templates = Array.from({ length: DOCUMENTS }, (_, i) =>
  file(`tmpl-${i}.xml`, template(nodeBuildAndSign(i))),
);
xmlsecSign(templates[0] ?? '', path.join(dir, 'warm.xml'));

/** CPU milliseconds of the children this process has waited for (Linux: /proc/self/stat cutime + cstime). */
function childrenCpuMs(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? [];
  // after the command: state is field 3, so cutime (16) and cstime (17) are at 13 and 14
  return ((Number(fields[13]) + Number(fields[14])) * 1000) / 100;
}
const ownCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

let nodeMs = 0;
let xmlsecMs = 0;
let nodeCpu = 0;
let xmlsecCpu = 0;
let lastNode = '';
for (let start = 0; start < DOCUMENTS; start += ROUND) {
  const end = Math.min(start + ROUND, DOCUMENTS);
  let t = performance.now();
  let cpu = ownCpuMs();
  for (let i = start; i < end; i++) lastNode = nodeBuildAndSign(i);
  nodeMs += performance.now() - t;
  nodeCpu += ownCpuMs() - cpu;
  t = performance.now();
  cpu = childrenCpuMs();
  for (let i = start; i < end; i++) xmlsecSign(templates[i] ?? '', path.join(dir, `signed-${i}.xml`));
  xmlsecMs += performance.now() - t;
  xmlsecCpu += childrenCpuMs() - cpu;
}

const nodeRate = (DOCUMENTS * 1000) / nodeMs;
const xmlsecRate = (DOCUMENTS * 1000) / xmlsecMs;
const xmlsecOutput = readFileSync(path.join(dir, `signed-${DOCUMENTS - 1}.xml`), 'utf8');
console.log(
  `Node (xmlbuilder2 + xml-crypto): ${nodeRate.toFixed(1)} documentos/s (${(nodeMs / DOCUMENTS).toFixed(1)} ms cada uno)`,
);
console.log(
  `xmlsec1 --sign:                  ${xmlsecRate.toFixed(1)} documentos/s (${(xmlsecMs / DOCUMENTS).toFixed(1)} ms cada uno)`,
);
console.log(`Razón Node / xmlsec1: ${(nodeRate / xmlsecRate).toFixed(2)} (meta ≥ 0.33)`);
console.log(
  `CPU por documento: Node ${(nodeCpu / DOCUMENTS).toFixed(1)} ms, xmlsec1 ${(xmlsecCpu / DOCUMENTS).toFixed(1)} ms` +
    ` (razón por CPU ${(xmlsecCpu / nodeCpu).toFixed(2)}); carga de la máquina: ${loadavg()[0]?.toFixed(1)}`,
);
console.log(
  `xmlsec1 --verify de la última firma de Node: ${verify(lastNode) ? 'OK' : 'FALLA'}; de la de xmlsec1: ${verify(xmlsecOutput) ? 'OK' : 'FALLA'}`,
);
rmSync(dir, { recursive: true, force: true });
