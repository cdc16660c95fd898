import multipart from '@fastify/multipart';
import {
  E_INVOICING_CERTIFICATE_MAX_BYTES,
  type PermissionCode,
  eInvoicingPaths as paths,
  type TElectronicDocumentClass,
  ZApiError,
  ZEInvoicingSettings,
  ZEInvoicingStateResponse,
  ZEInvoicingTestSetBody,
  ZElectronicDocumentQuery,
  ZElectronicDocumentStateResponse,
  ZIdParams,
} from '@posada/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { holds, hotelActor, requireHotelId, sessionOf } from '../../http/request-context';
import {
  ForbiddenError,
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
  ValidationError,
} from '../../lib/errors';
import type { Delivery } from './delivery/delivery';
import type { EInvoicingService } from './e-invoicing.service';
import type { EInvoicingSender } from './sender';
import type { TestSet } from './test-set';

const TAG = 'Facturación electrónica';
/** The administrator's: the permission that edits the configuration. */
const ADMIN = ['configuraciones.editar'] as const;
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 422: ZApiError };
/** Whoever reads the invoices reads their electronic state and XML. */
const READERS = ['facturas.ver'] as const;
/** A sale's POS documents are read by whoever reads the sales (or the invoices). */
const SALE_READERS = ['ventas.ver', 'facturas.ver'] as const;
const POS_CLASSES: readonly TElectronicDocumentClass[] = ['tiquete_pos', 'nota_ajuste_pos'];
const xmlResponse = (description: string) => ({
  200: { description, content: { 'application/xml': { schema: { type: 'string' } } } },
  ...errors,
  404: ZApiError,
});
const TOO_LARGE = `El certificado no puede pesar más de ${E_INVOICING_CERTIFICATE_MAX_BYTES / 1024} KB`;

export function registerEInvoicingRoutes(
  app: FastifyInstance,
  service: EInvoicingService,
  sender: EInvoicingSender,
  testSet: TestSet,
  delivery: Pick<Delivery, 'state'>,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  /** A document's state with DIAN and the e-mail to its buyer. */
  const stateOf = async (hotelId: number, clase: TElectronicDocumentClass, id: number) => {
    const [dian, entrega] = await Promise.all([
      sender.state(hotelId, clase, id),
      delivery.state(hotelId, clase, id),
    ]);
    return { ...dian, entrega };
  };

  r.post(
    paths.testSet,
    {
      config: { auth: ADMIN },
      schema: {
        tags: [TAG],
        summary:
          'Habilitación: hace, firma y envía a la DIAN el set de pruebas (facturas y notas en la numeración de pruebas) y consulta su resultado',
        body: ZEInvoicingTestSetBody,
        response: { 200: ZEInvoicingStateResponse, ...errors },
      },
    },
    async (req) => {
      const hotelId = requireHotelId(req);
      await testSet.send(hotelId, req.body);
      return { data: await service.state(hotelId) };
    },
  );
  r.post(
    paths.testSetStatus,
    {
      config: { auth: ADMIN },
      schema: {
        tags: [TAG],
        summary: 'Consulta a la DIAN el resultado de los documentos del set de pruebas que aún lo esperan',
        response: { 200: ZEInvoicingStateResponse, ...errors },
      },
    },
    async (req) => {
      const hotelId = requireHotelId(req);
      await testSet.consult(hotelId);
      return { data: await service.state(hotelId) };
    },
  );

  const xmlRoutes: [string, TElectronicDocumentClass, string, readonly PermissionCode[]][] = [
    [paths.invoiceXml(':id'), 'factura', 'El XML firmado de la factura electrónica', READERS],
    [paths.creditNoteXml(':id'), 'nota_credito', 'El XML firmado de la nota crédito electrónica', READERS],
    [paths.debitNoteXml(':id'), 'nota_debito', 'El XML firmado de la nota débito electrónica', READERS],
    [
      paths.posXml(':id'),
      'tiquete_pos',
      'El XML firmado del documento equivalente electrónico POS de una venta',
      SALE_READERS,
    ],
    [
      paths.posNoteXml(':id'),
      'nota_ajuste_pos',
      'El XML firmado de la nota de ajuste que anuló el documento equivalente POS de una venta',
      SALE_READERS,
    ],
    [
      paths.paperInvoiceXml(':id'),
      'factura_talonario',
      'El XML firmado de la factura de contingencia (03) que transmite una factura de talonario',
      READERS,
    ],
  ];
  for (const [url, clase, summary, auth] of xmlRoutes) {
    r.get(
      url,
      {
        config: { auth: [...auth] },
        schema: { tags: [TAG], summary, params: ZIdParams, response: xmlResponse(summary) },
      },
      async (req, reply) => {
        const row = await sender.xml(requireHotelId(req), clase, req.params.id);
        const name = row.archivo ?? `documento-${row.id}.xml`;
        return reply
          .header('Content-Type', 'application/xml; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="${name}"`)
          .send(row.xml_firmado);
      },
    );
  }

  r.get(
    paths.document,
    {
      config: { auth: SALE_READERS },
      schema: {
        tags: [TAG],
        summary:
          'El estado electrónico de una factura, nota o documento equivalente POS: pendiente, aceptado, rechazado (con los mensajes de la DIAN), error o en contingencia',
        querystring: ZElectronicDocumentQuery,
        response: { 200: ZElectronicDocumentStateResponse, ...errors },
      },
    },
    async (req) => {
      // The sales' readers read their POS documents only; invoices and notes need facturas.ver.
      if (!POS_CLASSES.includes(req.query.clase) && !holds(sessionOf(req), ...READERS))
        throw new ForbiddenError();
      return { data: await stateOf(requireHotelId(req), req.query.clase, req.query.id) };
    },
  );

  r.post(
    paths.resend(':id'),
    {
      config: { auth: ['facturas.crear'] },
      schema: {
        tags: [TAG],
        summary: 'Vuelve a poner en la cola de envío a la DIAN una factura rechazada o detenida por un error',
        params: ZIdParams,
        response: { 200: ZElectronicDocumentStateResponse, ...errors, 404: ZApiError },
      },
    },
    async (req) => {
      const hotelId = requireHotelId(req);
      await sender.resend(hotelId, 'factura', req.params.id);
      return { data: await stateOf(hotelId, 'factura', req.params.id) };
    },
  );

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
