import type { ProductKind } from '@posada/contracts';
import { divRound } from '../../lib/decimal';

/** One line of a recipe: `cantidad` thousandths of the ingredient per unit of the recipe. */
export interface RecipeEdge {
  producto_id: number;
  ingrediente_id: number;
  cantidad: bigint;
}

/** Deeper than this is a mistake (cycles are refused when lines are saved). */
export const MAX_RECIPE_DEPTH = 8;

/**
 * What leaves the shelves for some products sold or used: products themselves, recipes as their
 * ingredients (nested recipes too, each level rounded to thousandths), services as nothing.
 * Answers thousandths per stock product, in the order first met.
 */
export function explodeRecipes(
  lines: { producto_id: number; cantidad: bigint }[],
  edges: RecipeEdge[],
  kinds: ReadonlyMap<number, ProductKind>,
): Map<number, bigint> {
  const byRecipe = new Map<number, RecipeEdge[]>();
  for (const edge of edges) {
    const list = byRecipe.get(edge.producto_id) ?? [];
    list.push(edge);
    byRecipe.set(edge.producto_id, list);
  }
  const out = new Map<number, bigint>();
  const visit = (productId: number, cantidad: bigint, depth: number) => {
    const kind = kinds.get(productId);
    if (kind === undefined) throw new Error(`Producto ${productId} desconocido`);
    if (kind === 'producto') {
      out.set(productId, (out.get(productId) ?? 0n) + cantidad);
      return;
    }
    if (kind === 'servicio') return;
    if (depth >= MAX_RECIPE_DEPTH) throw new Error(`La receta ${productId} anida demasiados niveles`);
    for (const edge of byRecipe.get(productId) ?? []) {
      visit(edge.ingrediente_id, divRound(cantidad * edge.cantidad, 1000n), depth + 1);
    }
  };
  for (const line of lines) visit(line.producto_id, line.cantidad, 0);
  return out;
}
