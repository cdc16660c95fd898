import { asc, count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import {
  cajaMovimientos,
  clientes,
  cuentas,
  facturas,
  habitaciones,
  hoteles,
  reservas,
  respaldosConfig,
  usuarios,
} from '../../db/schema';

/** The main tables whose row counts a backup's manifest lists (and a restore compares). */
const countedTables: Record<string, PgTable> = {
  hoteles,
  usuarios,
  habitaciones,
  clientes,
  reservas,
  cuentas,
  facturas,
  caja_movimientos: cajaMovimientos,
};

export type BackupSettingsRow = typeof respaldosConfig.$inferSelect;
const ONLY_ROW = eq(respaldosConfig.id, 1);

export function createBackupsRepository() {
  return {
    settings: async (ex: Executor): Promise<BackupSettingsRow> => {
      // The migration inserts the row; a database restored from before it gets it here.
      await ex.insert(respaldosConfig).values({ id: 1 }).onConflictDoNothing();
      const [row] = await ex.select().from(respaldosConfig).where(ONLY_ROW);
      if (!row) throw new Error('respaldos_config sin fila');
      return row;
    },
    save: async (ex: Executor, values: Partial<Omit<BackupSettingsRow, 'id' | 'updated_at'>>) => {
      await ex
        .update(respaldosConfig)
        .set({ ...values, updated_at: sql`now()` })
        .where(ONLY_ROW);
    },
    /** The instant drizzle recorded for the last migration it applied. */
    lastMigrationWhen: async (ex: Executor): Promise<number | null> => {
      const { rows } = await ex.execute<{ created_at: string }>(
        sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
      );
      return rows[0] ? Number(rows[0].created_at) : null;
    },
    hotelNames: async (ex: Executor) =>
      (await ex.select({ nombre: hoteles.nombre }).from(hoteles).orderBy(asc(hoteles.id))).map(
        (h) => h.nombre,
      ),
    counts: async (ex: Executor): Promise<Record<string, number>> => {
      const entries = await Promise.all(
        Object.entries(countedTables).map(async ([name, table]) => {
          const [row] = await ex.select({ n: count() }).from(table);
          return [name, row?.n ?? 0] as const;
        }),
      );
      return Object.fromEntries(entries);
    },
  };
}

export type BackupsRepository = ReturnType<typeof createBackupsRepository>;
