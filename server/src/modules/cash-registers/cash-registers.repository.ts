import { and, asc, eq, isNull, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { cajas, cajaTurnos, usuarios } from '../../db/schema';
import { createCrudRepository } from '../../lib/crud/crud-repository';
import { searchAny } from '../../lib/list-query';
import { qualified } from '../../lib/scope';

const ct = alias(cajaTurnos, 'ct');
const u = alias(usuarios, 'u');
/** A column (of `ct` or `u`) of the register's open assignment, if any (at most one: a unique index says so). */
const openShift = (column: SQLWrapper) =>
  sql`(select ${column} from ${cajaTurnos} ct left join ${usuarios} u on ${u.id} = ${ct.usuario_id}
    where ${ct.caja_id} = ${qualified(cajas.id)} and ${ct.cerrado_at} is null)`;

/** Registers (cajas) of a hotel, each with its open assignment if it has one. */
export function createCashRegistersRepository() {
  return {
    ...createCrudRepository({
      table: cajas,
      fields: {
        id: cajas.id,
        nombre: cajas.nombre,
        estado: cajas.estado,
        turno_id: sql<number | null>`${openShift(ct.id)}`,
        usuario: sql<string | null>`${openShift(u.name)}`,
        // Both drivers hand a timestamptz over as a Date; the subquery is null without an open shift.
        abierta_desde: sql`${openShift(ct.abierto_at)}`.mapWith(
          (value: Date | string): Date | null => new Date(value),
        ),
      },
      orderBy: [asc(cajas.nombre), asc(cajas.id)],
      search: (term) => searchAny(term, [cajas.nombre]),
      scoped: true,
    }),

    /** The caller's open register in a hotel, if any. */
    async findOpenOfUser(ex: Executor, hotelId: number, userId: number) {
      const [row] = await ex
        .select({ id: cajas.id })
        .from(cajas)
        .innerJoin(cajaTurnos, and(eq(cajaTurnos.caja_id, cajas.id), isNull(cajaTurnos.cerrado_at)))
        .where(and(eq(cajas.hotel_id, hotelId), eq(cajaTurnos.usuario_id, userId)));
      return row;
    },

    /** Active registers with no open assignment: what 'Seleccione Caja' offers. */
    unassigned(ex: Executor, hotelId: number) {
      return ex
        .select({ id: cajas.id, nombre: cajas.nombre })
        .from(cajas)
        .leftJoin(cajaTurnos, and(eq(cajaTurnos.caja_id, cajas.id), isNull(cajaTurnos.cerrado_at)))
        .where(and(eq(cajas.hotel_id, hotelId), eq(cajas.estado, true), isNull(cajaTurnos.id)))
        .orderBy(asc(cajas.nombre), asc(cajas.id));
    },
  };
}

export type CashRegistersRepository = ReturnType<typeof createCashRegistersRepository>;
