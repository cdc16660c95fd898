import type { ProductKind, StockMovementType } from '@posada/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bodegas, configuraciones, kardex, productos, tiposProducto } from '../../db/schema';
import { jsonRows } from '../../lib/json-rows';

export type StockKey = {
  bodegaId: number;
  productoId: number;
};

/** A stock row as locked: a type (not an interface), so it is a row `execute<T>` can answer. */
export type LockedStock = StockKey & {
  cantidad: string;
  valor: string;
  costo_promedio: string;
};

export interface KardexInsert {
  hotel_id: number;
  bodega_id: number;
  producto_id: number;
  fecha: string;
  tipo: StockMovementType;
  documento: string;
  ingreso_id: number | null;
  documento_id: number | null;
  entrada: string;
  salida: string;
  saldo: string;
  costo_unitario: string;
  valor: string;
  saldo_valor: string;
  costo_promedio: string;
  usuario_id: number | null;
}

export interface MovableProduct {
  id: number;
  codigo: string;
  nombre: string;
  tipo: ProductKind;
  estado: boolean;
  costo: string;
}

/** The recipe lines under some products and the products met, each with whether it has a stock row. */
export type RecipeTree = {
  edges: { producto_id: number; ingrediente_id: number; cantidad: string }[];
  products: (MovableProduct & { existe: boolean })[];
};

/** The stock rows, the kardex and what a movement needs to know; no rules. */
export function createStockRepository() {
  return {
    /**
     * Creates the missing stock rows and locks them all, in one order for every caller (warehouse,
     * product), so two movements over the same rows queue instead of deadlocking. A caller that
     * knows which rows exist (`missing`: the rest exist, and stock rows are never deleted) creates
     * only those: none, most of the time, and the lock is then the only statement.
     */
    async lock(ex: Executor, hotelId: number, keys: StockKey[], missing = keys): Promise<LockedStock[]> {
      const byKey = (a: StockKey, b: StockKey) => a.bodegaId - b.bodegaId || a.productoId - b.productoId;
      if (missing.length > 0) {
        const created = [...missing].sort(byKey);
        await ex.execute(sql`
          insert into existencias (hotel_id, bodega_id, producto_id)
          select ${hotelId}, k.b, k.p
          from unnest(${sql.param(created.map((k) => k.bodegaId))}::int[], ${sql.param(created.map((k) => k.productoId))}::int[]) with ordinality as k(b, p, n)
          order by k.n
          on conflict do nothing`);
      }
      const sorted = [...keys].sort(byKey);
      return (
        await ex.execute<LockedStock>(sql`
          select e.bodega_id as "bodegaId", e.producto_id as "productoId",
                 e.cantidad::text as cantidad, e.valor::text as valor, e.costo_promedio::text as costo_promedio
          from existencias e
          join unnest(${sql.param(sorted.map((k) => k.bodegaId))}::int[], ${sql.param(sorted.map((k) => k.productoId))}::int[]) as k(b, p)
            on e.bodega_id = k.b and e.producto_id = k.p
          order by e.bodega_id, e.producto_id
          for update of e`)
      ).rows;
    },

    /**
     * Writes the movements in order; each kardex row moves its stock row (database trigger). The
     * rows go as one parameter (a sale's eleven rows were 176 parameters Drizzle bound one by one).
     */
    async insertKardex(ex: Executor, rows: KardexInsert[]): Promise<void> {
      if (rows.length === 0) return;
      const r = jsonRows(kardex, rows);
      await ex.execute(
        sql`insert into ${kardex} (${r.columns}) select ${r.values} from ${r.source} ${r.inOrder}`,
      );
    },

    async allowsNegative(ex: Executor, hotelId: number): Promise<boolean> {
      const [row] = await ex
        .select({ allowed: configuraciones.permitir_stock_negativo })
        .from(configuraciones)
        .where(eq(configuraciones.hotel_id, hotelId));
      return row?.allowed ?? false;
    },

    async warehouse(ex: Executor, hotelId: number, id: number) {
      const [row] = await ex
        .select({ id: bodegas.id, nombre: bodegas.nombre, estado: bodegas.estado })
        .from(bodegas)
        .where(and(eq(bodegas.id, id), eq(bodegas.hotel_id, hotelId)));
      return row;
    },

    /** The hotel's products among `ids` (another hotel's are simply not there). */
    products(ex: Executor, hotelId: number, ids: number[]): Promise<MovableProduct[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return ex
        .select({
          id: productos.id,
          codigo: productos.codigo,
          nombre: productos.nombre,
          tipo: sql<ProductKind>`${tiposProducto.codigo}`,
          estado: productos.estado,
          costo: productos.costo,
        })
        .from(productos)
        .innerJoin(tiposProducto, eq(tiposProducto.id, productos.tipo_producto_id))
        .where(and(eq(productos.hotel_id, hotelId), inArray(productos.id, ids)));
    },

    /**
     * Every recipe line reachable from `ids` (nested recipes too) and every product met on the way
     * (the hotel's), with whether it has a stock row in `warehouseId`: one statement whatever the
     * depth.
     */
    async recipeTree(ex: Executor, hotelId: number, ids: number[], warehouseId: number): Promise<RecipeTree> {
      const [row] = (
        await ex.execute<RecipeTree>(sql`
          with recursive tree(producto_id, ingrediente_id, cantidad) as (
            select d.producto_id, d.ingrediente_id, d.cantidad from producto_detalles d
            where d.producto_id = any(${sql.param(ids)}::int[])
            union
            select d.producto_id, d.ingrediente_id, d.cantidad from producto_detalles d
            join tree t on d.producto_id = t.ingrediente_id
          )
          select
            coalesce((select json_agg(json_build_object('producto_id', t.producto_id,
              'ingrediente_id', t.ingrediente_id, 'cantidad', t.cantidad::text)) from tree t), '[]'::json) as edges,
            coalesce((select json_agg(json_build_object('id', p.id, 'codigo', p.codigo, 'nombre', p.nombre,
              'tipo', tp.codigo, 'estado', p.estado, 'costo', p.costo::text,
              'existe', exists (select 1 from existencias e where e.bodega_id = ${warehouseId} and e.producto_id = p.id)))
              from productos p join tipos_producto tp on tp.id = p.tipo_producto_id
              where p.hotel_id = ${hotelId}
                and (p.id = any(${sql.param(ids)}::int[]) or p.id in (select t.ingrediente_id from tree t))), '[]'::json) as products`)
      ).rows;
      return row ?? { edges: [], products: [] };
    },
  };
}

export type StockRepository = ReturnType<typeof createStockRepository>;
