import {
  catalogPaths,
  ZCatalogQuery,
  ZCityOptions,
  ZDocumentType,
  ZDocumentTypeBody,
  ZDocumentTypePage,
  ZMeasure,
  ZMeasureBody,
  ZMeasurePage,
  ZProductType,
  ZProductTypeBody,
  ZProductTypePage,
  ZTax,
  ZTaxBody,
  ZTaxPage,
  zData,
} from '@posada/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerCrudRoutes } from '../../http/crud-routes';
import type { CatalogsService } from './catalogs.service';

const TAG = 'Catálogos';
/** Reading is open to any session (many screens fill selects from these); changing them is not. */
const permissions = {
  ver: 'session',
  crear: ['impuestos.editar'],
  editar: ['impuestos.editar'],
  eliminar: ['impuestos.editar'],
} as const;
const list = { method: 'GET', query: ZCatalogQuery } as const;

export function registerCatalogsRoutes(app: FastifyInstance, service: CatalogsService): void {
  const common = { scope: 'national', list, permissions } as const;
  registerCrudRoutes(app, {
    ...common,
    paths: catalogPaths.taxes,
    tag: 'Impuestos',
    singular: 'impuesto',
    plural: 'impuestos',
    service: service.taxes,
    schemas: { page: ZTaxPage, one: zData(ZTax), body: ZTaxBody },
  });
  registerCrudRoutes(app, {
    ...common,
    paths: catalogPaths.measures,
    tag: TAG,
    singular: 'medida',
    plural: 'medidas',
    service: service.measures,
    schemas: { page: ZMeasurePage, one: zData(ZMeasure), body: ZMeasureBody },
  });
  registerCrudRoutes(app, {
    ...common,
    paths: catalogPaths.productTypes,
    tag: TAG,
    singular: 'tipo de producto',
    plural: 'tipos de producto',
    service: service.productTypes,
    schemas: { page: ZProductTypePage, one: zData(ZProductType), body: ZProductTypeBody },
  });
  registerCrudRoutes(app, {
    ...common,
    paths: catalogPaths.documentTypes,
    tag: TAG,
    singular: 'tipo de documento',
    plural: 'tipos de documento',
    service: service.documentTypes,
    schemas: { page: ZDocumentTypePage, one: zData(ZDocumentType), body: ZDocumentTypeBody },
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    catalogPaths.cities,
    {
      config: { auth: 'session' },
      schema: {
        tags: [TAG],
        summary: 'Todos los municipios con su departamento (para selects con búsqueda)',
        response: { 200: ZCityOptions },
      },
    },
    async () => ({ data: await service.cities() }),
  );
}
