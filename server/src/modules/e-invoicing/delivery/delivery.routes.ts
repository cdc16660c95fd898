import {
  eInvoicingPaths as paths,
  ZApiError,
  ZEInvoicingMailResponse,
  ZEInvoicingMailSettings,
  ZElectronicBuyerCheckResponse,
  ZElectronicDocumentBody,
  ZIdParams,
  ZMessage,
} from '@posada/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client';
import { hotelActor, requireHotelId } from '../../../http/request-context';
import { checkBuyerOf } from './buyer-check';
import type { Delivery } from './delivery';
import type { MailSettings } from './mail-settings';

const TAG = 'Facturación electrónica';
/** The administrator's, as the other e-invoicing settings. */
const ADMIN = ['configuraciones.editar'] as const;
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 422: ZApiError };

/** The delivery to the buyer: the hotel's mail server, the resend of a document's e-mail, the buyer check. */
export function registerDeliveryRoutes(
  app: FastifyInstance,
  { db, delivery, mail }: { db: Db; delivery: Delivery; mail: MailSettings },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    paths.mail,
    {
      config: { auth: ADMIN },
      schema: {
        tags: [TAG],
        summary:
          'El servidor de correo (SMTP) con que se envían las facturas a los compradores (sin la contraseña)',
        response: { 200: ZEInvoicingMailResponse, ...errors },
      },
    },
    async (req) => ({ data: await mail.get(requireHotelId(req)) }),
  );

  r.post(
    paths.mail,
    {
      config: { auth: ADMIN },
      schema: {
        tags: [TAG],
        summary:
          'Guarda el servidor de correo (SMTP) del hotel; la contraseña se guarda sellada y, vacía, se conserva la anterior',
        body: ZEInvoicingMailSettings,
        response: { 200: ZEInvoicingMailResponse, ...errors },
      },
    },
    async (req) => ({ data: await mail.save(hotelActor(req), req.body) }),
  );

  r.post(
    paths.resendMail,
    {
      config: { auth: ['facturas.crear'] },
      schema: {
        tags: [TAG],
        summary:
          'Vuelve a enviar al comprador, por correo, un documento aceptado por la DIAN (en la próxima pasada de la cola)',
        body: ZElectronicDocumentBody,
        response: { 200: ZMessage, ...errors, 404: ZApiError },
      },
    },
    async (req) => {
      await delivery.resend(requireHotelId(req), req.body.clase, req.body.id);
      return { message: 'El correo al comprador quedó en la cola de envío' };
    },
  );

  r.get(
    paths.buyer(':id'),
    {
      config: { auth: ['rack.desocupar', 'facturas.crear'] },
      schema: {
        tags: [TAG],
        summary:
          'Si los datos del cliente permiten facturarle electrónicamente, y qué falta completar (antes del check-out)',
        params: ZIdParams,
        response: { 200: ZElectronicBuyerCheckResponse, ...errors, 404: ZApiError },
      },
    },
    async (req) => ({ data: await checkBuyerOf(db, requireHotelId(req), req.params.id) }),
  );
}
