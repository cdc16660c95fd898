import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { configuraciones, productos, puntosVenta, puntosVentaProductos } from '../../../db/schema';

/**
 * Whether the outlet offers the product of the row being read: one of its categories or products,
 * or — when it names none of either — every product sold at the point of sale.
 */
export function offeredBy(outletId: number): SQL<boolean> {
  const chosen = sql`exists (select 1 from ${puntosVentaProductos} o where o.punto_venta_id = ${outletId} and o.producto_id = ${productos.id})`;
  return sql<boolean>`(select case
      when cardinality(pv.categorias) = 0 and not exists (select 1 from ${puntosVentaProductos} o where o.punto_venta_id = pv.id)
        then true
      else ${productos.categoria} = any(pv.categorias) or ${chosen}
    end from ${puntosVenta} pv where pv.id = ${outletId})`;
}

/** The lodging product is charged by the nights, never sold at an outlet. */
export const notLodging = (hotelId: number) =>
  sql`${productos.id} is distinct from (select ${configuraciones.producto_alojamiento_id} from ${configuraciones} where ${configuraciones.hotel_id} = ${hotelId})`;

/** The hotel's products sold at the point of sale: active, marked `venta_pos`, not the lodging. */
export const soldAtPos = (hotelId: number) =>
  and(
    eq(productos.hotel_id, hotelId),
    eq(productos.estado, true),
    eq(productos.venta_pos, true),
    notLodging(hotelId),
  ) as SQL;

/** Of the products an outlet's form names, those that are not the hotel's active point-of-sale products (their ids as text). */
export async function unsoldProducts(ex: Executor, hotelId: number, ids: number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const sold = await ex
    .select({ id: productos.id })
    .from(productos)
    .where(and(soldAtPos(hotelId), inArray(productos.id, ids)));
  const found = new Set(sold.map((p) => p.id));
  return [...new Set(ids)].filter((id) => !found.has(id)).map(String);
}
