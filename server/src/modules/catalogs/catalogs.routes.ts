import {
  catalogPaths,
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
} from '@posada/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { type CatalogResource, registerCatalogResource } from './catalog-routes';
import { cityOptions, documentTypeStore, measureStore, productTypeStore, taxStore } from './catalogs.stores';

const TAG = 'Catálogos';
const edit = ['impuestos.editar'] as const;

const resources: CatalogResource[] = [
  {
    paths: catalogPaths.taxes,
    tag: 'Impuestos',
    singular: 'impuesto',
    plural: 'impuestos',
    store: taxStore,
    item: ZTax,
    page: ZTaxPage,
    body: ZTaxBody,
    edit,
  },
  {
    paths: catalogPaths.measures,
    tag: TAG,
    singular: 'medida',
    plural: 'medidas',
    store: measureStore,
    item: ZMeasure,
    page: ZMeasurePage,
    body: ZMeasureBody,
    fixed: ['codigo'],
    edit,
  },
  {
    paths: catalogPaths.productTypes,
    tag: TAG,
    singular: 'tipo de producto',
    plural: 'tipos de producto',
    store: productTypeStore,
    item: ZProductType,
    page: ZProductTypePage,
    body: ZProductTypeBody,
    fixed: ['codigo'],
    edit,
  },
  {
    paths: catalogPaths.documentTypes,
    tag: TAG,
    singular: 'tipo de documento',
    plural: 'tipos de documento',
    store: documentTypeStore,
    item: ZDocumentType,
    page: ZDocumentTypePage,
    body: ZDocumentTypeBody,
    fixed: ['codigo'],
    edit,
  },
];

export function registerCatalogsRoutes(app: FastifyInstance, db: Db): void {
  for (const resource of resources) registerCatalogResource(app, db, resource);

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
    async () => ({ data: await cityOptions(db) }),
  );
}
