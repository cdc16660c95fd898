import {
  hotelPaths,
  ZDeleteResult,
  ZHotelBody,
  ZHotelData,
  ZHotelDeleteBody,
  ZHotelListBody,
  ZHotelPage,
  ZHotelUpdateBody,
  ZIdParams,
  ZPageQuery,
} from '@posada/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageRequest } from '../../http/list-request';
import { actorOf, sessionOf } from '../../http/request-context';
import { errorResponses } from '../../http/route-schemas';
import type { HotelsService } from './hotels.service';

const tags = ['Hoteles'];

export function registerHotelsRoutes(app: FastifyInstance, service: HotelsService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    hotelPaths.list,
    {
      config: { auth: ['hoteles.ver'] },
      schema: {
        tags,
        summary: 'Listar los hoteles del usuario (root: todos), con búsqueda y paginación',
        querystring: ZPageQuery,
        body: ZHotelListBody.nullish(),
        response: { 200: ZHotelPage, ...errorResponses },
      },
    },
    (req) => service.list(sessionOf(req), { ...pageRequest(req.query, req.body), estado: req.body?.estado }),
  );

  r.get(
    hotelPaths.show(':id'),
    {
      config: { auth: ['hoteles.ver'] },
      schema: {
        tags,
        summary: 'Un hotel',
        params: ZIdParams,
        response: { 200: ZHotelData, ...errorResponses },
      },
    },
    async (req) => ({ data: await service.show(sessionOf(req), req.params.id) }),
  );

  r.post(
    hotelPaths.create,
    {
      config: { auth: ['hoteles.crear'] },
      schema: {
        tags,
        summary: 'Crear un hotel',
        body: ZHotelBody,
        response: { 200: ZHotelData, ...errorResponses },
      },
    },
    async (req) => ({ data: await service.create(sessionOf(req), actorOf(req), req.body) }),
  );

  r.post(
    hotelPaths.update,
    {
      config: { auth: ['hoteles.editar'] },
      schema: {
        tags,
        summary: 'Modificar un hotel (también activarlo o desactivarlo)',
        body: ZHotelUpdateBody,
        response: { 200: ZHotelData, ...errorResponses },
      },
    },
    async (req) => {
      const { id, ...body } = req.body;
      return { data: await service.update(sessionOf(req), actorOf(req), id, body) };
    },
  );

  r.post(
    hotelPaths.remove,
    {
      config: { auth: ['hoteles.eliminar'] },
      schema: {
        tags,
        summary: 'Eliminar un hotel; si tiene operaciones se desactiva',
        body: ZHotelDeleteBody,
        response: { 200: ZDeleteResult, ...errorResponses },
      },
    },
    (req) => service.remove(sessionOf(req), actorOf(req), req.body.id),
  );
}
