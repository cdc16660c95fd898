import multipart from '@fastify/multipart';
import { configurationPaths, LOGO_MAX_BYTES, ZApiError, ZConfigurationData } from '@posada/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { hotelActor } from '../../http/request-context';
import { PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from '../../lib/errors';
import type { ConfigurationsService } from './configurations.service';

const FIELD = 'image';
const TOO_LARGE = `El logo no puede pesar más de ${LOGO_MAX_BYTES / 1024} KB`;

/**
 * POST /configurations/upload-image, multipart with the field `image`. The multipart parser is
 * registered in a scope of its own so no other route accepts multipart by accident.
 */
export function registerLogoUploadRoute(app: FastifyInstance, service: ConfigurationsService): void {
  app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 5 } });
    scope.withTypeProvider<ZodTypeProvider>().post(
      configurationPaths.uploadImage,
      {
        config: { auth: ['configuraciones.editar'] },
        schema: {
          tags: ['Configuración'],
          summary: `Subir el logo del hotel actual (multipart, campo image; PNG, JPEG o WebP; máximo ${LOGO_MAX_BYTES / 1024} KB)`,
          consumes: ['multipart/form-data'],
          response: {
            200: ZConfigurationData,
            400: ZApiError,
            401: ZApiError,
            403: ZApiError,
            413: ZApiError,
            415: ZApiError,
          },
        },
      },
      async (req) => {
        if (!req.isMultipart()) {
          throw new UnsupportedMediaTypeError('Envíe el logo como multipart/form-data en el campo image');
        }
        const file = await req.file();
        if (!file || file.fieldname !== FIELD) {
          throw new ValidationError('Adjunte la imagen del logo en el campo image', {
            image: ['Seleccione una imagen'],
          });
        }
        let bytes: Buffer;
        try {
          bytes = await file.toBuffer();
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
            throw new PayloadTooLargeError(TOO_LARGE);
          throw error;
        }
        return { data: await service.uploadLogo(hotelActor(req), bytes) };
      },
    );
  });
}
