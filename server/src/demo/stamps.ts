import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * The demo's rows dated when they happened in the simulation. The database stamps `created_at`
 * with its own clock, so the months the demo lives in a minute would all carry today's instant:
 * the reports, the register history and the audit log read rows by that instant and would show
 * three months of charges and payments on one day. After each step of the simulated day, the rows
 * it wrote (every table with an integer `id` and a `created_at`, by id past the last mark) take
 * the step's simulated instant. Only the tables whose id sequence moved since the last step are
 * updated (a step writes to a handful of the ~80): one statement updating them all cost 15–20 ms
 * of CPU per step, 8 steps a day. Triggers are held while it writes (`session_replication_role`):
 * some tables refuse any update (the kardex), and this is no business change.
 *
 * Sessions are no history: the server listens while the demo lives, and a session opened then
 * (by staff trying the demo, or by the demo's own clerks) dated months back would be past its
 * maximum age at the next request, logging its user out.
 */
const NOT_HISTORY = new Set(['sesiones']);

export async function createStamps(db: Db) {
  const { rows } = await db.execute<{ tabla: string; secuencia: string | null }>(sql`
    select c.table_name as tabla, pg_get_serial_sequence(quote_ident(c.table_name), 'id') as secuencia
    from information_schema.columns c
    join information_schema.columns i
      on i.table_schema = c.table_schema and i.table_name = c.table_name and i.column_name = 'id'
      and i.data_type in ('integer', 'bigint')
    join information_schema.tables t
      on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
    where c.table_schema = 'public' and c.column_name = 'created_at' and c.data_type = 'timestamp with time zone'
    order by 1`);
  const tables = rows.filter((r) => /^[a-z_]+$/.test(r.tabla) && !NOT_HISTORY.has(r.tabla));
  const marks = new Map<string, number>();
  const maxIds = await db.execute<Record<string, number | null>>(
    sql.raw(`select ${tables.map(({ tabla: t }) => `(select max(id) from "${t}") as "${t}"`).join(', ')}`),
  );
  for (const { tabla: t } of tables) marks.set(t, Number(maxIds.rows[0]?.[t] ?? 0));
  /**
   * Each table's id sequence as last read: a step only updates the tables whose sequence moved
   * since (one catalog read instead of an update of every table). A table whose id has no
   * sequence is updated at every step.
   */
  const sequenceSeen = new Map<string, number>();
  const sequenced = tables.filter((t) => t.secuencia !== null);
  const readSequences = async (ex: Pick<Db, 'execute'>) => {
    if (sequenced.length === 0) return new Map<string, number>();
    const { rows: values } = await ex.execute<{ tabla: string; valor: string | null }>(
      sql`select t as tabla, pg_sequence_last_value(s::regclass)::text as valor
          from unnest(${`{${sequenced.map((t) => t.tabla).join(',')}}`}::text[],
                      ${`{${sequenced.map((t) => t.secuencia).join(',')}}`}::text[]) as x(t, s)`,
    );
    return new Map(values.map((v) => [v.tabla, Number(v.valor ?? 0)]));
  };
  for (const [t, value] of await readSequences(db)) sequenceSeen.set(t, value);

  return {
    /** Dates the rows written since the last call at `at`. */
    async stamp(at: Date): Promise<void> {
      if (tables.length === 0) return;
      const instant = at.toISOString();
      await db.transaction(async (tx) => {
        const now = await readSequences(tx);
        const moved = tables.filter(
          ({ tabla: t, secuencia }) => secuencia === null || (now.get(t) ?? 0) > (sequenceSeen.get(t) ?? 0),
        );
        for (const [t, value] of now) sequenceSeen.set(t, value);
        if (moved.length === 0) return;
        const updates = moved.map(
          ({ tabla: t }, i) =>
            `u${i} as (update "${t}" set created_at = '${instant}'::timestamptz where id > ${marks.get(t) ?? 0} returning id)`,
        );
        const latest = moved.map(({ tabla: t }, i) => `(select max(id) from u${i}) as "${t}"`);
        await tx.execute(sql`set local session_replication_role = replica`);
        const { rows: stamped } = await tx.execute<Record<string, number | null>>(
          sql.raw(`with ${updates.join(', ')} select ${latest.join(', ')}`),
        );
        for (const { tabla: t } of moved) {
          const id = stamped[0]?.[t];
          if (id !== null && id !== undefined) marks.set(t, Number(id));
        }
      });
    },
  };
}
