import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/** Both drivers answer raw queries with `{ rows }`. */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** A client's name: the company's, or the person's names and surnames. */
export const clientName = (alias: string) =>
  sql.raw(`coalesce(${alias}.razon_social, trim(concat_ws(' ', ${alias}.nombres, ${alias}.apellidos)))`);

/** A timestamp as ISO text, as JSON writes it. */
export const iso = (expr: string) => sql.raw(`to_json(${expr}) #>> '{}'`);

/** A timestamp column as ISO text, as JSON writes it (`iso` for a column reference). */
export const isoOf = (column: SQLWrapper) => sql<string>`to_json(${column}) #>> '{}'`;

/** A list of ids for `in (…)`. */
export const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * Ids as a PostgreSQL array literal (`{1,2,3}`), one text parameter whatever the count: both
 * drivers pass a string through as it is, to be cast (`::int[]`) in the statement.
 */
export const intArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

/**
 * ` and <column> = any(<ids>)`, one array parameter whatever the count; nothing without `ids`
 * (a query read whole, or limited to some rooms or types).
 */
export const andAmong = (column: string, ids: number[] | undefined): SQL =>
  ids ? sql` and ${sql.raw(column)} = any(${intArray(ids)}::int[])` : sql``;
