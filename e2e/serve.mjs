// The product as `npm start` runs it, on a fresh embedded database with demo data.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startDian } from './fakes/dian.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = process.env.E2E_PORT ?? '3100';
const dataDir = path.join(root, '.tmp', `e2e-data-${port}`);
rmSync(dataDir, { recursive: true, force: true });
Object.assign(process.env, {
  DATA_DIR: dataDir,
  PORT: port,
  HOST: '127.0.0.1',
  // The demo hotel without its simulated months: each spec makes the state it checks.
  DEMO_DATA: 'base',
  ADMIN_PASSWORD: 'Admin-e2e-2026',
  LOG_LEVEL: 'warn',
  // Seals the electronic-invoicing certificate (e-invoicing.spec.ts uploads one).
  POSADA_SECRET_KEY: 'clave-del-servidor-de-las-pruebas-e2e-2026',
  // Electronic documents go to a fake DIAN (its certification authority in .tmp/e2e-dian-<port>).
  DIAN_URL: await startDian(path.join(root, '.tmp', `e2e-dian-${port}`)),
});
delete process.env.DATABASE_URL;
await import('./fakes/mincit.mjs'); // a fake MinCIT for the TRA: sets MINCIT_BASE_URL
await import(path.join(root, 'scripts', 'start.mjs'));
