import {
  warehousePaths,
  ZWarehouseArray,
  ZWarehouseBody,
  ZWarehouseData,
  ZWarehousePage,
} from '@posada/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerCrudRoutes } from '../../../http/crud-routes';
import { requireHotelId } from '../../../http/request-context';
import { errorResponses } from '../../../http/route-schemas';
import { stockReaders } from '../permissions';
import type { WarehousesService } from './warehouses.service';

export function registerWarehousesRoutes(app: FastifyInstance, service: WarehousesService): void {
  registerCrudRoutes(app, {
    paths: warehousePaths,
    scope: 'hotel',
    tag: 'Bodegas',
    singular: 'bodega',
    plural: 'bodegas',
    service,
    list: { method: 'GET' },
    schemas: { page: ZWarehousePage, one: ZWarehouseData, body: ZWarehouseBody },
    permissions: {
      ver: ['bodegas.ver'],
      crear: ['bodegas.crear'],
      editar: ['bodegas.editar'],
      eliminar: ['bodegas.eliminar'],
    },
    removed: {
      removed: 'Bodega eliminada',
      deactivated: 'La bodega tiene movimientos de inventario: se desactivó en lugar de eliminarse',
    },
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    warehousePaths.array,
    {
      config: { auth: ['bodegas.ver', ...stockReaders] },
      schema: {
        tags: ['Bodegas'],
        summary: 'Bodegas activas como pares id–nombre, para las listas de selección',
        response: { 200: ZWarehouseArray, ...errorResponses },
      },
    },
    async (req) => ({ data: await service.options(requireHotelId(req)) }),
  );
}
