import type { TPageQuery } from '@posada/contracts';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Executor, Tx } from '../../db/client';
import { paginate } from '../list-query';
import type { Page } from '../paging';
import type { CrudTable } from './crud-table';
import { type DeleteOutcome, deleteOrDeactivate } from './delete-or-deactivate';

export type { CrudTable } from './crud-table';

/** What the answer of a record is made of: columns, or subqueries for names of related rows. */
export type CrudFields = Record<string, PgColumn | SQL>;

/** One row as `fields` reads it, typed by Drizzle from the columns and the SQL's declared types. */
export type CrudRow<TFields extends CrudFields> = SelectResultFields<TFields>;

/** The values of an insert, less `hotel_id`: the repository adds the request's hotel itself. */
export type CrudValues<TTable extends CrudTable> = Omit<PgInsertValue<TTable>, 'hotel_id'>;

export interface CrudListQuery<TFilters = never> extends Pick<TPageQuery, 'page' | 'per_page' | 'search'> {
  estado?: boolean | undefined;
  /** The list's own filters beyond search and estado (a room's floor, a rate's type…). */
  filters?: TFilters | undefined;
}

/** The hotel a query is limited to; `null` for the national catalogs (not per hotel). */
export type Scope = number | null;

export interface CrudRepositorySpec<TTable extends CrudTable, TFields extends CrudFields, TFilters> {
  table: TTable;
  fields: TFields;
  orderBy: (PgColumn | SQL)[];
  search?: (term: string) => SQL | undefined;
  filter?: (filters: TFilters) => SQL | undefined;
  /** Rows belong to one hotel: every query is limited to the hotel of the request. */
  scoped: boolean;
}

/**
 * The queries every administration table shares: a page in SQL, one row (locked or not), insert,
 * update (which stamps `updated_at`) and delete-or-deactivate. Typed from the Drizzle table and
 * the fields, so a service that promises the contract's record cannot leave a field out.
 * Every method takes the executor first: the database, or the caller's transaction.
 */
export function createCrudRepository<TTable extends CrudTable, TFields extends CrudFields, TFilters = never>(
  spec: CrudRepositorySpec<TTable, TFields, TFilters>,
) {
  type Row = CrudRow<TFields>;
  const { table, fields } = spec;
  const inScope = (hotelId: Scope): SQL | undefined =>
    spec.scoped && table.hotel_id ? eq(table.hotel_id, hotelId ?? 0) : undefined;
  const byId = (hotelId: Scope, id: number) => and(eq(table.id, id), inScope(hotelId));
  // Drizzle types a select from generic fields loosely; the rows are what `CrudRow` computes.
  const select = (ex: Executor) => ex.select(fields as CrudFields).from(table as PgTable);

  return {
    scoped: spec.scoped,

    list(ex: Executor, hotelId: Scope, q: CrudListQuery<TFilters>): Promise<Page<Row>> {
      const where = and(
        inScope(hotelId),
        q.search ? spec.search?.(q.search) : undefined,
        q.estado === undefined ? undefined : eq(table.estado, q.estado),
        q.filters === undefined ? undefined : spec.filter?.(q.filters),
      );
      return paginate(q, {
        rows: async (limit, offset) =>
          (await select(ex)
            .where(where)
            .orderBy(...spec.orderBy)
            .limit(limit)
            .offset(offset)) as Row[],
        total: () =>
          ex
            .select({ total: count() })
            .from(table as PgTable)
            .where(where),
      });
    },

    /** One row of the hotel (any hotel's id answers nothing); `lock` holds it to the transaction's end. */
    async find(ex: Executor, hotelId: Scope, id: number, lock = false): Promise<Row | undefined> {
      const query = select(ex).where(byId(hotelId, id));
      const [row] = await (lock ? query.for('update') : query);
      return row as Row | undefined;
    },

    async insert(ex: Executor, hotelId: Scope, values: CrudValues<TTable>): Promise<number> {
      // The one widening of the block: `hotel_id` joins the typed values of the table.
      const row = (spec.scoped ? { ...values, hotel_id: hotelId } : values) as PgInsertValue<TTable>;
      const [created] = await ex.insert(table).values(row).returning({ id: table.id });
      if (!created) throw new Error(`No se insertó la fila en ${spec.table._.name}`);
      return created.id as number;
    },

    async update(
      ex: Executor,
      hotelId: Scope,
      id: number,
      values: Partial<CrudValues<TTable>>,
    ): Promise<void> {
      const set = { ...values, updated_at: sql`now()` } as PgUpdateSetSource<TTable>;
      await ex.update(table).set(set).where(byId(hotelId, id));
    },

    /** Deletes the record, or deactivates it when other rows still refer to it. */
    deleteOrDeactivate: (tx: Tx, hotelId: Scope, id: number): Promise<DeleteOutcome> =>
      deleteOrDeactivate(tx, table, byId(hotelId, id)),
  };
}

export type CrudRepository<
  TTable extends CrudTable,
  TFields extends CrudFields,
  TFilters = never,
> = ReturnType<typeof createCrudRepository<TTable, TFields, TFilters>>;
