import {
  supplierPaths,
  type TSupplierBody,
  ZSupplierBody,
  ZSupplierData,
  ZSupplierPage,
  ZSupplierUpdateBody,
} from '@posada/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { registerHotelResource } from '../../lib/crud-routes';
import { checkSupplier, supplierStore } from './suppliers.store';

/** supplier: the hotel's suppliers (NIT with check digit, unique per hotel). */
export function registerSuppliersRoutes(app: FastifyInstance, db: Db): void {
  registerHotelResource(app, db, {
    paths: supplierPaths,
    tag: 'Proveedores',
    singular: 'proveedor',
    plural: 'proveedores',
    remove: {
      path: supplierPaths.remove,
      removed: 'Proveedor eliminado',
      deactivated: 'El proveedor tiene ingresos de inventario: se desactivó en lugar de eliminarse',
    },
    store: supplierStore,
    page: ZSupplierPage,
    one: ZSupplierData,
    body: ZSupplierBody,
    updateBody: ZSupplierUpdateBody,
    permissions: {
      ver: ['proveedores.ver'],
      crear: ['proveedores.crear'],
      editar: ['proveedores.editar'],
      eliminar: ['proveedores.eliminar'],
    },
    prepare: (tx, _hotelId, body) => checkSupplier(tx, body as TSupplierBody),
  });
}
