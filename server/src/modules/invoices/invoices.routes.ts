import {
  invoicePaths as paths,
  ZApiError,
  ZBillingSummaryData,
  ZCreditNoteBody,
  ZCreditNoteCreated,
  ZDebitNoteBody,
  ZDebitNoteCreated,
  ZIdParams,
  ZInvoiceCreateBody,
  ZInvoiceCreated,
  ZInvoiceData,
  ZInvoiceListBody,
  ZInvoicePage,
  ZInvoicePdfQuery,
  ZOptionalIdempotencyHeaders,
  ZPageQuery,
} from '@posada/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageRequest } from '../../http/list-request';
import { holds, hotelActor, requireHotelId, sessionOf } from '../../http/request-context';
import { errorResponses } from '../../http/route-schemas';
import type { DebitNotes } from './debit-notes.service';
import type { InvoicesService } from './invoices.service';
import type { InvoicePdf } from './pdf.service';

const tags = ['Facturación'];
const readers = ['facturas.ver'] as const;
const pdfResponse = (description: string) => ({
  200: {
    description,
    content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
  },
  ...errorResponses,
});

/** Invoices: facturaCrear, the list, the detail and its PDF, credit notes and the dashboard. */
export function registerInvoicesRoutes(
  app: FastifyInstance,
  { service, debits, pdf }: { service: InvoicesService; debits: DebitNotes; pdf: InvoicePdf },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    paths.create,
    {
      config: { auth: ['facturas.crear'] },
      schema: {
        tags,
        summary:
          'Factura una cuenta: liquida el saldo (pagos con cambio, o a crédito de una empresa) y numera con la resolución DIAN',
        headers: ZOptionalIdempotencyHeaders,
        body: ZInvoiceCreateBody,
        response: { 200: ZInvoiceCreated, ...errorResponses },
      },
    },
    async (req) => {
      const session = sessionOf(req);
      const { issued, data } = await service.create(
        hotelActor(req),
        req.headers['idempotency-key'],
        req.body,
        {
          mayCredit: holds(session, 'facturas.credito'),
          mayExceedCredit: holds(session, 'facturas.sobrecupo'),
        },
      );
      return { message: `Factura ${issued.numero} creada`, data };
    },
  );
  r.post(
    paths.list,
    {
      config: { auth: [...readers] },
      schema: {
        tags,
        summary: 'Lista las facturas (número, comprador o documento; fechas, estado, forma de pago)',
        querystring: ZPageQuery,
        body: ZInvoiceListBody.nullish(),
        response: { 200: ZInvoicePage, ...errorResponses },
      },
    },
    (req) => {
      const body = req.body ?? { desde: null, hasta: null };
      return service.list(requireHotelId(req), { ...body, ...pageRequest(req.query, body) });
    },
  );
  r.get(
    paths.show(':id'),
    {
      config: { auth: [...readers] },
      schema: {
        tags,
        summary: 'Una factura con sus líneas, impuestos, pagos y notas crédito',
        params: ZIdParams,
        response: { 200: ZInvoiceData, ...errorResponses },
      },
    },
    async (req) => ({ data: await service.find(requireHotelId(req), req.params.id) }),
  );
  r.get(
    paths.pdf(':id'),
    {
      config: { auth: [...readers] },
      schema: {
        tags,
        summary: 'La factura en PDF: carta o tirilla de 80 mm (`formato`)',
        params: ZIdParams,
        querystring: ZInvoicePdfQuery,
        response: pdfResponse('La factura en PDF'),
      },
    },
    async (req, reply) => {
      const { numero, buffer } = await pdf.render(requireHotelId(req), req.params.id, req.query.formato);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `inline; filename="factura-${numero}.pdf"`)
        .send(buffer);
    },
  );
  r.post(
    paths.creditNote,
    {
      config: { auth: ['facturas.anular'] },
      schema: {
        tags,
        summary:
          'Nota crédito: anula toda la factura o parte de sus líneas (lo pagado queda como saldo a favor del cliente, o se devuelve por caja con facturas.devolver; existencias de vuelta)',
        body: ZCreditNoteBody,
        response: { 200: ZCreditNoteCreated, ...errorResponses },
      },
    },
    async (req) => {
      const mayRefund = holds(sessionOf(req), 'facturas.devolver');
      const data = await service.creditNote(hotelActor(req), req.body, mayRefund);
      return { message: `Nota crédito ${data.numero} creada`, data };
    },
  );
  r.post(
    paths.debitNote,
    {
      config: { auth: ['facturas.debito'] },
      schema: {
        tags,
        summary:
          'Nota débito: agrega cargos a una factura emitida (numeración propia, impuestos por línea como la factura)',
        body: ZDebitNoteBody,
        response: { 200: ZDebitNoteCreated, ...errorResponses },
      },
    },
    async (req) => {
      const data = await debits.create(hotelActor(req), req.body);
      return { message: `Nota débito ${data.numero} creada`, data };
    },
  );
  r.get(
    paths.debitNotePdf(':id'),
    {
      config: { auth: [...readers] },
      schema: {
        tags,
        summary: 'La nota débito en PDF, con el diseño de la factura: carta o tirilla de 80 mm (`formato`)',
        params: ZIdParams,
        querystring: ZInvoicePdfQuery,
        response: pdfResponse('La nota débito en PDF'),
      },
    },
    async (req, reply) => {
      const { numero, buffer } = await pdf.renderDebitNote(
        requireHotelId(req),
        req.params.id,
        req.query.formato,
      );
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `inline; filename="nota-debito-${numero}.pdf"`)
        .send(buffer);
    },
  );
  r.get(
    paths.summary,
    {
      config: { auth: [...readers] },
      schema: {
        tags,
        summary: 'Facturación de hoy por impuesto y medio de pago, salidas pendientes y cuentas con saldo',
        response: { 200: ZBillingSummaryData, 401: ZApiError, 403: ZApiError },
      },
    },
    async (req) => ({ data: await service.summary(requireHotelId(req)) }),
  );
}
