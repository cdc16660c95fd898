import {
  configurationPaths as paths,
  ZApiError,
  ZTrainingBody,
  ZTrainingItem,
  ZTrainingList,
  ZTrainingPage,
  ZTrainingQuery,
  zData,
} from '@posada/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerCrudRoutes } from '../../http/crud-routes';
import { currentHotelId } from '../../http/request-context';
import type { ConfigurationsService } from './configurations.service';

const TAG = 'Capacitaciones';
const EDIT = ['configuraciones.editar'] as const;

/** Training items: managed on a tab of admin/configurations, read on the Capacitaciones screen. */
export function registerTrainingsRoutes(app: FastifyInstance, service: ConfigurationsService): void {
  registerCrudRoutes(app, {
    paths: {
      list: paths.trainingList,
      create: paths.trainingCreate,
      update: paths.trainingUpdate,
      remove: paths.trainingRemove,
    },
    scope: 'hotel',
    tag: TAG,
    singular: 'capacitación',
    plural: 'capacitaciones del hotel para administrarlas',
    service: service.trainings,
    list: { method: 'POST' },
    schemas: { page: ZTrainingPage, one: zData(ZTrainingItem), body: ZTrainingBody },
    permissions: { ver: ['configuraciones.ver'], crear: EDIT, editar: EDIT, eliminar: EDIT },
    removed: { removed: 'Capacitación eliminada', deactivated: 'Capacitación desactivada' },
  });

  app.withTypeProvider<ZodTypeProvider>().get(
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
    async (req) => ({ data: await service.activeTrainings(currentHotelId(req)) }),
  );
}
