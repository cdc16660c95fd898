import type { Database } from '../client';
import { ensureFirstAdmin, type FirstAdmin } from './admin';
import { seedCatalogs } from './catalogs';
import { seedDemo } from './demo';
import { seedSecurity } from './security';

export interface SetupOptions {
  demoData: boolean;
  adminEmail: string;
  adminPassword: string | undefined;
}

/**
 * Start-up: migrations, catalogs, permissions and roles, demo data, then the first administrator,
 * under the setup lock: two servers starting together run it one after the other, and the second
 * finds everything in place (one administrator, one demo hotel).
 */
export async function setupDatabase(database: Database, options: SetupOptions): Promise<FirstAdmin | null> {
  return database.withSetupLock(async () => {
    await database.migrate();
    return database.db.transaction(async (tx) => {
      await seedCatalogs(tx);
      await seedSecurity(tx);
      const admin = await ensureFirstAdmin(tx, options.adminEmail, options.adminPassword);
      if (options.demoData) await seedDemo(tx);
      return admin;
    });
  });
}
