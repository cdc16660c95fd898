import { asc, sql } from 'drizzle-orm';
import { bodegas, puntosVenta } from '../../db/schema';
import { createCrudRepository } from '../../lib/crud/crud-repository';
import { searchAny } from '../../lib/list-query';

/** The hotel's outlets: each with the warehouse it takes stock from and its tax regime. */
export function createOutletsRepository() {
  return createCrudRepository({
    table: puntosVenta,
    fields: {
      id: puntosVenta.id,
      nombre: puntosVenta.nombre,
      tipo: puntosVenta.tipo,
      warehouse_id: puntosVenta.bodega_id,
      bodega: sql<string>`(select ${bodegas.nombre} from ${bodegas} where ${bodegas.id} = ${puntosVenta.bodega_id})`,
      regimen: puntosVenta.regimen,
      estado: puntosVenta.estado,
    },
    orderBy: [asc(puntosVenta.nombre), asc(puntosVenta.id)],
    search: (term) => searchAny(term, [puntosVenta.nombre]),
    scoped: true,
  });
}

export type OutletsRepository = ReturnType<typeof createOutletsRepository>;
