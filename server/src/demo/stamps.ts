import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * The demo's rows dated when they happened in the simulation. The database stamps `created_at`
 * with its own clock, so the months the demo lives in a minute would all carry today's instant:
 * the reports, the register history and the audit log read rows by that instant and would show
 * three months of charges and payments on one day. After each step of the simulated day, the rows
 * it wrote (every table with an integer `id` and a `created_at`, by id past the last mark) take
 * the step's simulated instant. Triggers are held while it writes (`session_replication_role`):
 * some tables refuse any update (the kardex), and this is no business change.
 *
 * Sessions are no history: the server listens while the demo lives, and a session opened then
 * (by staff trying the demo, or by the demo's own clerks) dated months back would be past its
 * maximum age at the next request, logging its user out.
 */
const NOT_HISTORY = new Set(['sesiones']);

export async function createStamps(db: Db) {
  const { rows } = await db.execute<{ tabla: string }>(sql`
    select c.table_name as tabla
    from information_schema.columns c
    join information_schema.columns i
      on i.table_schema = c.table_schema and i.table_name = c.table_name and i.column_name = 'id'
      and i.data_type in ('integer', 'bigint')
    join information_schema.tables t
      on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
    where c.table_schema = 'public' and c.column_name = 'created_at' and c.data_type = 'timestamp with time zone'
    order by 1`);
  const tables = rows.map((r) => r.tabla).filter((t) => /^[a-z_]+$/.test(t) && !NOT_HISTORY.has(t));
  const marks = new Map<string, number>();
  const maxIds = await db.execute<Record<string, number | null>>(
    sql.raw(`select ${tables.map((t) => `(select max(id) from "${t}") as "${t}"`).join(', ')}`),
  );
  for (const t of tables) marks.set(t, Number(maxIds.rows[0]?.[t] ?? 0));

  return {
    /** Dates the rows written since the last call at `at`. */
    async stamp(at: Date): Promise<void> {
      if (tables.length === 0) return;
      const instant = at.toISOString();
      const updates = tables.map(
        (t, i) =>
          `u${i} as (update "${t}" set created_at = '${instant}'::timestamptz where id > ${marks.get(t) ?? 0} returning id)`,
      );
      const latest = tables.map((t, i) => `(select max(id) from u${i}) as "${t}"`);
      await db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        const { rows: moved } = await tx.execute<Record<string, number | null>>(
          sql.raw(`with ${updates.join(', ')} select ${latest.join(', ')}`),
        );
        for (const t of tables) {
          const id = moved[0]?.[t];
          if (id !== null && id !== undefined) marks.set(t, Number(id));
        }
      });
    },
  };
}
