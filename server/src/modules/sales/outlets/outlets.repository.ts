import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { bodegas, puntosVenta, puntosVentaProductos } from '../../../db/schema';
import { createCrudRepository } from '../../../lib/crud/crud-repository';
import { searchAny } from '../../../lib/list-query';

/** The hotel's outlets: each with the warehouse it takes stock from and its tax regime. */
export function createOutletsRepository() {
  const crud = createCrudRepository({
    table: puntosVenta,
    fields: {
      id: puntosVenta.id,
      nombre: puntosVenta.nombre,
      tipo: puntosVenta.tipo,
      warehouse_id: puntosVenta.bodega_id,
      bodega: sql<string>`(select ${bodegas.nombre} from ${bodegas} where ${bodegas.id} = ${puntosVenta.bodega_id})`,
      regimen: puntosVenta.regimen,
      categorias: puntosVenta.categorias,
      productos: sql<
        number[]
      >`array(select ${puntosVentaProductos.producto_id} from ${puntosVentaProductos} where ${puntosVentaProductos.punto_venta_id} = ${puntosVenta.id} order by 1)`,
      descuento_libre: puntosVenta.descuento_libre,
      estado: puntosVenta.estado,
    },
    orderBy: [asc(puntosVenta.nombre), asc(puntosVenta.id)],
    search: (term) => searchAny(term, [puntosVenta.nombre]),
    scoped: true,
  });
  return {
    ...crud,
    /** The single products the outlet offers (beside its categories), replaced as a whole. */
    async setProducts(ex: Executor, outletId: number, ids: number[]): Promise<void> {
      await ex.delete(puntosVentaProductos).where(eq(puntosVentaProductos.punto_venta_id, outletId));
      if (ids.length > 0) {
        await ex
          .insert(puntosVentaProductos)
          .values(ids.map((producto_id) => ({ punto_venta_id: outletId, producto_id })));
      }
    },
  };
}

export type OutletsRepository = ReturnType<typeof createOutletsRepository>;
