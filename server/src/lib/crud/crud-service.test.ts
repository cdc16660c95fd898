import { describe, expect, it } from 'vitest';
import type { Db, Tx } from '../../db/client';
import { type AuditEntry, type AuditLog, createAuditLog } from '../audit';
import type { Actor } from '../caller';
import { NotFoundError, ValidationError } from '../errors';
import { asRead, type CrudStore, createCrudService } from './crud-service';

interface Row {
  id: number;
  nombre: string;
  estado: boolean;
}
type Values = Omit<Row, 'id'>;

/** An in-memory store and audit log: the service's rules run without a database. */
function fakes() {
  const rows = new Map<number, Row>();
  const audited: AuditEntry[] = [];
  let next = 1;
  let failNextInsertWith: unknown;
  const repo: CrudStore<Row, Values> = {
    list: async (_ex, _hotel, q) => {
      const data = [...rows.values()].filter((r) => q.estado === undefined || r.estado === q.estado);
      return { data, current_page: q.page, per_page: q.per_page, total: data.length, last_page: 1 };
    },
    find: async (_ex, _hotel, id) => rows.get(id),
    insert: async (_ex, _hotel, values) => {
      if (failNextInsertWith) throw failNextInsertWith;
      const id = next++;
      rows.set(id, { id, ...values });
      return id;
    },
    update: async (_ex, _hotel, id, values) => {
      const row = rows.get(id);
      if (row) rows.set(id, { ...row, ...values });
    },
    deleteOrDeactivate: async (_tx, _hotel, id) => {
      const row = rows.get(id);
      if (row?.nombre.startsWith('En uso')) {
        rows.set(id, { ...row, estado: false });
        return 'desactivado';
      }
      rows.delete(id);
      return 'eliminado';
    },
  };
  const audit: AuditLog = {
    ...createAuditLog(),
    record: async (_ex, _actor, entry) => void audited.push(entry),
  };
  // The transaction runner hands the work a transaction nobody reads: the fakes ignore executors.
  const db = { transaction: <T>(work: (tx: Tx) => Promise<T>) => work({} as Tx) } as Db;
  const failInsert = (error: unknown) => {
    failNextInsertWith = error;
  };
  return { rows, audited, repo, audit, db, failInsert };
}

const actor: Actor = { userId: 7, ip: '127.0.0.1', hotelId: 1 };

function service(f: ReturnType<typeof fakes>) {
  return createCrudService({
    db: f.db,
    repo: f.repo,
    audit: f.audit,
    entity: 'cosas',
    notFound: 'La cosa no existe',
    present: asRead<Row>,
    prepare: async (_tx, { id }, body: Values) => {
      if (body.nombre.trim() === '') throw new ValidationError('Falta', { nombre: ['Obligatorio'] });
      return id === undefined ? body : { ...body, nombre: body.nombre.toUpperCase() };
    },
    conflicts: { cosas_nombre_key: { field: 'nombre', message: 'Ya existe una cosa con ese nombre' } },
  });
}

describe('the list-and-form service (with fakes)', () => {
  it('creates through the rules and audits the record read back', async () => {
    const f = fakes();
    const created = await service(f).create(actor, { nombre: 'Toalla', estado: true });
    expect(created).toEqual({ id: 1, nombre: 'Toalla', estado: true });
    expect(f.audited).toEqual([{ accion: 'crear', entidad: 'cosas', entidad_id: 1, despues: created }]);
  });

  it('refuses what the rules refuse, storing and auditing nothing', async () => {
    const f = fakes();
    await expect(service(f).create(actor, { nombre: ' ', estado: true })).rejects.toBeInstanceOf(
      ValidationError,
    );
    expect(f.rows.size).toBe(0);
    expect(f.audited).toEqual([]);
  });

  it('an update that turns estado off is audited as a deactivation, with before and after', async () => {
    const f = fakes();
    const s = service(f);
    await s.create(actor, { nombre: 'Toalla', estado: true });
    const after = await s.update(actor, 1, { nombre: 'toalla', estado: false });
    expect(after).toEqual({ id: 1, nombre: 'TOALLA', estado: false });
    expect(f.audited[1]).toMatchObject({
      accion: 'desactivar',
      antes: { nombre: 'Toalla', estado: true },
      despues: { nombre: 'TOALLA', estado: false },
    });
  });

  it('a known constraint becomes a 409 on the form’s field; an unknown one passes through', async () => {
    const f = fakes();
    f.failInsert({ cause: { code: '23505', constraint: 'cosas_nombre_key' } });
    await expect(service(f).create(actor, { nombre: 'Toalla', estado: true })).rejects.toMatchObject({
      statusCode: 409,
      errors: { nombre: ['Ya existe una cosa con ese nombre'] },
    });
    const g = fakes();
    const other = { cause: { code: '23505', constraint: 'otra_key' } };
    g.failInsert(other);
    await expect(service(g).create(actor, { nombre: 'Toalla', estado: true })).rejects.toBe(other);
  });

  it('removes or, when in use, deactivates; a missing record is a 404', async () => {
    const f = fakes();
    const s = service(f);
    await s.create(actor, { nombre: 'Suelta', estado: true });
    await s.create(actor, { nombre: 'En uso', estado: true });
    expect(await s.remove(actor, 1)).toBe('eliminado');
    expect(await s.remove(actor, 2)).toBe('desactivado');
    expect(f.audited.slice(2).map((a) => a.accion)).toEqual(['eliminar', 'desactivar']);
    await expect(s.find(1, 1)).rejects.toBeInstanceOf(NotFoundError);
  });
});
