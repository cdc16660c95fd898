import type { TPageQuery, TRecipeLine, TRecipeLineBody } from '@posada/contracts';
import type { Db } from '../../../db/client';
import { MAX_RECIPE_DEPTH } from '../../../kernel/stock/recipe-explosion';
import type { AuditLog } from '../../../lib/audit';
import type { HotelActor } from '../../../lib/caller';
import { NotFoundError, ValidationError } from '../../../lib/errors';
import type { RecipesRepository } from './recipes.repository';

interface Deps {
  db: Db;
  repo: RecipesRepository;
  audit: AuditLog;
}

const invalid = (errors: Record<string, string[]>) =>
  new ValidationError('Los datos enviados no son válidos', errors);

/**
 * admin/recipes: a recipe lists ingredient products (or other recipes) and their quantities in
 * their measures. A recipe never contains itself, directly or through another recipe.
 */
export function createRecipesService({ db, repo, audit }: Deps) {
  return {
    async page(hotelId: number, recipeId: number, q: TPageQuery & { search?: string | undefined }) {
      if (!(await repo.product(db, hotelId, recipeId))) throw new NotFoundError('El producto no existe');
      return repo.page(db, recipeId, q);
    },

    /** Adds an ingredient (or sets its quantity), audited on the recipe as `receta`. */
    save(actor: HotelActor, body: TRecipeLineBody): Promise<TRecipeLine> {
      return db.transaction(async (tx) => {
        await repo.lockHotelRecipes(tx, actor.hotelId);
        const recipe = await repo.product(tx, actor.hotelId, body.producto_id);
        if (!recipe) throw new NotFoundError('El producto no existe');
        if (recipe.tipo !== 'receta') {
          throw invalid({ producto_id: [`«${recipe.nombre}» no es una receta: cambie su tipo a receta`] });
        }
        const ingredient = await repo.product(tx, actor.hotelId, body.ingrediente_id);
        if (!ingredient) throw invalid({ ingrediente_id: ['El ingrediente no existe'] });
        if (!ingredient.estado) throw invalid({ ingrediente_id: [`«${ingredient.nombre}» está inactivo`] });
        if (ingredient.tipo === 'servicio') {
          throw invalid({ ingrediente_id: [`«${ingredient.nombre}» es un servicio: no lleva existencias`] });
        }
        if (ingredient.id === recipe.id) {
          throw invalid({ ingrediente_id: ['Una receta no puede contenerse a sí misma'] });
        }
        const below = await repo.below(tx, ingredient.id, recipe.id);
        if (below.cycle) {
          throw invalid({
            ingrediente_id: [
              `«${ingredient.nombre}» ya contiene a «${recipe.nombre}»: la receta se contendría a sí misma`,
            ],
          });
        }
        if ((await repo.above(tx, recipe.id)) + 1 + below.depth > MAX_RECIPE_DEPTH) {
          throw invalid({
            ingrediente_id: [`Las recetas no pueden anidarse en más de ${MAX_RECIPE_DEPTH} niveles`],
          });
        }
        const id = await repo.upsert(tx, recipe.id, ingredient.id, body.cantidad);
        const line = await repo.line(tx, actor.hotelId, id);
        if (!line) throw new NotFoundError('La línea de la receta no existe');
        await audit.record(tx, actor, {
          accion: 'receta',
          entidad: 'productos',
          entidad_id: recipe.id,
          despues: line,
        });
        return line;
      });
    },

    remove(actor: HotelActor, id: number): Promise<void> {
      return db.transaction(async (tx) => {
        const line = await repo.line(tx, actor.hotelId, id);
        if (!line) throw new NotFoundError('La línea de la receta no existe');
        await repo.remove(tx, id);
        await audit.record(tx, actor, {
          accion: 'receta',
          entidad: 'productos',
          entidad_id: line.producto_id,
          antes: line,
        });
      });
    },
  };
}

export type RecipesService = ReturnType<typeof createRecipesService>;
