import { apiPaths, ZApiError, ZHealth } from '@posada/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { HealthService } from './health.service';

export function registerHealthRoutes(app: FastifyInstance, service: HealthService): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    apiPaths.health,
    {
      config: { auth: 'public' },
      schema: {
        tags: ['Sistema'],
        summary: 'Estado del servicio y de la base de datos',
        response: { 200: ZHealth, 503: ZApiError },
      },
    },
    async (req, reply) => {
      const health = await service.databaseUp();
      if (health.up) return { status: 'ok' as const };
      req.log.error({ err: health.error }, 'la base de datos no responde');
      return reply.status(503).send({ message: 'La base de datos no está disponible' });
    },
  );
}
