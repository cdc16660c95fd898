import {
  type CatalogResourcePaths,
  type PermissionCode,
  ZApiError,
  ZCatalogQuery,
  ZIdParams,
  zData,
} from '@posada/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { CrudStore } from '../../lib/crud-store';
import { actorOf } from '../audit/audit.repository';

export interface CatalogResource {
  /** The specification's read path (`/impuesto`) and the show, create and update hanging from it. */
  paths: CatalogResourcePaths;
  tag: string;
  /** 'impuesto', 'impuestos': the words of the OpenAPI summaries. */
  singular: string;
  plural: string;
  store: CrudStore<{ id: number; estado: boolean }>;
  item: z.ZodType;
  page: z.ZodType;
  body: z.ZodType<Record<string, unknown>>;
  /** Fields fixed once created (codes other modules and the seeds key on). */
  fixed?: readonly string[];
  /** Who may create and update. Reading is open to any session: many screens fill selects from these. */
  edit: readonly PermissionCode[];
}

const withoutFixed = (body: Record<string, unknown>, fixed: readonly string[] = []) =>
  Object.fromEntries(Object.entries(body).filter(([key]) => !fixed.includes(key)));

/**
 * The calls of one national catalog in the style of the specification's warehouses
 * (`GET /bodega`, `POST /bodega`, `GET /bodega/show/{id}`, `POST /bodega/update/{id}`).
 * Catalog rows are never deleted (products and clients point at them): `estado` retires them.
 */
export function registerCatalogResource(app: FastifyInstance, db: Db, res: CatalogResource): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError };
  const one = zData(res.item);

  r.get(
    res.paths.list,
    {
      config: { auth: 'session' },
      schema: {
        tags: [res.tag],
        summary: `Listar ${res.plural} (búsqueda y páginas; 100 por página por defecto)`,
        querystring: ZCatalogQuery,
        response: { 200: res.page, 401: ZApiError },
      },
    },
    (req) => res.store.list(db, null, req.query),
  );

  r.get(
    res.paths.show(':id'),
    {
      config: { auth: 'session' },
      schema: {
        tags: [res.tag],
        summary: `Mostrar un ${res.singular}`,
        params: ZIdParams,
        response: { 200: one, ...errors },
      },
    },
    async (req) => ({ data: await res.store.find(db, null, req.params.id) }),
  );

  r.post(
    res.paths.create,
    {
      config: { auth: res.edit },
      schema: {
        tags: [res.tag],
        summary: `Crear un ${res.singular}`,
        body: res.body,
        response: { 200: one, ...errors },
      },
    },
    async (req) => ({
      data: await db.transaction((tx) =>
        res.store.create(tx, actorOf(req), req.body as Record<string, unknown>),
      ),
    }),
  );

  r.post(
    res.paths.update(':id'),
    {
      config: { auth: res.edit },
      schema: {
        tags: [res.tag],
        summary: `Modificar un ${res.singular} (también lo activa o desactiva con estado)`,
        params: ZIdParams,
        body: res.body,
        response: { 200: one, ...errors },
      },
    },
    async (req) => {
      const values = withoutFixed(req.body as Record<string, unknown>, res.fixed);
      return {
        data: await db.transaction((tx) => res.store.update(tx, actorOf(req), req.params.id, values)),
      };
    },
  );
}
