import {
  backupPaths as paths,
  ZApiError,
  ZBackupCreatedResponse,
  ZBackupSettings,
  ZBackupsStateResponse,
} from '@posada/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { BackupsService } from './backups.service';

const TAG = 'Respaldos';
/** The administrator's: the permission that edits the configuration. */
const ADMIN = ['configuraciones.editar'] as const;
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 422: ZApiError };

export function registerBackupsRoutes(app: FastifyInstance, service: BackupsService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    paths.state,
    {
      config: { auth: ADMIN },
      schema: {
        tags: [TAG],
        summary: 'Respaldos de la base embebida: la lista, la configuración y el último error',
        response: { 200: ZBackupsStateResponse, ...errors },
      },
    },
    async () => ({ data: await service.state() }),
  );

  r.post(
    paths.create,
    {
      config: { auth: ADMIN },
      schema: {
        tags: [TAG],
        summary: 'Crear un respaldo ahora',
        response: { 200: ZBackupCreatedResponse, ...errors },
      },
    },
    async () => ({ data: await service.runNow(), message: 'Respaldo creado' }),
  );

  r.post(
    paths.settings,
    {
      config: { auth: ADMIN },
      schema: {
        tags: [TAG],
        summary: 'Guardar la hora, la carpeta y cuántos respaldos conservar',
        body: ZBackupSettings,
        response: { 200: ZBackupsStateResponse, ...errors },
      },
    },
    async (req) => {
      await service.saveSettings(req.body);
      return { data: await service.state() };
    },
  );
}
