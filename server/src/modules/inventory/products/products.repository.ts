import type { ProductKind, TProductTax } from '@posada/contracts';
import { and, asc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import {
  configuraciones,
  existencias,
  impuestos,
  medidas,
  productoDetalles,
  productoImpuestos,
  productos,
  tiposProducto,
} from '../../../db/schema';
import { createCrudRepository } from '../../../lib/crud/crud-repository';
import { searchAny } from '../../../lib/list-query';

/** The product's kind code (producto, servicio, receta). */
// Correlated subqueries name the outer table in full: in a one-table select Drizzle writes its
// columns unqualified, which inside a subquery would bind to the inner table.
const kind = sql<ProductKind>`(select t.codigo from tipos_producto t where t.id = "productos"."tipo_producto_id")`;

/** The product's taxes as the answer shows them, read in the same statement as the product. */
const taxes = sql<TProductTax[]>`(select coalesce(json_agg(json_build_object('id', i.id, 'nombre', i.nombre,
    'tipo', i.tipo, 'porcentaje', i.porcentaje::text) order by i.tipo, i.id), '[]'::json)
  from producto_impuestos pi join impuestos i on i.id = pi.impuesto_id
  where pi.producto_id = "productos"."id")`;

export const productFields = {
  id: productos.id,
  codigo: productos.codigo,
  codigo_barras: productos.codigo_barras,
  nombre: productos.nombre,
  tipo: kind,
  medida_id: productos.medida_id,
  medida: sql<string>`(select m.nombre from medidas m where m.id = "productos"."medida_id")`,
  categoria: productos.categoria,
  precio_venta: productos.precio_venta,
  precio_incluye_impuestos: productos.precio_incluye_impuestos,
  costo: productos.costo,
  stock_minimo: productos.stock_minimo,
  venta_pos: productos.venta_pos,
  venta_habitacion: productos.venta_habitacion,
  estado: productos.estado,
  impuestos: taxes,
  existencia: sql<string>`(select coalesce(sum(e.cantidad), 0)::numeric(14, 3)::text
    from existencias e where e.producto_id = "productos"."id")`,
};

const kindIs = (tipo: ProductKind): SQL =>
  sql`"productos"."tipo_producto_id" = (select t.id from tipos_producto t where t.codigo = ${tipo})`;

export function createProductsRepository() {
  return {
    ...createCrudRepository({
      table: productos,
      fields: productFields,
      orderBy: [asc(productos.nombre), asc(productos.id)],
      search: (term) =>
        searchAny(term, [productos.codigo, productos.codigo_barras, productos.nombre, productos.categoria]),
      filter: (f: { tipo?: ProductKind | undefined }) => (f.tipo ? kindIs(f.tipo) : undefined),
      scoped: true,
    }),

    async kindId(ex: Executor, tipo: ProductKind): Promise<number | undefined> {
      const [row] = await ex
        .select({ id: tiposProducto.id })
        .from(tiposProducto)
        .where(eq(tiposProducto.codigo, tipo));
      return row?.id;
    },

    async measure(ex: Executor, id: number) {
      const [row] = await ex.select({ estado: medidas.estado }).from(medidas).where(eq(medidas.id, id));
      return row;
    },

    /** What ties a product to its kind: stock rows, recipe lines of its own, recipes it is in. */
    async usage(ex: Executor, id: number) {
      const [row] = await ex
        .execute<{ stock: boolean; lineas: boolean; ingrediente: boolean }>(sql`
        select exists(select 1 from ${existencias} where producto_id = ${id}) as stock,
               exists(select 1 from ${productoDetalles} where producto_id = ${id}) as lineas,
               exists(select 1 from ${productoDetalles} where ingrediente_id = ${id}) as ingrediente`)
        .then((r) => r.rows);
      return row ?? { stock: false, lineas: false, ingrediente: false };
    },

    async holdsStock(ex: Executor, id: number): Promise<boolean> {
      const [row] = await ex
        .select({ one: sql`1` })
        .from(existencias)
        .where(and(eq(existencias.producto_id, id), sql`${existencias.cantidad} <> 0`))
        .limit(1);
      return row !== undefined;
    },

    /** The hotel's lodging product (configuration), if any. */
    async lodgingId(ex: Executor, hotelId: number): Promise<number | null> {
      const [row] = await ex
        .select({ id: configuraciones.producto_alojamiento_id })
        .from(configuraciones)
        .where(eq(configuraciones.hotel_id, hotelId));
      return row?.id ?? null;
    },

    /** Every product of the hotel, lean, for selects. */
    options(ex: Executor, hotelId: number, q: { tipo?: ProductKind | undefined; estado: boolean }) {
      return ex
        .select({
          id: productos.id,
          codigo: productos.codigo,
          nombre: productos.nombre,
          tipo: kind,
          medida: productFields.medida,
          precio_venta: productos.precio_venta,
          precio_incluye_impuestos: productos.precio_incluye_impuestos,
          costo: productos.costo,
          venta_pos: productos.venta_pos,
          estado: productos.estado,
          impuestos: taxes,
        })
        .from(productos)
        .where(
          and(
            eq(productos.hotel_id, hotelId),
            eq(productos.estado, q.estado),
            q.tipo ? kindIs(q.tipo) : undefined,
          ),
        )
        .orderBy(asc(productos.nombre), asc(productos.id));
    },

    async categories(ex: Executor, hotelId: number): Promise<string[]> {
      const rows = await ex
        .selectDistinct({ categoria: productos.categoria })
        .from(productos)
        .where(and(eq(productos.hotel_id, hotelId), isNotNull(productos.categoria)))
        .orderBy(asc(productos.categoria));
      return rows.map((r) => r.categoria ?? '');
    },

    /** Taxes of the national catalog by id, with whether they are active. */
    taxesByIds(ex: Executor, ids: number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return ex
        .select({
          id: impuestos.id,
          nombre: impuestos.nombre,
          tipo: impuestos.tipo,
          estado: impuestos.estado,
        })
        .from(impuestos)
        .where(inArray(impuestos.id, ids));
    },

    async taxIdsOf(ex: Executor, productId: number): Promise<number[]> {
      const rows = await ex
        .select({ id: productoImpuestos.impuesto_id })
        .from(productoImpuestos)
        .where(eq(productoImpuestos.producto_id, productId));
      return rows.map((r) => r.id);
    },

    async setTaxes(ex: Executor, productId: number, ids: number[]): Promise<void> {
      await ex.delete(productoImpuestos).where(eq(productoImpuestos.producto_id, productId));
      if (ids.length > 0) {
        await ex
          .insert(productoImpuestos)
          .values(ids.map((impuesto_id) => ({ producto_id: productId, impuesto_id })));
      }
    },
  };
}

export type ProductsRepository = ReturnType<typeof createProductsRepository>;
