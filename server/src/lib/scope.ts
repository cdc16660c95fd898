import { type Column, getTableName, type SQL, sql } from 'drizzle-orm';
import { usuarioHoteles } from '../db/schema';
import type { Caller } from './caller';

/**
 * The hotels an administration screen shows a caller: every hotel for a root role, else the
 * hotels assigned to the caller — inactive ones included, so they can be found and reactivated.
 */
export function hotelVisibleTo(caller: Caller, hotelId: Column): SQL {
  if (caller.isRoot) return sql`true`;
  return sql`exists (select 1 from ${usuarioHoteles} uh where uh.usuario_id = ${caller.userId}
    and uh.hotel_id = ${qualified(hotelId)})`;
}

/**
 * A column with its table's name, for correlated subqueries: drizzle leaves columns unqualified in
 * single-table queries, where a bare `"id"` would bind to the subquery's own table.
 */
export const qualified = (column: Column): SQL =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/** An int[] parameter for `= any(...)`. */
export const intArray = (ids: readonly number[]) => sql`${sql.param([...ids])}::int[]`;
