import { ZApiError, ZIdParams, ZUpdateThemeBody, ZUpdateThemeResponse } from '@posada/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { holds, sessionOf } from '../../plugins/auth';
import type { UsersService } from './users.service';

export function registerUsersRoutes(app: FastifyInstance, service: UsersService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/update-theme/:id',
    {
      config: { auth: 'session' },
      schema: {
        tags: ['Usuarios'],
        summary: 'Guardar la configuración de tema de un usuario',
        params: ZIdParams,
        body: ZUpdateThemeBody,
        response: { 200: ZUpdateThemeResponse, 403: ZApiError, 404: ZApiError },
      },
    },
    async (req) => {
      const session = sessionOf(req);
      const actor = { userId: session.userId, canEditUsers: holds(session, 'usuarios.editar') };
      return { data: await service.updateTheme(actor, req.params.id, req.body.theme_config) };
    },
  );
}
