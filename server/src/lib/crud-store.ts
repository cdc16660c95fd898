import type { TPageQuery } from '@posada/contracts';
import { and, count, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor, Tx } from '../db/client';
import { type Actor, recordAudit } from '../modules/audit/audit.repository';
import { pgConstraint, pgErrorCode } from './db-errors';
import { deleteOrDeactivate } from './delete-or-deactivate';
import { ConflictError, NotFoundError } from './errors';
import { paginate } from './list-query';
import type { Page } from './paging';

/** A table the store can list, create, update and deactivate: `id`, `estado`, maybe `hotel_id`. */
export type StoreTable = PgTable & { id: PgColumn; estado: PgColumn; hotel_id?: PgColumn };

export interface CrudStoreSpec {
  table: StoreTable;
  /** The name written to the audit log (the table's name). */
  entity: string;
  notFound: string;
  /** The answer's fields: columns, or subqueries for names of related rows. */
  fields: Record<string, PgColumn | SQL>;
  orderBy: (PgColumn | SQL)[];
  search?: (term: string) => SQL | undefined;
  /** Rows belong to one hotel: every query is limited to the hotel of the request. */
  scoped: boolean;
  /** Unique constraints answered as a conflict on a field of the form. */
  uniques?: Record<string, { field: string; message: string }>;
  /** Completes each row read with what SQL does not compute (e.g. a warning text). */
  complete?: (row: Record<string, unknown>) => Record<string, unknown>;
}

export interface ListOptions extends Pick<TPageQuery, 'page' | 'per_page' | 'search'> {
  estado?: boolean | undefined;
}

/**
 * The list-and-form operations every administration table shares, so each module writes only its
 * fields and rules. Changes run in the caller's transaction and write the audit log there.
 * `hotelId` is the hotel of the request; it is ignored for the national catalogs (not scoped).
 */
export function createCrudStore<TItem extends { id: number; estado: boolean }>(spec: CrudStoreSpec) {
  const { table } = spec;
  const inHotel = (hotelId: number | null): SQL | undefined =>
    spec.scoped && table.hotel_id ? eq(table.hotel_id, hotelId ?? 0) : undefined;
  const byId = (hotelId: number | null, id: number) => and(eq(table.id, id), inHotel(hotelId));
  const complete = (row: Record<string, unknown>) =>
    (spec.complete ? spec.complete(row) : row) as unknown as TItem;

  async function read(db: Executor, hotelId: number | null, id: number, lock = false): Promise<TItem> {
    const query = db
      .select(spec.fields)
      .from(table as PgTable)
      .where(byId(hotelId, id));
    const [row] = await (lock ? query.for('update') : query);
    if (!row) throw new NotFoundError(spec.notFound);
    return complete(row);
  }

  /** Runs a write; a unique violation the spec knows becomes a 409 with the field's message. */
  async function guarded<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      const known = pgErrorCode(error) === '23505' ? spec.uniques?.[pgConstraint(error) ?? ''] : undefined;
      if (known) throw new ConflictError(known.message, { [known.field]: [known.message] });
      throw error;
    }
  }

  return {
    async list(db: Executor, hotelId: number | null, q: ListOptions, extra?: SQL): Promise<Page<TItem>> {
      const where = and(
        inHotel(hotelId),
        q.search ? spec.search?.(q.search) : undefined,
        q.estado === undefined ? undefined : eq(table.estado, q.estado),
        extra,
      );
      return paginate(q, {
        rows: async (limit, offset) =>
          (
            await db
              .select(spec.fields)
              .from(table as PgTable)
              .where(where)
              .orderBy(...spec.orderBy)
              .limit(limit)
              .offset(offset)
          ).map(complete),
        total: () =>
          db
            .select({ total: count() })
            .from(table as PgTable)
            .where(where),
      });
    },

    find: (db: Executor, hotelId: number | null, id: number) => read(db, hotelId, id),

    async create(tx: Tx, actor: Actor, values: Record<string, unknown>): Promise<TItem> {
      const row = { ...values, ...(spec.scoped ? { hotel_id: actor.hotelId } : {}) };
      const [created] = await guarded(() =>
        tx
          .insert(table)
          .values(row as never)
          .returning({ id: table.id }),
      );
      const item = await read(tx, actor.hotelId, (created as { id: number }).id);
      await recordAudit(tx, actor, {
        accion: 'crear',
        entidad: spec.entity,
        entidad_id: item.id,
        despues: item,
      });
      return item;
    },

    async update(tx: Tx, actor: Actor, id: number, values: Record<string, unknown>): Promise<TItem> {
      const before = await read(tx, actor.hotelId, id, true);
      await guarded(() =>
        tx
          .update(table)
          .set(values as never)
          .where(byId(actor.hotelId, id)),
      );
      const after = await read(tx, actor.hotelId, id);
      const accion = before.estado && !after.estado ? 'desactivar' : 'actualizar';
      await recordAudit(tx, actor, {
        accion,
        entidad: spec.entity,
        entidad_id: id,
        antes: before,
        despues: after,
      });
      return after;
    },

    /** Deletes the row, or deactivates it when other rows still refer to it. */
    async remove(tx: Tx, actor: Actor, id: number) {
      const before = await read(tx, actor.hotelId, id, true);
      const outcome = await deleteOrDeactivate(tx, table, byId(actor.hotelId, id) as SQL);
      await recordAudit(tx, actor, {
        accion: outcome === 'eliminado' ? 'eliminar' : 'desactivar',
        entidad: spec.entity,
        entidad_id: id,
        antes: before,
      });
      return outcome;
    },
  };
}

export type CrudStore<TItem extends { id: number; estado: boolean }> = ReturnType<
  typeof createCrudStore<TItem>
>;
