import {
  supplierPaths,
  ZSupplierBody,
  ZSupplierData,
  ZSupplierPage,
  ZSupplierUpdateBody,
} from '@posada/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCrudRoutes } from '../../http/crud-routes';
import type { SuppliersService } from './suppliers.service';

export function registerSuppliersRoutes(app: FastifyInstance, service: SuppliersService): void {
  registerCrudRoutes(app, {
    paths: supplierPaths,
    scope: 'hotel',
    tag: 'Proveedores',
    singular: 'proveedor',
    plural: 'proveedores',
    service,
    list: { method: 'POST' },
    schemas: {
      page: ZSupplierPage,
      one: ZSupplierData,
      body: ZSupplierBody,
      updateBody: ZSupplierUpdateBody,
    },
    permissions: {
      ver: ['proveedores.ver'],
      crear: ['proveedores.crear'],
      editar: ['proveedores.editar'],
      eliminar: ['proveedores.eliminar'],
    },
    removed: {
      removed: 'Proveedor eliminado',
      deactivated: 'El proveedor tiene ingresos de inventario: se desactivó en lugar de eliminarse',
    },
  });
}
