import type { SQL } from 'drizzle-orm';
import type { Tx } from '../db/client';
import type { StoreTable } from './crud-store';
import { isReferencedError } from './db-errors';

export type DeleteOutcome = 'eliminado' | 'desactivado';

/**
 * A record that other rows point at (a client with stays or invoices, an employee on a cleaning…)
 * is deactivated, never deleted. The database knows every reference: the delete is tried inside a
 * savepoint and a foreign-key refusal turns it into `estado = false`. Later tables extend the rule
 * just by referencing the record with a plain foreign key (no ON DELETE CASCADE).
 */
export async function deleteOrDeactivate(tx: Tx, table: StoreTable, where: SQL): Promise<DeleteOutcome> {
  try {
    await tx.transaction(async (savepoint) => {
      await savepoint.delete(table).where(where);
    });
    return 'eliminado';
  } catch (error) {
    if (!isReferencedError(error)) throw error;
    await tx
      .update(table)
      .set({ estado: false } as never)
      .where(where);
    return 'desactivado';
  }
}
