import { type SQL, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { isReferencedError } from '../db-errors';
import type { CrudTable } from './crud-table';

export type DeleteOutcome = 'eliminado' | 'desactivado';

/**
 * The one way a record leaves: a record that other rows point at (a client with stays, a
 * register with shifts, a user with sessions or audit entries…) is deactivated, never deleted.
 * The database knows every reference: the delete is tried in a savepoint and a foreign-key
 * refusal turns it into `estado = false`. Later tables extend the rule just by referencing the
 * record with a plain foreign key (never ON DELETE CASCADE).
 */
export async function deleteOrDeactivate(
  tx: Tx,
  table: CrudTable,
  where: SQL | undefined,
): Promise<DeleteOutcome> {
  try {
    await tx.transaction(async (savepoint) => {
      await savepoint.delete(table).where(where);
    });
    return 'eliminado';
  } catch (error) {
    if (!isReferencedError(error)) throw error;
    const set = { estado: false, updated_at: sql`now()` } as PgUpdateSetSource<CrudTable>;
    await tx.update(table).set(set).where(where);
    return 'desactivado';
  }
}
