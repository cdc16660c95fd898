import {
  geoPaths,
  ZCiudadList,
  ZDepartamentoList,
  ZGeoParentBody,
  ZGeoQueryBody,
  ZPaisList,
} from '@posada/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/route-schemas';
import type { GeoService } from './geo.service';

const tags = ['Geografía'];

/** Public catalogs every form with an address needs: any logged-in user may read them. */
export function registerGeoRoutes(app: FastifyInstance, service: GeoService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    geoPaths.countries,
    {
      config: { auth: 'session' },
      schema: {
        tags,
        summary: 'Países: todos, o solo el del `id` dado',
        body: ZGeoQueryBody.nullish(),
        response: { 200: ZPaisList, ...errorResponses },
      },
    },
    async (req) => ({ data: await service.countries(req.body?.id) }),
  );

  r.post(
    geoPaths.departments,
    {
      config: { auth: 'session' },
      schema: {
        tags,
        summary: 'Departamentos del país `id`',
        body: ZGeoParentBody,
        response: { 200: ZDepartamentoList, ...errorResponses },
      },
    },
    async (req) => ({ data: await service.departments(req.body.id) }),
  );

  r.post(
    geoPaths.cities,
    {
      config: { auth: 'session' },
      schema: {
        tags,
        summary: 'Ciudades (municipios) del departamento `id`',
        body: ZGeoParentBody,
        response: { 200: ZCiudadList, ...errorResponses },
      },
    },
    async (req) => ({ data: await service.cities(req.body.id) }),
  );
}
