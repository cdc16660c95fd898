import {
  rolePaths,
  ZDeleteResult,
  ZIdParams,
  ZPageQuery,
  ZPermissionCatalog,
  ZRoleBody,
  ZRoleData,
  ZRoleDeleteBody,
  ZRoleListBody,
  ZRolePage,
  ZRolePermissions,
  ZRolePermissionsBody,
  ZRoleUpdateBody,
} from '@posada/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageRequest } from '../../http/list-request';
import { actorOf, sessionOf } from '../../http/request-context';
import { errorResponses } from '../../http/route-schemas';
import { permissionModules, type RolesService } from './roles.service';

const tags = ['Roles y permisos'];

export function registerRolesRoutes(app: FastifyInstance, service: RolesService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    rolePaths.list,
    {
      // The user form picks a role from this list too.
      config: { auth: ['roles.ver', 'usuarios.crear', 'usuarios.editar'] },
      schema: {
        tags,
        summary: 'Listar roles con filtros { id, nombre, descripcion, estado }, búsqueda y paginación',
        querystring: ZPageQuery,
        body: ZRoleListBody.nullish(),
        response: { 200: ZRolePage, ...errorResponses },
      },
    },
    (req) => service.list({ ...req.body, ...pageRequest(req.query, req.body) }),
  );

  r.post(
    rolePaths.create,
    {
      config: { auth: ['roles.crear'] },
      schema: {
        tags,
        summary: 'Crear un rol',
        body: ZRoleBody,
        response: { 200: ZRoleData, ...errorResponses },
      },
    },
    async (req) => ({ data: await service.create(sessionOf(req), actorOf(req), req.body) }),
  );

  r.get(
    rolePaths.show(':id'),
    {
      config: { auth: ['roles.ver'] },
      schema: { tags, summary: 'Un rol', params: ZIdParams, response: { 200: ZRoleData, ...errorResponses } },
    },
    async (req) => ({ data: await service.show(req.params.id) }),
  );

  r.post(
    rolePaths.update,
    {
      config: { auth: ['roles.editar'] },
      schema: {
        tags,
        summary: 'Modificar un rol (también activarlo o desactivarlo)',
        body: ZRoleUpdateBody,
        response: { 200: ZRoleData, ...errorResponses },
      },
    },
    async (req) => {
      const { id, ...body } = req.body;
      return { data: await service.update(sessionOf(req), actorOf(req), id, body) };
    },
  );

  r.post(
    rolePaths.remove,
    {
      config: { auth: ['roles.eliminar'] },
      schema: {
        tags,
        summary: 'Eliminar un rol sin usuarios',
        body: ZRoleDeleteBody,
        response: { 200: ZDeleteResult, ...errorResponses },
      },
    },
    (req) => service.remove(sessionOf(req), actorOf(req), req.body.id),
  );

  r.get(
    rolePaths.permissions(':id'),
    {
      config: { auth: ['roles.ver'] },
      schema: {
        tags,
        summary: 'Permisos de un rol (todos para el rol administrador)',
        params: ZIdParams,
        response: { 200: ZRolePermissions, ...errorResponses },
      },
    },
    async (req) => ({ data: await service.permissions(req.params.id) }),
  );

  r.post(
    rolePaths.savePermissions,
    {
      config: { auth: ['roles.editar'] },
      schema: {
        tags,
        summary: 'Guardar los permisos de un rol: `permiso_for` es la lista completa de códigos',
        body: ZRolePermissionsBody,
        response: { 200: ZRolePermissions, ...errorResponses },
      },
    },
    async (req) => ({
      data: await service.setPermissions(sessionOf(req), actorOf(req), req.body.rol_id, req.body.permiso_for),
    }),
  );

  r.get(
    rolePaths.catalog,
    {
      config: { auth: ['roles.ver'] },
      schema: {
        tags,
        summary: 'Catálogo completo de permisos agrupado por módulo',
        response: { 200: ZPermissionCatalog, ...errorResponses },
      },
    },
    async () => ({ data: permissionModules }),
  );
}
