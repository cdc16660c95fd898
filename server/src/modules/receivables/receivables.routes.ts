import {
  receivablePaths as paths,
  ZClientStatement,
  ZIdempotencyHeaders,
  ZIdParams,
  ZInstallmentBody,
  ZInstallmentPlanData,
  ZPageQuery,
  ZReceiptAnnulBody,
  ZReceiptBody,
  ZReceiptData,
  ZReceiptListBody,
  ZReceiptPage,
  ZReceivablesListBody,
  ZReceivablesPage,
} from '@posada/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageRequest } from '../../http/list-request';
import { hotelActor, requireHotelId } from '../../http/request-context';
import { errorResponses } from '../../http/route-schemas';
import type { InstallmentsService } from './installments.service';
import type { ReceiptsService } from './receipts.service';
import type { StatementsService } from './statements.service';

const tags = ['Cartera'];

/** Receivables (cartera): the aging by client, a client's statement, payments, their annulment, installments. */
export function registerReceivablesRoutes(
  app: FastifyInstance,
  {
    receipts,
    statements,
    installments,
  }: { receipts: ReceiptsService; statements: StatementsService; installments: InstallmentsService },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    paths.list,
    {
      config: { auth: ['facturas.cartera'] },
      schema: {
        tags,
        summary:
          'Cuentas por cobrar por cliente con su antigüedad (corriente, 1–30, 31–60, 61–90, > 90 días vencidas a la fecha del hotel) y totales; filtros: cliente, solo vencidas, fechas de factura, búsqueda',
        querystring: ZPageQuery,
        body: ZReceivablesListBody.nullish(),
        response: { 200: ZReceivablesPage, ...errorResponses },
      },
    },
    (req) =>
      statements.list(requireHotelId(req), {
        ...req.body,
        ...pageRequest(req.query, req.body),
      }),
  );
  r.get(
    paths.statement(':id'),
    {
      config: { auth: ['facturas.cartera'] },
      schema: {
        tags,
        summary:
          'Estado de cuenta de un cliente: facturas a crédito con saldo y antigüedad, movimientos con saldo corrido, abonos',
        params: ZIdParams,
        response: { 200: ZClientStatement, ...errorResponses },
      },
    },
    async (req) => ({ data: await statements.statement(requireHotelId(req), req.params.id) }),
  );
  r.post(
    paths.receipts,
    {
      config: { auth: ['facturas.cartera'] },
      schema: {
        tags,
        summary:
          'Recibos de caja (abonos) del hotel, los más recientes primero, paginados; filtros: cliente, fechas del recibo, estado (vigente, anulado), búsqueda por número o cliente; con lo recaudado por los vigentes',
        querystring: ZPageQuery,
        body: ZReceiptListBody.nullish(),
        response: { 200: ZReceiptPage, ...errorResponses },
      },
    },
    (req) => receipts.list(requireHotelId(req), { ...req.body, ...pageRequest(req.query, req.body) }),
  );
  r.post(
    paths.pay,
    {
      config: { auth: ['facturas.abonar'] },
      schema: {
        tags,
        summary:
          'Registra un abono (recibo de caja) a las facturas a crédito de un cliente, en la caja abierta del usuario: aplicado como se indique o a la más antigua primero; las retenciones cuentan como pagadas (encabezado Idempotency-Key obligatorio)',
        headers: ZIdempotencyHeaders,
        body: ZReceiptBody,
        response: { 200: ZReceiptData, ...errorResponses },
      },
    },
    async (req) => {
      const data = await receipts.create(hotelActor(req), req.headers['idempotency-key'], req.body);
      return { message: `Abono registrado con el recibo de caja ${data.numero}`, data };
    },
  );
  r.post(
    paths.annul(':id'),
    {
      config: { auth: ['facturas.anular_abono'] },
      schema: {
        tags,
        summary:
          'Anula un abono con su motivo: el dinero sale de la caja abierta del usuario por la misma forma de pago y las facturas vuelven a deber lo abonado',
        params: ZIdParams,
        body: ZReceiptAnnulBody,
        response: { 200: ZReceiptData, ...errorResponses },
      },
    },
    async (req) => {
      const data = await receipts.annul(hotelActor(req), req.params.id, req.body);
      return { message: `Abono ${data.numero} anulado`, data };
    },
  );
  r.post(
    paths.installments,
    {
      config: { auth: ['facturas.abonar'] },
      schema: {
        tags,
        summary:
          'Crea el plan de cuotas de una o varias facturas a crédito de un cliente: las cuotas suman su saldo y ninguna es anterior a las facturas; reemplaza el plan de esas facturas mientras no tenga abonos',
        body: ZInstallmentBody,
        response: { 200: ZInstallmentPlanData, ...errorResponses },
      },
    },
    async (req) => {
      const data = await installments.create(hotelActor(req), req.body);
      return { message: `Plan de ${data.cuotas.length} cuotas guardado`, data };
    },
  );
}
