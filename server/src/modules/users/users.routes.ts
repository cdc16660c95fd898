import {
  userPaths,
  ZApiError,
  ZDeleteResult,
  ZIdParams,
  ZPageQuery,
  ZUpdateThemeBody,
  ZUpdateThemeResponse,
  ZUserCreateBody,
  ZUserData,
  ZUserHotelsBody,
  ZUserHotelsData,
  ZUserListBody,
  ZUserPage,
  ZUserUpdateBody,
} from '@posada/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageRequest } from '../../http/list-request';
import { actorOf, holds, sessionOf } from '../../http/request-context';
import { errorResponses } from '../../http/route-schemas';
import type { UsersService } from './users.service';

const tags = ['Usuarios'];

export function registerUsersRoutes(app: FastifyInstance, service: UsersService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    userPaths.list,
    {
      config: { auth: ['usuarios.ver'] },
      schema: {
        tags,
        summary: 'Listar los usuarios que comparten hotel con quien consulta (root: todos)',
        querystring: ZPageQuery,
        body: ZUserListBody.nullish(),
        response: { 200: ZUserPage, ...errorResponses },
      },
    },
    (req) => service.list(sessionOf(req), { ...req.body, ...pageRequest(req.query, req.body) }),
  );

  r.post(
    userPaths.create,
    {
      config: { auth: ['usuarios.crear'] },
      schema: {
        tags,
        summary: 'Crear un usuario',
        body: ZUserCreateBody,
        response: { 200: ZUserData, ...errorResponses },
      },
    },
    async (req) => ({ data: await service.create(sessionOf(req), actorOf(req), req.body) }),
  );

  r.get(
    userPaths.show(':id'),
    {
      config: { auth: ['usuarios.ver'] },
      schema: {
        tags,
        summary: 'Un usuario',
        params: ZIdParams,
        response: { 200: ZUserData, ...errorResponses },
      },
    },
    async (req) => ({ data: await service.show(sessionOf(req), req.params.id) }),
  );

  r.post(
    userPaths.update,
    {
      config: { auth: ['usuarios.editar'] },
      schema: {
        tags,
        summary: 'Modificar un usuario; `password` no vacío la restablece',
        body: ZUserUpdateBody,
        response: { 200: ZUserData, ...errorResponses },
      },
    },
    async (req) => ({ data: await service.update(sessionOf(req), actorOf(req), req.body) }),
  );

  r.post(
    userPaths.remove(':id'),
    {
      config: { auth: ['usuarios.eliminar'] },
      schema: {
        tags,
        summary: 'Eliminar un usuario; si tiene historial se desactiva y se cierran sus sesiones',
        params: ZIdParams,
        response: { 200: ZDeleteResult, ...errorResponses },
      },
    },
    (req) => service.remove(sessionOf(req), actorOf(req), req.params.id),
  );

  r.get(
    userPaths.hotels(':id'),
    {
      config: { auth: ['usuarios.ver'] },
      schema: {
        tags,
        summary: 'Hoteles de un usuario (los que quien consulta puede ver)',
        params: ZIdParams,
        response: { 200: ZUserHotelsData, ...errorResponses },
      },
    },
    async (req) => ({ data: await service.hotels(sessionOf(req), req.params.id) }),
  );

  r.post(
    userPaths.updateHotels,
    {
      config: { auth: ['usuarios.editar'] },
      schema: {
        tags,
        summary: 'Fijar los hoteles de un usuario (`hoteles`: lista completa de ids)',
        body: ZUserHotelsBody,
        response: { 200: ZUserHotelsData, ...errorResponses },
      },
    },
    async (req) => ({
      data: await service.setHotels(sessionOf(req), actorOf(req), req.body.usuario_id, req.body.hoteles),
    }),
  );

  r.post(
    userPaths.updateTheme(':id'),
    {
      config: { auth: 'session' },
      schema: {
        tags,
        summary: 'Guardar la configuración de tema de un usuario',
        params: ZIdParams,
        body: ZUpdateThemeBody,
        response: { 200: ZUpdateThemeResponse, 403: ZApiError, 404: ZApiError },
      },
    },
    async (req) => {
      const session = sessionOf(req);
      const caller = { ...session, canEditUsers: holds(session, 'usuarios.editar') };
      return { data: await service.updateTheme(caller, req.params.id, req.body.theme_config) };
    },
  );
}
