import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client';
import { hoteles, roles, usuarios } from '../src/db/schema';
import { setupDatabase } from '../src/db/seed';
import { baseRoles } from '../src/db/seed/security';
import { databaseUrl, withAdmin } from './template';

const options = { demoData: true, adminEmail: 'jefe@hotel.co', adminPassword: 'Clave-inicial-1' };

/**
 * Two servers starting at once on one new database: both setups succeed and seed once. On
 * PostgreSQL (DATABASE_URL) the two are separate connection pools on a database that has not
 * been migrated yet, the race of two processes; on PGlite one process holds the folder, so the
 * two setups share its single connection.
 */
async function freshDatabases(): Promise<{ databases: Database[]; drop: () => Promise<void> }> {
  const postgres = inject('template').postgres;
  if (!postgres) {
    const database = openDatabase({ kind: 'pglite' });
    return { databases: [database, database], drop: () => database.close() };
  }
  const name = `posada_setup_${randomBytes(4).toString('hex')}`;
  await withAdmin(postgres.adminUrl, (c) => c.query(`create database ${name}`));
  const url = databaseUrl(postgres.adminUrl, name);
  const databases = [1, 2].map(() => openDatabase({ kind: 'postgres', url, poolSize: 3 }));
  return {
    databases,
    drop: async () => {
      await Promise.all(databases.map((d) => d.close()));
      await withAdmin(postgres.adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
}

describe('start-up setup under the setup lock', () => {
  it('runs two concurrent setups one after the other: both succeed, data seeded once', async () => {
    const { databases, drop } = await freshDatabases();
    try {
      const results = await Promise.allSettled(databases.map((d) => setupDatabase(d, options)));
      expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual(['ok', 'ok']);
      const admins = results.map((r) => (r.status === 'fulfilled' ? r.value?.email : null));
      expect(admins.filter(Boolean)).toEqual(['jefe@hotel.co']);
      const db = (databases[0] as Database).db;
      const [users] = await db.select({ n: count() }).from(usuarios);
      const [hotels] = await db.select({ n: count() }).from(hoteles);
      const [roleCount] = await db.select({ n: count() }).from(roles);
      // The first administrator plus the demo users, the demo hotel, and the six base roles.
      expect({ hotels: hotels?.n, roles: roleCount?.n }).toEqual({ hotels: 1, roles: baseRoles.length + 1 });
      expect(users?.n).toBeGreaterThan(1);
      const again = await setupDatabase(databases[1] as Database, options);
      expect(again).toBeNull();
      const [usersAfter] = await db.select({ n: count() }).from(usuarios);
      expect(usersAfter?.n).toBe(users?.n);
    } finally {
      await drop();
    }
  });
});
