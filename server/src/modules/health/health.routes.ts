import { apiPaths, jobPaths, ZApiError, ZHealth, ZJobsResponse, ZReadiness } from '@posada/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { HealthService } from './health.service';

const DOWN = 'La base de datos no está disponible';

export function registerHealthRoutes(app: FastifyInstance, service: HealthService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
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
      return reply.status(503).send({ message: DOWN });
    },
  );

  r.get(
    apiPaths.ready,
    {
      config: { auth: 'public' },
      schema: {
        tags: ['Sistema'],
        summary: 'Listo para atender: la base de datos y el estado de cada tarea programada',
        response: { 200: ZReadiness, 503: ZApiError },
      },
    },
    async (req, reply) => {
      const ready = await service.readiness();
      if (!ready.up) {
        req.log.error({ err: ready.error }, 'la base de datos no responde');
        return reply.status(503).send({ message: DOWN });
      }
      const { up: _, ...answer } = ready;
      return answer;
    },
  );

  r.get(
    jobPaths.list,
    {
      config: { auth: ['configuraciones.editar'] },
      schema: {
        tags: ['Sistema'],
        summary: 'Tareas programadas: última ejecución, próxima, último resultado y último error',
        response: { 200: ZJobsResponse, 401: ZApiError, 403: ZApiError },
      },
    },
    async () => ({ data: await service.jobs() }),
  );
}
