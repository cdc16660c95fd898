import { apiPaths, ZConfigurationResponse, ZLogoQuery } from '@posada/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { NotFoundError } from '../../lib/errors';
import { currentHotelId } from '../../plugins/auth';
import type { ConfigurationsRepository } from './configurations.repository';

export function registerConfigurationsRoutes(app: FastifyInstance, repo: ConfigurationsRepository): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    apiPaths.configurations,
    {
      config: { auth: 'session' },
      schema: {
        tags: ['Configuración'],
        summary: 'Configuración del hotel actual',
        response: { 200: ZConfigurationResponse },
      },
    },
    async (req) => {
      const hotelId = currentHotelId(req);
      return { data: (hotelId && (await repo.findByHotel(hotelId))) || null };
    },
  );

  r.get(
    apiPaths.configurationImage,
    {
      config: { auth: 'public' },
      schema: {
        tags: ['Configuración'],
        summary: 'Logo del hotel (público; `h` elige el hotel)',
        querystring: ZLogoQuery,
      },
    },
    async (req, reply) => {
      const found = await repo.findLogo(req.query.h);
      if (!found) throw new NotFoundError('El hotel no tiene logo');
      return reply.header('Content-Type', found.mime).header('Cache-Control', 'no-cache').send(found.logo);
    },
  );
}
