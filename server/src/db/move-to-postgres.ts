import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Db, openDatabase } from './client';
import { acquireFolderLock } from './data-folder-lock';

/** A move that cannot start or did not finish: its message is for the hotel's IT person. */
export class MoveError extends Error {}

/** One table as both databases hold it after the move: its rows and each money column's sum. */
export interface MovedTable {
  tabla: string;
  filas: number;
  /** Every numeric column's sum, as PostgreSQL prints it (exact). */
  totales: Record<string, string>;
}

export interface MoveResult {
  tablas: MovedTable[];
  secuencias: number;
}

/** Rows read from the embedded database and written to the server per statement. */
const BATCH = 2_000;

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

interface TableShape {
  name: string;
  /** Columns that take a value (generated ones are computed again by the server). */
  columns: string[];
  numeric: string[];
}

async function tableShapes(db: Db): Promise<TableShape[]> {
  const { rows } = await db.execute<{ tabla: string; columna: string; numerica: boolean }>(sql`
    select c.relname as tabla, a.attname as columna, a.atttypid = 'numeric'::regtype as numerica
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    where n.nspname = 'public' and c.relkind = 'r' and a.attgenerated = ''
    order by c.relname, a.attnum`);
  const tables = new Map<string, TableShape>();
  for (const { tabla, columna, numerica } of rows) {
    const table = tables.get(tabla) ?? { name: tabla, columns: [], numeric: [] };
    table.columns.push(columna);
    if (numerica) table.numeric.push(columna);
    tables.set(tabla, table);
  }
  return [...tables.values()];
}

/** What a table holds, to compare both sides: rows and the exact sum of each numeric column. */
const summaryQuery = (t: TableShape) =>
  `select count(*)::int as filas${t.numeric.map((c) => `, coalesce(sum(${quote(c)}), 0)::text as ${quote(c)}`).join('')} from public.${quote(t.name)}`;

function summaryOf(t: TableShape, row: Record<string, unknown>): MovedTable {
  return {
    tabla: t.name,
    filas: Number(row.filas),
    totales: Object.fromEntries(t.numeric.map((c) => [c, String(row[c])])),
  };
}

/**
 * The target must hold nothing of value: no table at all, or only the schema of a Posada whose
 * migrations ran without a hotel in it (what an earlier move that failed leaves).
 */
async function refuseNonEmpty(target: pg.Client, url: string): Promise<void> {
  const { rows } = await target.query<{ nombre: string }>(`
    select n.nspname || '.' || c.relname as nombre
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'p', 'v', 'm')
      and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_%'
    order by 1`);
  if (rows.length === 0) return;
  const names = new Set(rows.map((r) => r.nombre));
  if (names.has('public.hoteles') && names.has('drizzle.__drizzle_migrations')) {
    const { rows: hotels } = await target.query<{ n: number }>(
      'select (select count(*) from public.hoteles)::int + (select count(*) from public.usuarios)::int as n',
    );
    if (hotels[0]?.n === 0) return;
  }
  const some = [...names].slice(0, 5).join(', ');
  throw new MoveError(
    `La base de datos destino ${redact(url)} no está vacía (${rows.length} tablas: ${some}${rows.length > 5 ? ', …' : ''}). ` +
      'Indique una base de datos nueva y vacía (createdb): Posada no mezcla sus datos con otros.',
  );
}

/** The connection string without its password, for messages. */
export function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '****';
    return u.toString();
  } catch {
    return 'indicada';
  }
}

/**
 * Copies every row of the source into the migrated target in one transaction: the target's rows
 * that its migrations seeded are replaced, triggers and foreign keys are held for the copy
 * (`session_replication_role = replica`: the rows come from a consistent database, and the
 * triggers' derived rows come with them), and every sequence takes the source's position.
 */
async function copyRows(source: Db, target: pg.Client, tables: TableShape[]): Promise<number> {
  let sequences = 0;
  await target.query('begin');
  try {
    try {
      await target.query('set local session_replication_role = replica');
    } catch (err) {
      throw new MoveError(
        `El usuario de la base destino no puede copiar con los disparadores detenidos (${(err as Error).message}). ` +
          'Use un superusuario o, en PostgreSQL 15 o posterior, GRANT SET ON PARAMETER session_replication_role TO <usuario>.',
      );
    }
    await target.query(`truncate table ${tables.map((t) => `public.${quote(t.name)}`).join(', ')}`);
    for (const table of tables) {
      const columns = table.columns.map(quote).join(', ');
      // Pages by physical position (a TID range scan): the folder is locked, nothing moves.
      let after = '(0,0)';
      for (;;) {
        const { rows } = await source.execute<{ filas: string | null; ultimo: string | null }>(
          sql.raw(
            `select json_agg(x)::text as filas, max(x._pos)::text as ultimo from (select ctid as _pos, ${columns} ` +
              `from public.${quote(table.name)} where ctid > '${after}'::tid order by ctid limit ${BATCH}) x`,
          ),
        );
        const batch = rows[0];
        if (!batch?.filas || !batch.ultimo) break;
        await target.query(
          `insert into public.${quote(table.name)} (${columns}) overriding system value ` +
            `select ${columns} from json_populate_recordset(null::public.${quote(table.name)}, $1::json)`,
          [batch.filas],
        );
        after = batch.ultimo;
      }
    }
    const { rows: seqs } = await source.execute<{
      nombre: string;
      ultimo: string | null;
      inicio: string;
    }>(sql`
      select sequencename as nombre, last_value::text as ultimo, start_value::text as inicio
      from pg_sequences where schemaname = 'public'`);
    for (const s of seqs) {
      await target.query('select setval($1::regclass, $2::bigint, $3)', [
        `public.${quote(s.nombre)}`,
        s.ultimo ?? s.inicio,
        s.ultimo !== null,
      ]);
    }
    sequences = seqs.length;
    await target.query('commit');
  } catch (err) {
    await target.query('rollback').catch(() => undefined);
    throw err;
  }
  return sequences;
}

/**
 * `npm run move-to-postgres -- postgres://…` (the server stopped): the embedded database of
 * `dataDir`, brought to this version's migrations, is copied into an empty PostgreSQL database
 * migrated by the same migrations; then each table's rows and money totals are compared on both
 * sides. The embedded folder is left as it was (the hotel can go back to it).
 */
export async function moveToPostgres(
  dataDir: string,
  targetUrl: string,
  warn: (message: string) => void,
): Promise<MoveResult> {
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    throw new MoveError(
      `No hay una base de datos de Posada en ${dataDir} (indique su carpeta con --data-dir).`,
    );
  }
  const target = new pg.Client({ connectionString: targetUrl });
  try {
    await target.connect();
  } catch (err) {
    throw new MoveError(`No se pudo conectar a ${redact(targetUrl)}: ${(err as Error).message}`);
  }
  // Refuses while a server holds the folder.
  const release = acquireFolderLock(dataDir, warn);
  const source = openDatabase({ kind: 'pglite', dataDir });
  try {
    await refuseNonEmpty(target, targetUrl);
    await source.migrate();
    const migrated = openDatabase({ kind: 'postgres', url: targetUrl, poolSize: 1 });
    try {
      await migrated.migrate();
    } finally {
      await migrated.close();
    }
    const tables = await tableShapes(source.db);
    const secuencias = await copyRows(source.db, target, tables);

    const tablas: MovedTable[] = [];
    const differing: string[] = [];
    for (const table of tables) {
      const query = summaryQuery(table);
      const { rows: mine } = await source.db.execute<Record<string, unknown>>(sql.raw(query));
      const { rows: theirs } = await target.query<Record<string, unknown>>(query);
      const before = summaryOf(table, mine[0] ?? {});
      const after = summaryOf(table, theirs[0] ?? {});
      if (JSON.stringify(before) !== JSON.stringify(after)) differing.push(table.name);
      tablas.push(after);
    }
    if (differing.length > 0) {
      throw new MoveError(
        `Las tablas ${differing.join(', ')} no quedaron iguales en ${redact(targetUrl)}; no use esa base.`,
      );
    }
    return { tablas, secuencias };
  } finally {
    await source.close().catch(() => undefined);
    await target.end().catch(() => undefined);
    release();
  }
}
