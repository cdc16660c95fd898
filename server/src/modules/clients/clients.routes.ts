import {
  clientPaths,
  type TClientBody,
  ZClientBody,
  ZClientData,
  ZClientPage,
  ZClientUpdateBody,
} from '@posada/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { registerHotelResource } from '../../lib/crud-routes';
import { checkClient } from './clients.rules';
import { clientStore } from './clients.store';

/** admin/clientes. `search` matches name words (prefixes, no accents) or the document's start. */
export function registerClientsRoutes(app: FastifyInstance, db: Db): void {
  registerHotelResource(app, db, {
    paths: clientPaths,
    tag: 'Clientes',
    singular: 'cliente',
    plural: 'clientes',
    remove: {
      path: clientPaths.remove,
      removed: 'Cliente eliminado',
      deactivated: 'El cliente tiene estadías o facturas: se desactivó en lugar de eliminarse',
    },
    store: clientStore,
    page: ZClientPage,
    one: ZClientData,
    body: ZClientBody,
    updateBody: ZClientUpdateBody,
    permissions: {
      ver: ['clientes.ver'],
      crear: ['clientes.crear'],
      editar: ['clientes.editar'],
      eliminar: ['clientes.eliminar'],
    },
    prepare: (tx, _hotelId, body) => checkClient(tx, body as TClientBody),
  });
}
