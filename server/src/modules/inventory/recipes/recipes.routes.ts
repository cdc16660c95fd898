import {
  productPaths,
  ZIdParams,
  ZMessage,
  ZProductTaxQuery,
  ZRecipeLineBody,
  ZRecipeLineData,
  ZRecipeLinePage,
  ZRecipeLineRemoveBody,
} from '@posada/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { hotelActor, requireHotelId } from '../../../http/request-context';
import { errorResponses } from '../../../http/route-schemas';
import type { RecipesService } from './recipes.service';

const tags = ['Recetas'];

/** admin/recipes: the lines of a recipe (productoDetalle…). */
export function registerRecipesRoutes(app: FastifyInstance, service: RecipesService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    productPaths.recipe(':id'),
    {
      config: { auth: ['productos.ver'] },
      schema: {
        tags,
        summary: 'Líneas (ingredientes) de una receta (página; 10 por página por defecto)',
        params: ZIdParams,
        querystring: ZProductTaxQuery,
        response: { 200: ZRecipeLinePage, ...errorResponses },
      },
    },
    (req) => service.page(requireHotelId(req), req.params.id, req.query),
  );
  r.post(
    productPaths.addRecipeLine,
    {
      config: { auth: ['productos.editar'] },
      schema: {
        tags,
        summary: 'Agrega un ingrediente a una receta, o cambia su cantidad si ya lo tiene',
        body: ZRecipeLineBody,
        response: { 200: ZRecipeLineData, ...errorResponses },
      },
    },
    async (req) => ({ data: await service.save(hotelActor(req), req.body) }),
  );
  r.post(
    productPaths.removeRecipeLine,
    {
      config: { auth: ['productos.editar'] },
      schema: {
        tags,
        summary: 'Quita una línea de una receta',
        body: ZRecipeLineRemoveBody,
        response: { 200: ZMessage, ...errorResponses },
      },
    },
    async (req) => {
      await service.remove(hotelActor(req), req.body.id);
      return { message: 'Ingrediente quitado de la receta' };
    },
  );
}
