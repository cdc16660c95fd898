import type { TPageQuery } from '@posada/contracts';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { impuestos, productoImpuestos, productos } from '../../../db/schema';
import { paginate, searchAny } from '../../../lib/list-query';

const fields = {
  id: impuestos.id,
  nombre: impuestos.nombre,
  tipo: sql<string>`${impuestos.tipo}`,
  porcentaje: impuestos.porcentaje,
};

/** The taxes products carry (producto_impuestos). */
export function createProductTaxesRepository() {
  return {
    /** One product's taxes, a page in SQL. */
    page(ex: Executor, productId: number, q: TPageQuery & { search?: string | undefined }) {
      const where = and(
        eq(productoImpuestos.producto_id, productId),
        searchAny(q.search, [impuestos.nombre]),
      );
      return paginate(q, {
        rows: (limit, offset) =>
          ex
            .select(fields)
            .from(productoImpuestos)
            .innerJoin(impuestos, eq(impuestos.id, productoImpuestos.impuesto_id))
            .where(where)
            .orderBy(asc(impuestos.tipo), asc(impuestos.id))
            .limit(limit)
            .offset(offset),
        total: () =>
          ex
            .select({ total: count() })
            .from(productoImpuestos)
            .innerJoin(impuestos, eq(impuestos.id, productoImpuestos.impuesto_id))
            .where(where),
      });
    },

    /** The taxes of the hotel's active products (or of one), for the sales screens. */
    assignments(ex: Executor, hotelId: number, productId: number | undefined) {
      return ex
        .select({ producto_id: productoImpuestos.producto_id, ...fields })
        .from(productoImpuestos)
        .innerJoin(productos, eq(productos.id, productoImpuestos.producto_id))
        .innerJoin(impuestos, eq(impuestos.id, productoImpuestos.impuesto_id))
        .where(
          and(
            eq(productos.hotel_id, hotelId),
            productos.estado,
            productId === undefined ? undefined : eq(productos.id, productId),
          ),
        )
        .orderBy(asc(productoImpuestos.producto_id), asc(impuestos.tipo), asc(impuestos.id));
    },
  };
}

export type ProductTaxesRepository = ReturnType<typeof createProductTaxesRepository>;
