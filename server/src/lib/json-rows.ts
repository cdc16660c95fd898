import { type Column, getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

const isJson = (column: Column) => column.columnType === 'PgJsonb' || column.columnType === 'PgJson';

/**
 * Many rows as one jsonb parameter, for `insert … select <values> from <source>`: a document's
 * fifty lines are one short parameter instead of hundreds, and building the statement costs the
 * same whatever the row count (a multi-row `values` is built and bound value by value). The rows
 * are the table's insert shape (the schema's keys); every row must carry the same columns, since a
 * column left out is null here, not its default.
 */
export function jsonRows<T extends PgTable>(table: T, rows: Partial<T['$inferInsert']>[]) {
  const columns = getTableColumns(table) as Record<string, Column>;
  const keys = Object.keys(columns).filter((key) =>
    rows.some((row) => (row as Record<string, unknown>)[key] !== undefined),
  );
  const payload = rows.map((row) =>
    Object.fromEntries(
      keys.map((key) => {
        const column = columns[key] as Column;
        const value = (row as Record<string, unknown>)[key];
        if (value === undefined && column.hasDefault)
          throw new Error(`jsonRows: la columna ${column.name} falta en una fila`);
        if (value === undefined || value === null) return [column.name, null];
        return [column.name, isJson(column) ? value : column.mapToDriverValue(value)];
      }),
    ),
  );
  // The schema's own column names, quoted once as raw text: one chunk each list instead of one per
  // column (Drizzle walks every chunk again when it builds the statement).
  const names = keys.map((key) => `"${(columns[key] as Column).name.replaceAll('"', '""')}"`);
  return {
    /** `(a, b, …)` of the insert. */
    columns: sql.raw(names.join(', ')),
    /** `x.a, x.b, …` to select from `source`. */
    values: sql.raw(names.map((name) => `x.${name}`).join(', ')),
    /** The rows as a record set aliased `x`, numbered in the order given (`x.ordinality`). */
    source: sql`jsonb_populate_recordset(null::${table}, ${JSON.stringify(payload)}::jsonb) with ordinality x`,
    /** `order by` the order given: an insert that must write its rows in that order selects with it. */
    inOrder: sql`order by x.ordinality`,
  };
}

export type JsonRows = ReturnType<typeof jsonRows>;
