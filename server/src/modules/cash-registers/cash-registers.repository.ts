import { and, asc, count, eq, ilike, isNull, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { cajas, cajaTurnos, usuarios } from '../../db/schema';
import { likePattern, pageOffset } from '../../lib/paging';

export interface RegisterListQuery {
  page: number;
  per_page: number;
  search?: string | undefined;
}

const openShift = and(eq(cajaTurnos.caja_id, cajas.id), isNull(cajaTurnos.cerrado_at));

const registerColumns = {
  id: cajas.id,
  nombre: cajas.nombre,
  estado: cajas.estado,
  turno_id: cajaTurnos.id,
  usuario: usuarios.name,
  abierta_desde: cajaTurnos.abierto_at,
};

export type RegisterRow = {
  id: number;
  nombre: string;
  estado: boolean;
  turno_id: number | null;
  usuario: string | null;
  abierta_desde: Date | null;
};

/** Registers (cajas) of a hotel, each with its open assignment if it has one. */
export function createCashRegistersRepository(db: Db) {
  const withOpenShift = (ex: Executor) =>
    ex
      .select(registerColumns)
      .from(cajas)
      .leftJoin(cajaTurnos, openShift)
      .leftJoin(usuarios, eq(usuarios.id, cajaTurnos.usuario_id));

  return {
    async list(hotelId: number, q: RegisterListQuery): Promise<{ rows: RegisterRow[]; total: number }> {
      const where = and(
        eq(cajas.hotel_id, hotelId),
        q.search ? ilike(cajas.nombre, likePattern(q.search)) : undefined,
      );
      const rows = await withOpenShift(db)
        .where(where)
        .orderBy(asc(cajas.nombre), asc(cajas.id))
        .limit(q.per_page)
        .offset(pageOffset(q));
      const [counted] = await db.select({ n: count() }).from(cajas).where(where);
      return { rows, total: counted?.n ?? 0 };
    },

    async find(hotelId: number, id: number, ex: Executor = db): Promise<RegisterRow | undefined> {
      const [row] = await withOpenShift(ex).where(and(eq(cajas.hotel_id, hotelId), eq(cajas.id, id)));
      return row;
    },

    /** The caller's open register in a hotel, if any. */
    async findOpenOfUser(hotelId: number, userId: number): Promise<RegisterRow | undefined> {
      const [row] = await withOpenShift(db).where(
        and(eq(cajas.hotel_id, hotelId), eq(cajaTurnos.usuario_id, userId)),
      );
      return row;
    },

    /** Active registers with no open assignment: what 'Seleccione Caja' offers. */
    unassigned(hotelId: number) {
      return db
        .select({ id: cajas.id, nombre: cajas.nombre })
        .from(cajas)
        .leftJoin(cajaTurnos, openShift)
        .where(and(eq(cajas.hotel_id, hotelId), eq(cajas.estado, true), isNull(cajaTurnos.id)))
        .orderBy(asc(cajas.nombre), asc(cajas.id));
    },

    /** Locks the register row for the rest of the transaction: openings and edits of it queue here. */
    async lock(hotelId: number, id: number, ex: Executor) {
      const [row] = await ex
        .select({ id: cajas.id, nombre: cajas.nombre, estado: cajas.estado })
        .from(cajas)
        .where(and(eq(cajas.hotel_id, hotelId), eq(cajas.id, id)))
        .for('update');
      return row;
    },

    async insert(hotelId: number, values: { nombre: string; estado: boolean }, ex: Executor) {
      const [row] = await ex
        .insert(cajas)
        .values({ hotel_id: hotelId, ...values })
        .returning({ id: cajas.id });
      if (!row) throw new Error('No se pudo crear la caja');
      return row.id;
    },

    async update(id: number, values: { nombre: string; estado: boolean }, ex: Executor) {
      await ex
        .update(cajas)
        .set({ ...values, updated_at: sql`now()` })
        .where(eq(cajas.id, id));
    },

    async deactivate(id: number, ex: Executor) {
      await ex.update(cajas).set({ estado: false, updated_at: sql`now()` }).where(eq(cajas.id, id));
    },

    async remove(id: number, ex: Executor) {
      await ex.delete(cajas).where(eq(cajas.id, id));
    },

    async hasHistory(id: number, ex: Executor): Promise<boolean> {
      const [row] = await ex
        .select({ id: cajaTurnos.id })
        .from(cajaTurnos)
        .where(eq(cajaTurnos.caja_id, id))
        .limit(1);
      return row !== undefined;
    },
  };
}

export type CashRegistersRepository = ReturnType<typeof createCashRegistersRepository>;
