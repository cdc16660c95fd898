import { apiPaths, ZApiError, ZHealth } from '@posada/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';

export function registerHealthRoutes(app: FastifyInstance, db: Db): void {
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
      try {
        await db.execute(sql`select 1`);
        return { status: 'ok' as const };
      } catch (err) {
        req.log.error({ err }, 'la base de datos no responde');
        return reply.status(503).send({ message: 'La base de datos no está disponible' });
      }
    },
  );
}
