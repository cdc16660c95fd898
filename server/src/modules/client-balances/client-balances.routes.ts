import {
  clientBalancePaths as paths,
  ZClientBalanceData,
  ZClientBalancePage,
  ZClientBalanceRefundBody,
  ZClientBalanceRefunded,
  ZIdempotencyHeaders,
  ZIdParams,
  ZPageBody,
  ZPageQuery,
} from '@posada/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageRequest } from '../../http/list-request';
import { hotelActor, requireHotelId } from '../../http/request-context';
import { errorResponses } from '../../http/route-schemas';
import { formatCop } from '../../lib/money';
import type { ClientBalancesService } from './client-balances.service';

const tags = ['Facturación'];
/** Who reads the balances: who sees invoices, and who refunds them. */
const readers = ['facturas.ver', 'facturas.devolver'] as const;

/** Clients' balances in favour: the list, one client's, and the refund through a register. */
export function registerClientBalancesRoutes(app: FastifyInstance, service: ClientBalancesService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    paths.list,
    {
      config: { auth: [...readers] },
      schema: {
        tags,
        summary: 'Clientes con saldo a favor (notas crédito sin devolución), buscados por nombre o documento',
        querystring: ZPageQuery,
        body: ZPageBody.nullish(),
        response: { 200: ZClientBalancePage, ...errorResponses },
      },
    },
    (req) => service.list(requireHotelId(req), pageRequest(req.query, req.body)),
  );
  r.get(
    paths.show(':id'),
    {
      config: { auth: [...readers] },
      schema: {
        tags,
        summary: 'El saldo a favor de un cliente (cero si nunca tuvo)',
        params: ZIdParams,
        response: { 200: ZClientBalanceData, ...errorResponses },
      },
    },
    async (req) => ({ data: await service.find(requireHotelId(req), req.params.id) }),
  );
  r.post(
    paths.refund,
    {
      config: { auth: ['facturas.devolver'] },
      schema: {
        tags,
        summary:
          'Devuelve por la caja abierta (parte de) el saldo a favor de un cliente (encabezado Idempotency-Key obligatorio)',
        headers: ZIdempotencyHeaders,
        body: ZClientBalanceRefundBody,
        response: { 200: ZClientBalanceRefunded, ...errorResponses },
      },
    },
    async (req) => {
      const data = await service.refund(hotelActor(req), req.headers['idempotency-key'], req.body);
      return { message: `Se devolvieron ${formatCop(data.devuelto)} a ${data.nombre}`, data };
    },
  );
}
