import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Logger } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { type BuildAppOptions, buildApp } from '../../src/app';
import { type Database, type Db, openDatabase } from '../../src/db/client';
import { databaseUrl, withAdmin } from '../template';
import { createFactories } from './factories';

export const TEST_IDLE_MS = 12 * 3_600_000;
export const TEST_MAX_AGE_MS = 7 * 24 * 3_600_000;
export const testConfig = {
  sessionIdleMs: TEST_IDLE_MS,
  sessionMaxMs: TEST_MAX_AGE_MS,
  webDist: '/nonexistent',
  trustProxy: false,
};

/** A fresh copy of the migrated, seeded template database. */
export async function openTestDatabase(
  logger?: Logger,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  const seen = logger ? { logger } : {};
  const template = inject('template');
  if (template.postgres) {
    const { adminUrl, template: source } = template.postgres;
    const name = `posada_t_${process.pid}_${randomBytes(4).toString('hex')}`;
    await withAdmin(adminUrl, (c) => c.query(`create database ${name} template ${source}`));
    const database = openDatabase({
      kind: 'postgres',
      url: databaseUrl(adminUrl, name),
      poolSize: 24,
      ...seen,
    });
    const drop = () =>
      withAdmin(adminUrl, async (c) => void (await c.query(`drop database if exists ${name} with (force)`)));
    return { database, drop };
  }
  if (!template.pgliteDump) throw new Error('La configuración global de pruebas no preparó la base');
  const blob = new Blob([readFileSync(template.pgliteDump)]);
  return { database: openDatabase({ kind: 'pglite', loadDataDir: blob, ...seen }), drop: async () => {} };
}

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  database: Database;
  factories: ReturnType<typeof createFactories>;
  close(): Promise<void>;
}

/**
 * The app against its own database. `beforeReady` may add routes (e.g. to exercise the guard)
 * before Fastify seals the instance.
 */
export async function createTestContext(
  beforeReady?: (app: FastifyInstance) => void,
  {
    statements,
    config,
    ...options
  }: Pick<BuildAppOptions, 'clock' | 'logger'> & {
    /** Sees every statement sent to the database (test/helpers/statements.ts). */
    statements?: Logger;
    /** Settings beside the tests' own (e.g. the server secret). */
    config?: Partial<BuildAppOptions['config']>;
  } = {},
): Promise<TestContext> {
  const { database, drop } = await openTestDatabase(statements);
  const app = await buildApp({ config: { ...testConfig, ...config }, database, ...options });
  beforeReady?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    factories: createFactories(database.db, app),
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}
