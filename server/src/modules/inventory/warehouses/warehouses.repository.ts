import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { bodegas, existencias } from '../../../db/schema';
import { createCrudRepository } from '../../../lib/crud/crud-repository';
import { searchAny } from '../../../lib/list-query';

export function createWarehousesRepository() {
  return {
    ...createCrudRepository({
      table: bodegas,
      fields: {
        id: bodegas.id,
        nombre: bodegas.nombre,
        descripcion: bodegas.descripcion,
        estado: bodegas.estado,
        // The outer table named in full: Drizzle writes a one-table select's columns unqualified.
        valor: sql<string>`(select coalesce(sum(e.valor), 0)::numeric(14, 2)::text
          from existencias e where e.bodega_id = "bodegas"."id")`,
      },
      orderBy: [asc(bodegas.nombre), asc(bodegas.id)],
      search: (term) => searchAny(term, [bodegas.nombre, bodegas.descripcion]),
      scoped: true,
    }),

    /** Active warehouses as id–name pairs, for selects. */
    options(ex: Executor, hotelId: number) {
      return ex
        .select({ id: bodegas.id, nombre: bodegas.nombre })
        .from(bodegas)
        .where(and(eq(bodegas.hotel_id, hotelId), bodegas.estado))
        .orderBy(asc(bodegas.nombre));
    },

    /** Whether any product has stock (or a shortfall) in the warehouse. */
    async holdsStock(ex: Executor, id: number): Promise<boolean> {
      const [row] = await ex
        .select({ one: sql`1` })
        .from(existencias)
        .where(and(eq(existencias.bodega_id, id), sql`${existencias.cantidad} <> 0`))
        .limit(1);
      return row !== undefined;
    },
  };
}

export type WarehousesRepository = ReturnType<typeof createWarehousesRepository>;
