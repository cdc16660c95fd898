import {
  type PermissionCode,
  type TListBody,
  ZDeleteResult,
  ZIdParams,
  ZListBody,
  ZPageQuery,
} from '@posada/contracts';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db, Tx } from '../db/client';
import type { CrudStore } from './crud-store';
import { pageRequest } from './list-query';
import { hotelActor, requireHotelId } from './request-hotel';
import { errorResponses } from './route-schemas';

type Values = Record<string, unknown>;

export interface HotelResource {
  /** `update` as a function puts the id in the path (`/tarifaActualizar/{id}`), else in the body. */
  paths: {
    list: string;
    create: string;
    show: (id: string) => string;
    update: string | ((id: string) => string);
  };
  tag: string;
  /** Words of the summaries and messages: 'cliente', 'clientes', 'Cliente eliminado'… */
  singular: string;
  plural: string;
  /** The delete call and its answers; without it records are only deactivated through `estado`. */
  remove?: { path: (id: string) => string; removed: string; deactivated: string };
  store: CrudStore<{ id: number; estado: boolean }>;
  page: z.ZodType;
  one: z.ZodType;
  body: z.ZodType<Values>;
  /** The update body with its `id`; not needed when the id is in the path. */
  updateBody?: z.ZodType<Values & { id: number }>;
  permissions: Record<'ver' | 'crear' | 'editar' | 'eliminar', readonly PermissionCode[]>;
  /** Rules that need the database (references in the same hotel…); answers the values to store. */
  prepare?: (tx: Tx, hotelId: number, body: Values, id?: number) => Promise<Values>;
  /** Filters of the list beyond search and estado: their body schema and the SQL they add. */
  list?: { body: z.ZodType<TListBody>; where: (body: Values) => SQL | undefined };
  /** A rule checked before a delete (e.g. an occupied room cannot be deactivated). */
  beforeRemove?: (tx: Tx, hotelId: number, id: number) => Promise<void>;
}

/**
 * The five calls of one hotel's records in the specification's style (`/hotelListar`,
 * `/hotelCrear`, `/hotelMostrar/{id}`, `/hotelActualizar` with the id in the body, and
 * `/…Eliminar/{id}`). Rows of another hotel answer 404; a record in use is deactivated.
 */
export function registerHotelResource(app: FastifyInstance, db: Db, res: HotelResource): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = [res.tag];
  const prepare = (tx: Tx, hotelId: number, body: Values, id?: number) =>
    res.prepare ? res.prepare(tx, hotelId, body, id) : Promise.resolve(body);

  r.post(
    res.paths.list,
    {
      config: { auth: res.permissions.ver },
      schema: {
        tags,
        summary: `Listar ${res.plural} del hotel (página, búsqueda y estado en la consulta o en el cuerpo)`,
        querystring: ZPageQuery,
        body: (res.list?.body ?? ZListBody).nullish(),
        response: { 200: res.page, ...errorResponses },
      },
    },
    (req) => {
      const body = req.body as TListBody | null | undefined;
      return res.store.list(
        db,
        requireHotelId(req),
        { ...pageRequest(req.query, body), estado: body?.estado ?? undefined },
        body ? res.list?.where(body as Values) : undefined,
      );
    },
  );

  r.get(
    res.paths.show(':id'),
    {
      config: { auth: res.permissions.ver },
      schema: {
        tags,
        summary: `Mostrar un ${res.singular}`,
        params: ZIdParams,
        response: { 200: res.one, ...errorResponses },
      },
    },
    async (req) => ({ data: await res.store.find(db, requireHotelId(req), req.params.id) }),
  );

  r.post(
    res.paths.create,
    {
      config: { auth: res.permissions.crear },
      schema: {
        tags,
        summary: `Crear un ${res.singular}`,
        body: res.body,
        response: { 200: res.one, ...errorResponses },
      },
    },
    async (req) => {
      const actor = hotelActor(req);
      const data = await db.transaction(async (tx) =>
        res.store.create(tx, actor, await prepare(tx, actor.hotelId, req.body as Values)),
      );
      return { data };
    },
  );

  const { update } = res.paths;
  const idInPath = typeof update === 'function';
  r.post(
    idInPath ? update(':id') : update,
    {
      config: { auth: res.permissions.editar },
      schema: {
        tags,
        summary: `Modificar un ${res.singular} (id en ${idInPath ? 'la ruta' : 'el cuerpo'}; también lo activa o desactiva)`,
        ...(idInPath ? { params: ZIdParams, body: res.body } : { body: res.updateBody ?? res.body }),
        response: { 200: res.one, ...errorResponses },
      },
    },
    async (req) => {
      const actor = hotelActor(req);
      const { id: bodyId, ...body } = req.body as Values & { id: number };
      const id = idInPath ? (req.params as { id: number }).id : bodyId;
      const data = await db.transaction(async (tx) =>
        res.store.update(tx, actor, id, await prepare(tx, actor.hotelId, body, id)),
      );
      return { data };
    },
  );

  const { remove } = res;
  if (!remove) return;
  r.post(
    remove.path(':id'),
    {
      config: { auth: res.permissions.eliminar },
      schema: {
        tags,
        summary: `Eliminar un ${res.singular}; si tiene movimientos se desactiva`,
        params: ZIdParams,
        response: { 200: ZDeleteResult, ...errorResponses },
      },
    },
    async (req) => {
      const actor = hotelActor(req);
      const accion = await db.transaction(async (tx) => {
        await res.beforeRemove?.(tx, actor.hotelId, req.params.id);
        return res.store.remove(tx, actor, req.params.id);
      });
      return { accion, message: accion === 'eliminado' ? remove.removed : remove.deactivated };
    },
  );
}
