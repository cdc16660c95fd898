import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { seedCatalogs } from '../src/db/seed/catalogs';
import { seedSecurity } from '../src/db/seed/security';
import { serverRoot } from '../src/paths';
import { databaseUrl, type TestTemplate, withAdmin } from './template';

/**
 * Migrates and seeds one database once per run; every test file starts from a copy of it
 * (a PGlite dump, or `CREATE DATABASE … TEMPLATE` on PostgreSQL when DATABASE_URL is set).
 */
export default async function setup(project: TestProject) {
  const template: TestTemplate = {};
  const adminUrl = process.env.DATABASE_URL;
  let teardown = async () => {};

  if (adminUrl) {
    const name = `posada_tmpl_${process.pid}`;
    await withAdmin(adminUrl, async (c) => {
      await c.query(`drop database if exists ${name}`);
      await c.query(`create database ${name}`);
    });
    const database = openDatabase({ kind: 'postgres', url: databaseUrl(adminUrl, name), poolSize: 2 });
    await database.migrate();
    await seedCatalogs(database.db);
    await seedSecurity(database.db);
    await database.close();
    template.postgres = { adminUrl, template: name };
    teardown = () =>
      withAdmin(adminUrl, async (c) => void (await c.query(`drop database if exists ${name}`)));
  } else {
    const database = openDatabase({ kind: 'pglite' });
    await database.migrate();
    await seedCatalogs(database.db);
    await seedSecurity(database.db);
    const client = (database.db as unknown as { $client: { dumpDataDir(c: string): Promise<Blob> } }).$client;
    const dump = await client.dumpDataDir('gzip');
    await database.close();
    const dir = path.join(serverRoot, '..', '.tmp');
    mkdirSync(dir, { recursive: true });
    template.pgliteDump = path.join(dir, `pglite-template-${process.pid}.tar.gz`);
    writeFileSync(template.pgliteDump, Buffer.from(await dump.arrayBuffer()));
  }

  project.provide('template', template);
  return teardown;
}
