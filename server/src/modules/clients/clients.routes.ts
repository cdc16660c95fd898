import { clientPaths, ZClientBody, ZClientData, ZClientPage, ZClientUpdateBody } from '@posada/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCrudRoutes } from '../../http/crud-routes';
import type { ClientsService } from './clients.service';

/** admin/clientes. `search` matches name words (prefixes, no accents) or the document's start. */
export function registerClientsRoutes(app: FastifyInstance, service: ClientsService): void {
  registerCrudRoutes(app, {
    paths: clientPaths,
    scope: 'hotel',
    tag: 'Clientes',
    singular: 'cliente',
    plural: 'clientes',
    service,
    list: { method: 'POST' },
    schemas: { page: ZClientPage, one: ZClientData, body: ZClientBody, updateBody: ZClientUpdateBody },
    permissions: {
      ver: ['clientes.ver'],
      crear: ['clientes.crear'],
      editar: ['clientes.editar'],
      eliminar: ['clientes.eliminar'],
    },
    removed: {
      removed: 'Cliente eliminado',
      deactivated: 'El cliente tiene estadías o facturas: se desactivó en lugar de eliminarse',
    },
  });
}
