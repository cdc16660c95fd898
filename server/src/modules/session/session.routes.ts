import {
  apiPaths,
  ZApiError,
  ZLoginBody,
  ZLoginResponse,
  ZMessage,
  ZPermisosUsuarioResponse,
} from '@posada/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf, sessionOf } from '../../http/request-context';
import type { SessionService } from './session.service';

/** The login answer carries a token and the logout ends one: no cache, proxy or history keeps them. */
async function noStore(_req: FastifyRequest, reply: FastifyReply) {
  reply.header('Cache-Control', 'no-store');
}

export function registerSessionRoutes(app: FastifyInstance, service: SessionService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    apiPaths.login,
    {
      config: { auth: 'public' },
      onRequest: noStore,
      schema: {
        tags: ['Sesión'],
        summary: 'Iniciar sesión',
        body: ZLoginBody,
        response: { 200: ZLoginResponse, 401: ZApiError, 429: ZApiError },
      },
    },
    (req) =>
      service.login(req.body.email, req.body.password, {
        ip: req.ip,
        userAgent: req.headers['user-agent'] ?? '',
      }),
  );

  r.post(
    apiPaths.logout,
    {
      config: { auth: 'session' },
      onRequest: noStore,
      schema: { tags: ['Sesión'], summary: 'Cerrar sesión', response: { 200: ZMessage } },
    },
    async (req) => {
      await service.logout(actorOf(req), sessionOf(req).sessionId);
      return { message: 'Sesión cerrada' };
    },
  );

  r.get(
    apiPaths.permisosUsuario,
    {
      config: { auth: 'session' },
      schema: {
        tags: ['Sesión'],
        summary: 'Permisos actuales del usuario',
        response: { 200: ZPermisosUsuarioResponse },
      },
    },
    async (req) => service.permissionsOf(sessionOf(req)),
  );
}
