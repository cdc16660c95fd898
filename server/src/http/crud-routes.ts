import {
  type TListBody,
  type TPageQuery,
  ZDeleteResult,
  ZIdParams,
  ZListBody,
  ZListFilters,
  ZPageQuery,
} from '@posada/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Actor } from '../lib/caller';
import type { CrudService } from '../lib/crud/crud-service';
import type { Page } from '../lib/paging';
import type { RouteAuth } from '../plugins/auth';
import { pageRequest } from './list-request';
import { actorOf, hotelActor, requireHotelId } from './request-context';
import { errorResponses } from './route-schemas';

type ListQuery = TPageQuery & { estado?: boolean | undefined };

export interface CrudRoutes<TItem, TBody, TFilters> {
  /**
   * The calls' paths. `update` as a function puts the id in the path (`/tarifaActualizar/{id}`),
   * as a string in the body (`/hotelActualizar` with `{ id, … }`).
   */
  paths: {
    list: string;
    create: string;
    /** Without it the list answers every field and no show call exists (training items). */
    show?: (id: string) => string;
    update: string | ((id: string) => string);
    remove?: (id: string) => string;
  };
  /** `hotel`: the request's hotel's records; `national`: the country's catalogs, no hotel. */
  scope: 'hotel' | 'national';
  tag: string;
  /** Words of the OpenAPI summaries: 'cliente', 'clientes'. */
  singular: string;
  plural: string;
  service: CrudService<TItem, TBody, TFilters>;
  /**
   * The list call: `GET` with paging, search and `estado` in the query string (the catalogs), or
   * `POST` (the specification's `…Listar`) with them in the query string or the body; `filters`
   * is the body's schema when the list filters on more than search and `estado`. A `GET` list
   * with a `filterQuery` filters on its own query string (products by `tipo`).
   */
  list:
    | { method: 'GET' | 'POST'; query?: z.ZodType<ListQuery>; filters?: z.ZodType<TListBody & TFilters> }
    | { method: 'GET'; filterQuery: z.ZodType<ListQuery & TFilters> };
  schemas: {
    page: z.ZodType<Page<TItem>>;
    one: z.ZodType<{ data: TItem }>;
    body: z.ZodType<TBody>;
    /** The update body with its `id`, when the id travels in the body. */
    updateBody?: z.ZodType<TBody & { id: number }>;
  };
  /** Who may call each: `mostrar` (the show call) defaults to `ver`. */
  permissions: Record<'ver' | 'crear' | 'editar' | 'eliminar', RouteAuth> & { mostrar?: RouteAuth };
  /** The answers of the delete call: removed, or deactivated because the record is in use. */
  removed?: { removed: string; deactivated: string };
}

/**
 * The list-and-form calls of one kind of record, in the specification's styles: `…Listar`,
 * `…Crear`, `…Mostrar/{id}`, `…Actualizar` and `…Eliminar/{id}` for a hotel's records, and
 * `GET /impuesto`, `POST /impuesto`, `/impuesto/show/{id}`, `/impuesto/update/{id}` for the
 * catalogs. Each handler is a call of the module's service; records of another hotel answer 404.
 */
export function registerCrudRoutes<TItem, TBody, TFilters = never>(
  app: FastifyInstance,
  res: CrudRoutes<TItem, TBody, TFilters>,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { service, schemas, paths, permissions } = res;
  const tags = [res.tag];
  const scopeOf = (req: FastifyRequest) => (res.scope === 'hotel' ? requireHotelId(req) : null);
  const actor = (req: FastifyRequest): Actor => (res.scope === 'hotel' ? hotelActor(req) : actorOf(req));

  const list = res.list;
  if ('filterQuery' in list)
    r.get(
      paths.list,
      {
        config: { auth: permissions.ver },
        schema: {
          tags,
          summary: `Listar ${res.plural} (página, búsqueda y estado)`,
          querystring: list.filterQuery,
          response: { 200: schemas.page, ...errorResponses },
        },
      },
      (req) => {
        // Its schema answers the query with the list's filters (ListQuery & TFilters).
        const query = req.query as ListQuery & TFilters;
        return service.list(scopeOf(req), {
          ...pageRequest(query, undefined),
          estado: query.estado,
          filters: query,
        });
      },
    );
  else
    r.route({
      method: list.method,
      url: paths.list,
      config: { auth: permissions.ver },
      schema: {
        tags,
        summary: `Listar ${res.plural} (página, búsqueda y estado)`,
        querystring: list.query ?? ZPageQuery.extend(ZListFilters.shape),
        ...(list.method === 'POST' ? { body: (list.filters ?? ZListBody).nullish() } : {}),
        response: { 200: schemas.page, ...errorResponses },
      },
      handler: (req) => {
        const query = req.query as ListQuery;
        const body = req.body as (TListBody & TFilters) | null | undefined;
        return service.list(scopeOf(req), {
          ...pageRequest(query, body),
          estado: body?.estado ?? query.estado,
          filters: body ?? undefined,
        });
      },
    });

  if (paths.show)
    r.get(
      paths.show(':id'),
      {
        config: { auth: permissions.mostrar ?? permissions.ver },
        schema: {
          tags,
          summary: `Mostrar un ${res.singular}`,
          params: ZIdParams,
          response: { 200: schemas.one, ...errorResponses },
        },
      },
      async (req) => ({ data: await service.find(scopeOf(req), req.params.id) }),
    );

  r.post(
    paths.create,
    {
      config: { auth: permissions.crear },
      schema: {
        tags,
        summary: `Crear un ${res.singular}`,
        body: schemas.body,
        response: { 200: schemas.one, ...errorResponses },
      },
    },
    async (req) => ({ data: await service.create(actor(req), req.body as TBody) }),
  );

  const { update } = paths;
  if (typeof update === 'function') {
    r.post(
      update(':id'),
      {
        config: { auth: permissions.editar },
        schema: {
          tags,
          summary: `Modificar un ${res.singular} (también lo activa o desactiva)`,
          params: ZIdParams,
          body: schemas.body,
          response: { 200: schemas.one, ...errorResponses },
        },
      },
      async (req) => ({ data: await service.update(actor(req), req.params.id, req.body as TBody) }),
    );
  } else {
    const updateBody = schemas.updateBody;
    if (!updateBody) throw new Error(`${update}: falta el esquema del cuerpo con id`);
    r.post(
      update,
      {
        config: { auth: permissions.editar },
        schema: {
          tags,
          summary: `Modificar un ${res.singular} (id en el cuerpo; también lo activa o desactiva)`,
          body: updateBody,
          response: { 200: schemas.one, ...errorResponses },
        },
      },
      async (req) => {
        const { id, ...body } = req.body as TBody & { id: number };
        return { data: await service.update(actor(req), id, body as TBody) };
      },
    );
  }

  const { removed } = res;
  if (!paths.remove || !removed) return;
  r.post(
    paths.remove(':id'),
    {
      config: { auth: permissions.eliminar },
      schema: {
        tags,
        summary: `Eliminar un ${res.singular}; si está en uso se desactiva`,
        params: ZIdParams,
        response: { 200: ZDeleteResult, ...errorResponses },
      },
    },
    async (req) => {
      const accion = await service.remove(actor(req), req.params.id);
      return { accion, message: accion === 'eliminado' ? removed.removed : removed.deactivated };
    },
  );
}
