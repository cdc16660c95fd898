import type { Db, Tx } from '../../db/client';
import type { AuditLog } from '../audit';
import type { Actor } from '../caller';
import { pgConstraint, pgErrorCode } from '../db-errors';
import { ConflictError, NotFoundError } from '../errors';
import type { Page } from '../paging';
import type { CrudListQuery, Scope } from './crud-repository';
import type { DeleteOutcome } from './delete-or-deactivate';

/** The part of a crud repository the service uses (a fake in unit tests implements just this). */
export interface CrudStore<TRow, TValues, TFilters = never> {
  list(ex: Db | Tx, hotelId: Scope, q: CrudListQuery<TFilters>): Promise<Page<TRow>>;
  find(ex: Db | Tx, hotelId: Scope, id: number, lock?: boolean): Promise<TRow | undefined>;
  insert(ex: Db | Tx, hotelId: Scope, values: TValues): Promise<number>;
  update(ex: Db | Tx, hotelId: Scope, id: number, values: Partial<TValues>): Promise<void>;
  deleteOrDeactivate(tx: Tx, hotelId: Scope, id: number): Promise<DeleteOutcome>;
}

/** Where a change happens: the hotel of the request (null for national catalogs) and the record. */
export interface ChangeContext {
  hotelId: Scope;
  /** The record being updated; undefined on create. */
  id?: number;
}

export interface CrudServiceSpec<TRow, TValues, TItem, TBody, TFilters> {
  db: Db;
  repo: CrudStore<TRow, TValues, TFilters>;
  audit: AuditLog;
  /** The name written to the audit log (the table's name). */
  entity: string;
  notFound: string;
  /**
   * The answer of rows read (a batch, so lookups are one query, never one per row). `ex` is the
   * executor the rows were read with: inside a change, its transaction.
   */
  present: (rows: TRow[], context: { ex: Db | Tx; hotelId: Scope }) => TItem[] | Promise<TItem[]>;
  /** The module's rules before a create or an update; answers the values to store. */
  prepare: (tx: Tx, context: ChangeContext, body: TBody) => Promise<TValues>;
  /**
   * What the record keeps beside its row (a product's taxes), written after the row and before it
   * is read back for the answer and the audit.
   */
  afterWrite?: (tx: Tx, context: ChangeContext & { id: number }, body: TBody) => Promise<void>;
  /** A rule checked, with the record locked, before a delete (e.g. an occupied room stays). */
  beforeRemove?: (tx: Tx, hotelId: Scope, id: number) => Promise<void>;
  /** Unique and exclusion constraints answered as a conflict on a field of the form. */
  conflicts?: Record<string, { field: string; message: string }>;
}

/** `present` for records answered as they are read: their row type must already be the contract's. */
export const asRead = <T>(rows: T[]): T[] => rows;
/** `prepare` for records stored as the contract's body gives them (no rule needs the database). */
export const asSent = <T>(_tx: Tx, _context: ChangeContext, body: T) => Promise.resolve(body);

/**
 * The list-and-form operations every administration record shares, so a module writes only its
 * fields and rules: each change runs in one transaction with the module's rules, the audit log
 * (`crear`, `actualizar`, `desactivar` when `estado` goes false, `eliminar`) and the answer read
 * back; a known unique constraint becomes a 409 on the form's field.
 */
export function createCrudService<TRow extends { estado: boolean }, TValues, TItem, TBody, TFilters = never>(
  spec: CrudServiceSpec<TRow, TValues, TItem, TBody, TFilters>,
): CrudService<TItem, TBody, TFilters> {
  const { db, repo, audit } = spec;

  async function one(ex: Db | Tx, hotelId: Scope, id: number, lock = false): Promise<TRow> {
    const row = await repo.find(ex, hotelId, id, lock);
    if (!row) throw new NotFoundError(spec.notFound);
    return row;
  }

  async function presentOne(ex: Db | Tx, row: TRow, hotelId: Scope): Promise<TItem> {
    const [item] = await spec.present([row], { ex, hotelId });
    if (item === undefined) throw new NotFoundError(spec.notFound);
    return item;
  }

  /** Runs a write; a constraint violation the spec knows becomes a 409 with the field's message. */
  async function guarded<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      const code = pgErrorCode(error);
      const clash = code === '23505' || code === '23P01';
      const known = clash ? spec.conflicts?.[pgConstraint(error) ?? ''] : undefined;
      if (known) throw new ConflictError(known.message, { [known.field]: [known.message] });
      throw error;
    }
  }

  return {
    async list(hotelId: Scope, q: CrudListQuery<TFilters>): Promise<Page<TItem>> {
      const page = await repo.list(db, hotelId, q);
      return { ...page, data: await spec.present(page.data, { ex: db, hotelId }) };
    },

    async find(hotelId: Scope, id: number): Promise<TItem> {
      return presentOne(db, await one(db, hotelId, id), hotelId);
    },

    create(actor: Actor, body: TBody): Promise<TItem> {
      const { hotelId } = actor;
      return guarded(() =>
        db.transaction(async (tx) => {
          const values = await spec.prepare(tx, { hotelId }, body);
          const id = await repo.insert(tx, hotelId, values);
          await spec.afterWrite?.(tx, { hotelId, id }, body);
          const created = await one(tx, hotelId, id);
          await audit.record(tx, actor, {
            accion: 'crear',
            entidad: spec.entity,
            entidad_id: id,
            despues: created,
          });
          return presentOne(tx, created, hotelId);
        }),
      );
    },

    update(actor: Actor, id: number, body: TBody): Promise<TItem> {
      const { hotelId } = actor;
      return guarded(() =>
        db.transaction(async (tx) => {
          const before = await one(tx, hotelId, id, true);
          const values = await spec.prepare(tx, { hotelId, id }, body);
          await repo.update(tx, hotelId, id, values);
          await spec.afterWrite?.(tx, { hotelId, id }, body);
          const after = await one(tx, hotelId, id);
          await audit.record(tx, actor, {
            accion: before.estado && !after.estado ? 'desactivar' : 'actualizar',
            entidad: spec.entity,
            entidad_id: id,
            antes: before,
            despues: after,
          });
          return presentOne(tx, after, hotelId);
        }),
      );
    },

    /** Deletes the record, or deactivates it when other rows still refer to it. */
    remove(actor: Actor, id: number): Promise<DeleteOutcome> {
      const { hotelId } = actor;
      return db.transaction(async (tx) => {
        const before = await one(tx, hotelId, id, true);
        await spec.beforeRemove?.(tx, hotelId, id);
        const outcome = await repo.deleteOrDeactivate(tx, hotelId, id);
        await audit.record(tx, actor, {
          accion: outcome === 'eliminado' ? 'eliminar' : 'desactivar',
          entidad: spec.entity,
          entidad_id: id,
          antes: before,
        });
        return outcome;
      });
    },
  };
}

export interface CrudService<TItem, TBody, TFilters = never> {
  list(hotelId: Scope, q: CrudListQuery<TFilters>): Promise<Page<TItem>>;
  find(hotelId: Scope, id: number): Promise<TItem>;
  create(actor: Actor, body: TBody): Promise<TItem>;
  update(actor: Actor, id: number, body: TBody): Promise<TItem>;
  remove(actor: Actor, id: number): Promise<DeleteOutcome>;
}
