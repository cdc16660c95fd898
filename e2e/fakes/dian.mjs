// A fake DIAN for the browser tests, started by serve.mjs on loopback (DIAN_URL points at it): the
// API tests' own fake (server/test/helpers/fake-dian.ts — it checks the WS-Security signature,
// unzips the document, verifies its XAdES signature, recomputes its CUFE/CUDE and answers accepted
// with a signed ApplicationResponse), loaded through tsx. It trusts a certification authority made
// for this run, whose certificate and key it writes to `dir` so e-invoicing.spec.ts issues the demo
// hotel's certificate from it, as a real authority would.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';

/** The software e-invoicing.spec.ts registers in Configuración → Facturación electrónica. */
const SOFTWARE = { id: '56f2ae4e-9812-4fad-9255-08fcfcd5ccb0', pin: '12345' };
/** The demo hotel's numbering and DIAN's test set share DIAN's public technical key. */
const TECHNICAL_KEY = 'fc8eac422eba16e22ffd8c6f94b3f40a6e38162c';

const server = (file) => tsImport(new URL(`../../server/${file}`, import.meta.url).href, import.meta.url);

/** Starts the fake DIAN; answers its URL. */
export async function startDian(dir) {
  const { startFakeDian } = await server('test/helpers/fake-dian.ts');
  const { testPki } = await server('test/helpers/test-certificates.ts');
  const { readP12 } = await server('src/modules/e-invoicing/certificate/p12.ts');
  const pki = testPki();
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'ac.pem'), pki.intermediate.certPem);
  writeFileSync(path.join(dir, 'ac-clave.pem'), pki.intermediate.keyPem);
  const fake = await startFakeDian({
    keys: {
      technicalKey: TECHNICAL_KEY,
      pins: { [SOFTWARE.id]: SOFTWARE.pin },
      trustedRoots: [pki.root.certPem, pki.intermediate.certPem],
    },
    dian: readP12(pki.dianP12, pki.password),
  });
  return fake.url;
}
