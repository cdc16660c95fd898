import {
  productPaths,
  ZIdParams,
  ZProductAllQuery,
  ZProductBody,
  ZProductCategories,
  ZProductData,
  ZProductDefault,
  ZProductListQuery,
  ZProductOptions,
  ZProductPage,
  ZProductTaxAssignments,
  ZProductTaxAssignmentsQuery,
  ZProductTaxBody,
  ZProductTaxesData,
  ZProductTaxPage,
  ZProductTaxQuery,
  ZProductUpdateBody,
} from '@posada/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerCrudRoutes } from '../../../http/crud-routes';
import { hotelActor, requireHotelId } from '../../../http/request-context';
import { errorResponses } from '../../../http/route-schemas';
import { stockReaders } from '../permissions';
import type { ProductTaxesService } from './product-taxes.service';
import type { ProductsService } from './products.service';

const tags = ['Productos'];

export function registerProductsRoutes(
  app: FastifyInstance,
  service: ProductsService,
  taxes: ProductTaxesService,
): void {
  registerCrudRoutes(app, {
    paths: productPaths,
    scope: 'hotel',
    tag: 'Productos',
    singular: 'producto',
    plural: 'productos',
    service,
    list: { method: 'GET', filterQuery: ZProductListQuery },
    schemas: { page: ZProductPage, one: ZProductData, body: ZProductBody, updateBody: ZProductUpdateBody },
    permissions: {
      ver: ['productos.ver'],
      crear: ['productos.crear'],
      editar: ['productos.editar'],
      eliminar: ['productos.eliminar'],
    },
    removed: {
      removed: 'Producto eliminado',
      deactivated: 'El producto tiene movimientos o está en uso: se desactivó en lugar de eliminarse',
    },
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    productPaths.all,
    {
      config: { auth: ['productos.ver', ...stockReaders] },
      schema: {
        tags,
        summary: 'Todos los productos del hotel (activos, salvo estado=false), para las listas de selección',
        querystring: ZProductAllQuery,
        response: { 200: ZProductOptions, ...errorResponses },
      },
    },
    async (req) => ({ data: await service.options(requireHotelId(req), req.query) }),
  );
  r.get(
    productPaths.default,
    {
      config: { auth: ['productos.ver', 'rack.ocupar', 'configuraciones.ver', ...stockReaders] },
      schema: {
        tags,
        summary: 'El servicio de alojamiento del hotel (noches de habitación), o null',
        response: { 200: ZProductDefault, ...errorResponses },
      },
    },
    async (req) => ({ data: await service.lodging(requireHotelId(req)) }),
  );
  r.get(
    productPaths.categories,
    {
      config: { auth: ['productos.ver'] },
      schema: {
        tags,
        summary: 'Categorías ya usadas en los productos del hotel',
        response: { 200: ZProductCategories, ...errorResponses },
      },
    },
    async (req) => ({ data: await service.categories(requireHotelId(req)) }),
  );

  r.get(
    productPaths.taxes(':id'),
    {
      config: { auth: ['productos.ver'] },
      schema: {
        tags,
        summary: 'Impuestos de un producto (página; 10 por página por defecto)',
        params: ZIdParams,
        querystring: ZProductTaxQuery,
        response: { 200: ZProductTaxPage, ...errorResponses },
      },
    },
    (req) => taxes.page(requireHotelId(req), req.params.id, req.query),
  );
  r.post(
    productPaths.saveTaxes,
    {
      config: { auth: ['productos.editar'] },
      schema: {
        tags,
        summary: 'Reemplaza los impuestos de un producto por la lista enviada',
        body: ZProductTaxBody,
        response: { 200: ZProductTaxesData, ...errorResponses },
      },
    },
    async (req) => ({ data: await taxes.save(hotelActor(req), req.body) }),
  );
  r.get(
    productPaths.allTaxes,
    {
      config: { auth: ['productos.ver', ...stockReaders] },
      schema: {
        tags,
        summary: 'Impuestos de los productos activos del hotel (o de producto_id)',
        querystring: ZProductTaxAssignmentsQuery,
        response: { 200: ZProductTaxAssignments, ...errorResponses },
      },
    },
    async (req) => ({ data: await taxes.assignments(requireHotelId(req), req.query.producto_id) }),
  );
}
