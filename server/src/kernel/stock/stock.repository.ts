import type { ProductKind, StockMovementType } from '@posada/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bodegas, configuraciones, kardex, productos, tiposProducto } from '../../db/schema';

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

/** The stock rows, the kardex and what a movement needs to know; no rules. */
export function createStockRepository() {
  return {
    /**
     * Creates the missing stock rows and locks them all, in one order for every caller (warehouse,
     * product), so two movements over the same rows queue instead of deadlocking.
     */
    async lock(ex: Executor, hotelId: number, keys: StockKey[]): Promise<LockedStock[]> {
      const sorted = [...keys].sort((a, b) => a.bodegaId - b.bodegaId || a.productoId - b.productoId);
      const warehouses = sorted.map((k) => k.bodegaId);
      const products = sorted.map((k) => k.productoId);
      await ex.execute(sql`
        insert into existencias (hotel_id, bodega_id, producto_id)
        select ${hotelId}, k.b, k.p
        from unnest(${sql.param(warehouses)}::int[], ${sql.param(products)}::int[]) with ordinality as k(b, p, n)
        order by k.n
        on conflict do nothing`);
      return (
        await ex.execute<LockedStock>(sql`
          select e.bodega_id as "bodegaId", e.producto_id as "productoId",
                 e.cantidad::text as cantidad, e.valor::text as valor, e.costo_promedio::text as costo_promedio
          from existencias e
          join unnest(${sql.param(warehouses)}::int[], ${sql.param(products)}::int[]) as k(b, p)
            on e.bodega_id = k.b and e.producto_id = k.p
          order by e.bodega_id, e.producto_id
          for update of e`)
      ).rows;
    },

    /** Writes the movements; each kardex row moves its stock row (database trigger). */
    async insertKardex(ex: Executor, rows: KardexInsert[]): Promise<void> {
      if (rows.length > 0) await ex.insert(kardex).values(rows);
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
     * Every recipe line reachable from `ids` (nested recipes too) and the kind of every product
     * met on the way, in two statements whatever the depth.
     */
    async recipeTree(ex: Executor, hotelId: number, ids: number[]) {
      const edges = (
        await ex.execute<{ producto_id: number; ingrediente_id: number; cantidad: string }>(sql`
          with recursive tree(producto_id, ingrediente_id, cantidad) as (
            select d.producto_id, d.ingrediente_id, d.cantidad from producto_detalles d
            where d.producto_id = any(${sql.param(ids)}::int[])
            union
            select d.producto_id, d.ingrediente_id, d.cantidad from producto_detalles d
            join tree t on d.producto_id = t.ingrediente_id
          )
          select producto_id, ingrediente_id, cantidad::text as cantidad from tree`)
      ).rows;
      const all = [...new Set([...ids, ...edges.map((e) => e.ingrediente_id)])];
      return { edges, products: await this.products(ex, hotelId, all) };
    },
  };
}

export type StockRepository = ReturnType<typeof createStockRepository>;
