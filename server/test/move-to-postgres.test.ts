import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, sql, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { type Database, openDatabase } from '../src/db/client';
import { MoveError, moveToPostgres } from '../src/db/move-to-postgres';
import * as s from '../src/db/schema';
import { setupDatabase } from '../src/db/seed';
import { bringDemoToLife } from '../src/demo';
import { catalogIds } from './helpers/catalog-ids';
import { testConfig } from './helpers/context';
import { databaseUrl, withAdmin } from './template';

/**
 * `npm run move-to-postgres` (issue 26) on a demo hotel that lived a few days: every row and every
 * money total reaches an empty PostgreSQL database, whose sequences continue past the copied ids;
 * a database that holds anything is refused. Needs a PostgreSQL server: runs where DATABASE_URL is
 * set (CI's PostgreSQL stage).
 */
const adminUrl = process.env.DATABASE_URL ?? '';
const NOW = new Date('2026-11-28T17:00:00Z');

describe.runIf(adminUrl !== '')('moving the embedded database to PostgreSQL', () => {
  const name = `posada_mover_${process.pid}`;
  let root: string;
  let dataDir: string;
  let url: string;
  const warnings: string[] = [];
  let target: Database;

  /** The figures read on each side, independently of the move's own comparison. */
  const figures = async (db: Database['db']) => ({
    reservas: (await db.select({ n: count() }).from(s.reservas))[0]?.n,
    facturas: (await db.select({ n: count(), total: sum(s.facturas.total) }).from(s.facturas))[0],
    caja: (await db.select({ n: count(), monto: sum(s.cajaMovimientos.monto) }).from(s.cajaMovimientos))[0],
    usuarios: (await db.select({ n: count() }).from(s.usuarios))[0]?.n,
  });

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'posada-mover-'));
    dataDir = path.join(root, 'datos');
    url = databaseUrl(adminUrl, name);
    const source = openDatabase({ kind: 'pglite', dataDir });
    await setupDatabase(source, { demoData: true, adminEmail: 'jefe@hotel.co', adminPassword: undefined });
    await bringDemoToLife(source, testConfig, { now: NOW, historyDays: 4, futureDays: 3 });
    await source.close();
    await withAdmin(adminUrl, async (c) => {
      await c.query(`drop database if exists ${name} with (force)`);
      await c.query(`create database ${name}`);
    });
  }, 240_000);
  afterAll(async () => {
    await target?.close();
    await withAdmin(adminUrl, async (c) => {
      await c.query(`drop database if exists ${name} with (force)`);
      await c.query(`drop database if exists ${name}_r with (force)`);
    });
    rmSync(root, { recursive: true, force: true });
  });

  it(
    'copies every row and money total, and the hotel works on PostgreSQL where it left off',
    { timeout: 120_000 },
    async () => {
      const result = await moveToPostgres(dataDir, url, (m) => warnings.push(m));
      const moved = new Map(result.tablas.map((t) => [t.tabla, t]));
      expect(result.secuencias).toBeGreaterThan(10);

      const source = openDatabase({ kind: 'pglite', dataDir });
      target = openDatabase({ kind: 'postgres', url, poolSize: 2 });
      const before = await figures(source.db);
      await source.close();
      const after = await figures(target.db);
      expect(after).toEqual(before);
      expect(before.facturas?.n).toBeGreaterThan(0);
      expect(Number(before.caja?.n)).toBeGreaterThan(0);
      expect(moved.get('facturas')?.filas).toBe(before.facturas?.n);
      expect(moved.get('facturas')?.totales.total).toBe(before.facturas?.total);

      // The server starts on the copy; a new client takes the next id, past the copied ones.
      const app = await buildApp({ config: testConfig, database: target });
      await app.ready();
      try {
        const login = await app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: 'administrador@posada.demo', password: 'Posada2026*' },
        });
        expect(login.statusCode).toBe(200);
        const [{ max } = { max: 0 }] = (
          await target.db.execute<{ max: number }>(sql`select coalesce(max(id), 0)::int as max from clientes`)
        ).rows;
        const ids = await catalogIds(target.db);
        const created = await app.inject({
          method: 'POST',
          url: '/api/clienteCrear',
          headers: { authorization: `Bearer ${login.json().token}` },
          payload: {
            tipo_documento_id: ids.doc('CC'),
            numero_documento: '1098765432',
            nombres: 'Marta',
            apellidos: 'Copia Segura',
            nacionalidad_id: ids.colombia,
            ciudad_id: ids.medellin,
          },
        });
        expect(created.statusCode, created.body).toBeLessThan(300);
        expect(created.json().data.id).toBeGreaterThan(max);
      } finally {
        await app.close();
      }
    },
  );

  it('refuses a database that is not empty, and a folder without a database', async () => {
    const again = moveToPostgres(dataDir, url, () => {});
    await expect(again).rejects.toBeInstanceOf(MoveError);
    await expect(again).rejects.toThrow(/no está vacía/);
    await expect(moveToPostgres(path.join(root, 'nada'), url, () => {})).rejects.toThrow(
      /No hay una base de datos de Posada/,
    );
  });

  it(
    'restores a pg_dump of the running hotel into a new database, as docs/operations.md says',
    { timeout: 120_000 },
    async () => {
      const app = await buildApp({ config: testConfig, database: target });
      await app.ready();
      const file = path.join(root, 'posada.dump');
      try {
        execFileSync('pg_dump', ['-Fc', '-d', url, '-f', file]);
      } finally {
        await app.close();
      }
      const restoredUrl = databaseUrl(adminUrl, `${name}_r`);
      await withAdmin(adminUrl, (c) => c.query(`create database ${name}_r template template0`));
      execFileSync('pg_restore', ['--no-owner', '-d', restoredUrl, file]);
      const restored = openDatabase({ kind: 'postgres', url: restoredUrl, poolSize: 2 });
      try {
        expect(await figures(restored.db)).toEqual(await figures(target.db));
        const again = await buildApp({ config: testConfig, database: restored });
        await again.ready();
        const login = await again.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: 'administrador@posada.demo', password: 'Posada2026*' },
        });
        await again.close();
        expect(login.statusCode).toBe(200);
      } finally {
        await restored.close();
      }
    },
  );
});
