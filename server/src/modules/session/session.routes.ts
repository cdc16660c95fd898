import {
  apiPaths,
  ZApiError,
  ZLoginBody,
  ZLoginResponse,
  ZMessage,
  ZPermisosUsuarioResponse,
} from '@posada/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../http/request-context';
import type { SessionService } from './session.service';

export function registerSessionRoutes(app: FastifyInstance, service: SessionService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    apiPaths.login,
    {
      config: { auth: 'public' },
      schema: {
        tags: ['Sesión'],
        summary: 'Iniciar sesión',
        body: ZLoginBody,
        response: { 200: ZLoginResponse, 401: ZApiError, 429: ZApiError },
      },
    },
    (req) => service.login(req.body.email, req.body.password, req.ip, req.headers['user-agent'] ?? ''),
  );

  r.post(
    apiPaths.logout,
    {
      config: { auth: 'session' },
      schema: { tags: ['Sesión'], summary: 'Cerrar sesión', response: { 200: ZMessage } },
    },
    async (req) => {
      await service.logout(sessionOf(req).sessionId);
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
