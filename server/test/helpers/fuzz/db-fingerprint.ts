import { sql } from 'drizzle-orm';
import type { Db } from '../../../src/db/client';

/**
 * Columns that reads may move: the session's idle clock is pushed forward by any authenticated
 * call (at most once a minute), which is not a change of data.
 */
const volatileColumns: Record<string, string[]> = { sesiones: ['last_seen_at'] };

/** Row count and a hash of the rows of every table: equal fingerprints, unchanged data. */
export async function fingerprint(db: Db): Promise<Record<string, string>> {
  const tables = await db.execute<{ schema: string; name: string }>(sql`
    select table_schema as schema, table_name as name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
    order by 1, 2`);
  const result: Record<string, string> = {};
  for (const { schema, name } of tables.rows) {
    const columns = await db.execute<{ name: string }>(sql`
      select column_name as name from information_schema.columns
      where table_schema = ${schema} and table_name = ${name} order by ordinal_position`);
    const kept = columns.rows
      .map((c) => c.name)
      .filter((c) => !volatileColumns[name]?.includes(c))
      .map((c) => `"${c}"`)
      .join(', ');
    const rows = await db.execute<{ n: number; h: string }>(
      sql.raw(`select count(*)::int as n, md5(coalesce(string_agg(md5(t::text), '' order by md5(t::text)), '')) as h
               from (select ${kept} from "${schema}"."${name}") t`),
    );
    const row = rows.rows[0];
    result[`${schema}.${name}`] = `${row?.n}:${row?.h}`;
  }
  return result;
}
