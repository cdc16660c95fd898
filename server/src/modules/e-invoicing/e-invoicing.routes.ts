import multipart from '@fastify/multipart';
import {
  E_INVOICING_CERTIFICATE_MAX_BYTES,
  eInvoicingPaths as paths,
  ZApiError,
  ZEInvoicingSettings,
  ZEInvoicingStateResponse,
} from '@posada/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { hotelActor, requireHotelId } from '../../http/request-context';
import { PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from '../../lib/errors';
import type { EInvoicingService } from './e-invoicing.service';

const TAG = 'Facturación electrónica';
/** The administrator's: the permission that edits the configuration. */
const ADMIN = ['configuraciones.editar'] as const;
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 422: ZApiError };
const TOO_LARGE = `El certificado no puede pesar más de ${E_INVOICING_CERTIFICATE_MAX_BYTES / 1024} KB`;

export function registerEInvoicingRoutes(app: FastifyInstance, service: EInvoicingService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    paths.state,
    {
      config: { auth: ADMIN },
      schema: {
        tags: [TAG],
        summary: 'La configuración de facturación electrónica del hotel y su certificado (sin la clave)',
        response: { 200: ZEInvoicingStateResponse, ...errors },
      },
    },
    async (req) => ({ data: await service.state(requireHotelId(req)) }),
  );

  r.post(
    paths.configure,
    {
      config: { auth: ADMIN },
      schema: {
        tags: [TAG],
        summary: 'Guarda el ambiente de la DIAN, el software, su PIN (sellado) y el set de pruebas',
        body: ZEInvoicingSettings,
        response: { 200: ZEInvoicingStateResponse, ...errors },
      },
    },
    async (req) => ({ data: await service.configure(hotelActor(req), req.body) }),
  );

  // Multipart in a scope of its own, as the logo's: no other route accepts it by accident.
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: E_INVOICING_CERTIFICATE_MAX_BYTES, files: 1, fields: 2 },
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      paths.certificate,
      {
        config: { auth: ADMIN },
        schema: {
          tags: [TAG],
          summary:
            'Carga el certificado de firma (multipart: archivo .p12 en el campo certificado y su contraseña en clave)',
          consumes: ['multipart/form-data'],
          response: { 200: ZEInvoicingStateResponse, ...errors, 413: ZApiError, 415: ZApiError },
        },
      },
      async (req) => {
        if (!req.isMultipart()) {
          throw new UnsupportedMediaTypeError('Envíe el certificado como multipart/form-data');
        }
        let file: Buffer | undefined;
        let password: string | undefined;
        try {
          for await (const part of req.parts()) {
            if (part.type === 'file' && part.fieldname === 'certificado') file = await part.toBuffer();
            else if (part.type === 'file') await part.toBuffer();
            else if (part.fieldname === 'clave') password = String(part.value);
          }
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
            throw new PayloadTooLargeError(TOO_LARGE);
          throw error;
        }
        const fieldErrors: Record<string, string[]> = {};
        if (!file || file.length === 0)
          fieldErrors.certificado = ['Seleccione el archivo .p12 del certificado'];
        if (!password) fieldErrors.clave = ['Indique la contraseña del certificado'];
        if (!file || !password)
          throw new ValidationError('Adjunte el certificado y su contraseña', fieldErrors);
        return { data: await service.uploadCertificate(hotelActor(req), file, password) };
      },
    );
  });
}
