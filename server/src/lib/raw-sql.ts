import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';

/** A raw query's row that does not have the shape its schema says: a bug, answered as a 500. */
export class RowShapeError extends Error {
  override name = 'RowShapeError';
}

/**
 * The rows of a raw query (both drivers answer `{ rows }`), each parsed by `schema`: a column
 * renamed or gone fails here, naming the query and the field, instead of travelling as
 * `undefined`. The schema is built once beside its query (module level), never per call.
 */
export function parsedRows<S extends z.ZodType>(query: string, schema: S, result: unknown): z.output<S>[] {
  const rows = (result as { rows?: unknown }).rows;
  if (!Array.isArray(rows)) throw new RowShapeError(`La consulta «${query}» no devolvió filas`);
  const parsed: z.output<S>[] = new Array(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const row = schema.safeParse(rows[i]);
    if (!row.success) {
      const issue = row.error.issues[0];
      const field = issue?.path.length ? issue.path.join('.') : '(fila)';
      throw new RowShapeError(
        `La fila ${i + 1} de «${query}» no tiene la forma esperada: ${field}: ${issue?.message}`,
      );
    }
    parsed[i] = row.data;
  }
  return parsed;
}

/**
 * A `bigint` column (an uncast `count(*)`, a `bigserial`): node-postgres answers it as text,
 * PGlite as a number; read as a number either way. The other columns answer the same on both
 * drivers: `int2`/`int4`/`float8` numbers, `numeric`, dates and timestamps text (Drizzle's
 * parsers; money stays text), `bool` booleans, json its value (its bigints are JSON numbers).
 */
export const bigintNumber = z.union([
  z.number().int(),
  z
    .string()
    .regex(/^-?\d+$/)
    .transform(Number),
]);

/** A client's name: the company's, or the person's names and surnames. */
export const clientName = (c: { razon_social: PgColumn; nombres: PgColumn; apellidos: PgColumn }) =>
  sql<string>`coalesce(${c.razon_social}, trim(concat_ws(' ', ${c.nombres}, ${c.apellidos})))`;

/** A timestamp column as ISO text, as JSON writes it. */
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
export const andAmong = (column: SQLWrapper, ids: number[] | undefined): SQL =>
  ids ? sql` and ${column} = any(${intArray(ids)}::int[])` : sql``;
