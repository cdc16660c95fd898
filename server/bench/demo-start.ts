/**
 * `npm run bench:demo -w server`: the first start of `npm start` on a new embedded database —
 * migrations, catalogs, the demo hotel, then its 90 days of life and 60 of bookings
 * (src/demo) — timed by step in wall time and in this process's CPU time, with what the
 * simulation made. PGlite in a temporary folder, as a newcomer's first start.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { loadConfig } from '../src/config';
import { openEmbeddedDatabase } from '../src/db/data-folder';
import * as s from '../src/db/schema';
import { setupDatabase } from '../src/db/seed';
import { bringDemoToLife } from '../src/demo';

const dataDir = mkdtempSync(path.join(tmpdir(), 'posada-demo-'));
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: undefined, DEMO_DATA: '1' });
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const step = async <T>(name: string, run: () => Promise<T>) => {
  const [wall, used] = [performance.now(), cpu()];
  const result = await run();
  console.log(
    `${name.padEnd(34)} ${String(Math.round(performance.now() - wall)).padStart(7)} ms   CPU ${String(Math.round(cpu() - used)).padStart(7)} ms`,
  );
  return result;
};

console.log(
  `carga del equipo al empezar: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
const started = performance.now();
const database = await step('abrir la base embebida', () => openEmbeddedDatabase(dataDir, () => {}));
await step('migraciones, catálogos y hotel demo', () => setupDatabase(database, config));
await step('la vida del hotel demo (150 días)', () => bringDemoToLife(database, config));
console.log(`primer arranque (sin servir)          ${Math.round(performance.now() - started)} ms`);

const n = async (table: PgTable) => Number((await database.db.select({ n: count() }).from(table))[0]?.n ?? 0);
console.log(
  `reservas ${await n(s.reservas)} · estancias ${await n(s.estancias)} · facturas ${await n(s.facturas)}` +
    ` · notas crédito ${await n(s.notasCredito)} · turnos de caja ${await n(s.cajaTurnos)} · kardex ${await n(s.kardex)}`,
);
await database.close();
rmSync(dataDir, { recursive: true, force: true });
