import {
  configurationPaths as paths,
  ZApiError,
  ZDeleteResult,
  ZIdParams,
  ZListFilters,
  ZPageQuery,
  ZTrainingBody,
  ZTrainingItem,
  ZTrainingList,
  ZTrainingPage,
  ZTrainingQuery,
  zData,
} from '@posada/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { hotelActor, requireHotelId } from '../../lib/request-hotel';
import { currentHotelId } from '../../plugins/auth';
import { activeTrainings, trainingStore as store } from './trainings.store';

const TAG = 'Capacitaciones';
const EDIT = ['configuraciones.editar'] as const;
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError };
const ZOne = zData(ZTrainingItem);

export function registerTrainingsRoutes(app: FastifyInstance, db: Db): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    paths.trainings,
    {
      config: { auth: 'session', tokenQuery: true },
      schema: {
        tags: [TAG],
        summary: 'Capacitaciones del hotel (token de sesión en ?token= o en el encabezado Bearer)',
        querystring: ZTrainingQuery,
        response: { 200: ZTrainingList, 401: ZApiError },
      },
    },
    async (req) => {
      const hotelId = currentHotelId(req);
      return { data: hotelId === null ? [] : await activeTrainings(db, hotelId) };
    },
  );

  r.post(
    paths.trainingList,
    {
      config: { auth: ['configuraciones.ver'] },
      schema: {
        tags: [TAG],
        summary: 'Listar las capacitaciones del hotel para administrarlas',
        querystring: ZPageQuery.extend(ZListFilters.shape),
        response: { 200: ZTrainingPage, ...errors },
      },
    },
    (req) => store.list(db, requireHotelId(req), req.query),
  );

  r.post(
    paths.trainingCreate,
    {
      config: { auth: EDIT },
      schema: {
        tags: [TAG],
        summary: 'Crear una capacitación',
        body: ZTrainingBody,
        response: { 200: ZOne, ...errors },
      },
    },
    async (req) => {
      const actor = hotelActor(req);
      return { data: await db.transaction((tx) => store.create(tx, actor, req.body)) };
    },
  );

  r.post(
    paths.trainingUpdate(':id'),
    {
      config: { auth: EDIT },
      schema: {
        tags: [TAG],
        summary: 'Modificar una capacitación',
        params: ZIdParams,
        body: ZTrainingBody,
        response: { 200: ZOne, ...errors },
      },
    },
    async (req) => {
      const actor = hotelActor(req);
      return { data: await db.transaction((tx) => store.update(tx, actor, req.params.id, req.body)) };
    },
  );

  r.post(
    paths.trainingRemove(':id'),
    {
      config: { auth: EDIT },
      schema: {
        tags: [TAG],
        summary: 'Eliminar una capacitación',
        params: ZIdParams,
        response: { 200: ZDeleteResult, ...errors },
      },
    },
    async (req) => {
      const actor = hotelActor(req);
      const accion = await db.transaction((tx) => store.remove(tx, actor, req.params.id));
      return {
        accion,
        message: accion === 'eliminado' ? 'Capacitación eliminada' : 'Capacitación desactivada',
      };
    },
  );
}
