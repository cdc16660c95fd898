import {
  inventoryPaths,
  ZBalanceParams,
  ZKardexBody,
  ZKardexReport,
  ZPageQuery,
  ZStockBalanceData,
  ZStockReport,
  ZStockReportBody,
} from '@posada/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageRequest } from '../../../http/list-request';
import { requireHotelId } from '../../../http/request-context';
import { errorResponses } from '../../../http/route-schemas';
import { stockReaders } from '../permissions';
import type { ReportsService } from './reports.service';

const tags = ['Inventario'];

export function registerReportsRoutes(app: FastifyInstance, service: ReportsService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    inventoryPaths.reportBy,
    {
      config: { auth: ['inventario.ver', 'inventario.ajustar'] },
      schema: {
        tags,
        summary:
          'Existencias por bodega y producto (cualquiera puede ir vacío), valorizadas al costo promedio',
        querystring: ZPageQuery,
        body: ZStockReportBody.nullish(),
        response: { 200: ZStockReport, ...errorResponses },
      },
    },
    (req) => {
      const body = req.body ?? {};
      return service.stock(requireHotelId(req), pageRequest(req.query, body), body);
    },
  );
  r.get(
    inventoryPaths.balance(':warehouse', ':product'),
    {
      config: { auth: [...stockReaders] },
      schema: {
        tags,
        summary: 'Saldo de un producto en una bodega',
        params: ZBalanceParams,
        response: { 200: ZStockBalanceData, ...errorResponses },
      },
    },
    async (req) => ({
      data: await service.balance(requireHotelId(req), req.params.warehouse, req.params.product),
    }),
  );
  r.post(
    inventoryPaths.kardex,
    {
      config: { auth: ['reportes.kardex', 'inventario.ver'] },
      schema: {
        tags: ['Informes'],
        summary: 'Kardex valorizado de un producto en una bodega entre dos fechas, con el saldo inicial',
        querystring: ZPageQuery,
        body: ZKardexBody,
        response: { 200: ZKardexReport, ...errorResponses },
      },
    },
    (req) => service.kardex(requireHotelId(req), pageRequest(req.query, req.body), req.body),
  );
}
