import type { ProductKind, TPageQuery, TRecipeLine } from '@posada/contracts';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client';
import { medidas, productoDetalles, productos, tiposProducto } from '../../../db/schema';
import { paginate, searchAny } from '../../../lib/list-query';

const ingredient = alias(productos, 'ingrediente');
const recipe = alias(productos, 'receta');

const lineFields = {
  id: productoDetalles.id,
  producto_id: productoDetalles.producto_id,
  ingrediente_id: productoDetalles.ingrediente_id,
  codigo: ingredient.codigo,
  nombre: ingredient.nombre,
  tipo: sql<ProductKind>`${tiposProducto.codigo}`,
  medida: medidas.nombre,
  cantidad: productoDetalles.cantidad,
  costo: sql<string>`round(${productoDetalles.cantidad} * ${ingredient.costo}, 2)::numeric(14, 2)::text`,
};

/** Recipe lines (producto_detalles) and the walks over them. */
export function createRecipesRepository() {
  const lines = (ex: Executor) =>
    ex
      .select(lineFields)
      .from(productoDetalles)
      .innerJoin(ingredient, eq(ingredient.id, productoDetalles.ingrediente_id))
      .innerJoin(tiposProducto, eq(tiposProducto.id, ingredient.tipo_producto_id))
      .innerJoin(medidas, eq(medidas.id, ingredient.medida_id));

  return {
    page(ex: Executor, recipeId: number, q: TPageQuery & { search?: string | undefined }) {
      const where = and(
        eq(productoDetalles.producto_id, recipeId),
        searchAny(q.search, [ingredient.codigo, ingredient.nombre]),
      );
      return paginate<TRecipeLine>(q, {
        rows: (limit, offset) =>
          lines(ex).where(where).orderBy(asc(ingredient.nombre)).limit(limit).offset(offset),
        total: () =>
          ex
            .select({ total: count() })
            .from(productoDetalles)
            .innerJoin(ingredient, eq(ingredient.id, productoDetalles.ingrediente_id))
            .where(where),
      });
    },

    async line(ex: Executor, hotelId: number, id: number): Promise<TRecipeLine | undefined> {
      const [row] = await lines(ex)
        .innerJoin(recipe, eq(recipe.id, productoDetalles.producto_id))
        .where(and(eq(productoDetalles.id, id), eq(recipe.hotel_id, hotelId)));
      return row;
    },

    /** Adds the ingredient, or sets its quantity when the recipe already has it. */
    async upsert(ex: Executor, recipeId: number, ingredientId: number, cantidad: string): Promise<number> {
      const [row] = await ex
        .insert(productoDetalles)
        .values({ producto_id: recipeId, ingrediente_id: ingredientId, cantidad })
        .onConflictDoUpdate({
          target: [productoDetalles.producto_id, productoDetalles.ingrediente_id],
          set: { cantidad },
        })
        .returning({ id: productoDetalles.id });
      if (!row) throw new Error('No se guardó la línea de la receta');
      return row.id;
    },

    async remove(ex: Executor, id: number): Promise<void> {
      await ex.delete(productoDetalles).where(eq(productoDetalles.id, id));
    },

    /** Recipe edits of a hotel queue here, so two of them cannot close a cycle between them. */
    async lockHotelRecipes(ex: Executor, hotelId: number): Promise<void> {
      await ex.execute(sql`select pg_advisory_xact_lock(hashtext('posada.recetas'), ${hotelId})`);
    },

    /**
     * How deep the ingredient's own recipe goes (0 for a product), and whether the recipe is
     * somewhere inside it (then adding it would make a cycle).
     */
    async below(ex: Executor, ingredientId: number, recipeId: number) {
      const [row] = (
        await ex.execute<{ depth: number; cycle: boolean }>(sql`
          with recursive down(id, depth) as (
            select ${ingredientId}::int, 0
            union
            select d.ingrediente_id, down.depth + 1 from producto_detalles d
            join down on d.producto_id = down.id where down.depth < 20
          )
          select coalesce(max(depth), 0)::int as depth, bool_or(id = ${recipeId}) as cycle from down`)
      ).rows;
      return { depth: row?.depth ?? 0, cycle: row?.cycle ?? false };
    },

    /** How many recipes sit above this one (the longest chain of recipes that contain it). */
    async above(ex: Executor, recipeId: number): Promise<number> {
      const [row] = (
        await ex.execute<{ depth: number }>(sql`
          with recursive up(id, depth) as (
            select ${recipeId}::int, 0
            union
            select d.producto_id, up.depth + 1 from producto_detalles d
            join up on d.ingrediente_id = up.id where up.depth < 20
          )
          select coalesce(max(depth), 0)::int as depth from up`)
      ).rows;
      return row?.depth ?? 0;
    },

    /** Names of a recipe chain, for the cycle message. */
    async product(ex: Executor, hotelId: number, id: number) {
      const [row] = await ex
        .select({
          id: productos.id,
          nombre: productos.nombre,
          estado: productos.estado,
          tipo: sql<ProductKind>`${tiposProducto.codigo}`,
        })
        .from(productos)
        .innerJoin(tiposProducto, eq(tiposProducto.id, productos.tipo_producto_id))
        .where(and(eq(productos.id, id), eq(productos.hotel_id, hotelId)));
      return row;
    },
  };
}

export type RecipesRepository = ReturnType<typeof createRecipesRepository>;
