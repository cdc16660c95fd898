import {
  eInvoicingPaths as paths,
  ZPageQuery,
  ZPaperInvoiceBody,
  ZPaperInvoiceCreated,
  ZPaperInvoicePage,
} from '@posada/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { hotelActor, requireHotelId } from '../../http/request-context';
import { errorResponses } from '../../http/route-schemas';
import type { PaperInvoices } from './paper-invoices';

const TAG = 'Facturación electrónica';

/** Paper contingency invoices typed in afterwards (docs/e-invoicing.md "Paper contingency invoices"). */
export function registerPaperInvoiceRoutes(app: FastifyInstance, paper: PaperInvoices): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    paths.paperInvoices,
    {
      config: { auth: ['facturas.ver'] },
      schema: {
        tags: [TAG],
        summary:
          'Las facturas de talonario de contingencia registradas, con su plazo de 48 horas y su estado en la DIAN',
        querystring: ZPageQuery,
        response: { 200: ZPaperInvoicePage, ...errorResponses },
      },
    },
    async (req) => paper.list(requireHotelId(req), req.query.page, req.query.per_page, req.query.search),
  );
  r.post(
    paths.paperInvoices,
    {
      config: { auth: ['facturas.crear'] },
      schema: {
        tags: [TAG],
        summary:
          'Registra una factura escrita a mano en el talonario de contingencia mientras Posada no funcionaba y la pone en la cola de la DIAN como factura de contingencia (03); rechazada pasadas 48 horas del restablecimiento',
        body: ZPaperInvoiceBody,
        response: { 200: ZPaperInvoiceCreated, ...errorResponses },
      },
    },
    async (req) => ({
      message: 'Factura de talonario registrada: se transmitirá a la DIAN en segundos',
      data: await paper.create(hotelActor(req), req.body),
    }),
  );
}
