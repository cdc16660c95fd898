import {
  inventoryPaths,
  ZAdjustmentBody,
  ZConsumptionBody,
  ZStockDocumentData,
  ZTransferBody,
} from '@posada/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { hotelActor } from '../../../http/request-context';
import { errorResponses } from '../../../http/route-schemas';
import type { MovementsService } from './movements.service';

const tags = ['Inventario'];
const response = { 200: ZStockDocumentData, ...errorResponses };

/** Transfers, count adjustments and internal consumptions. */
export function registerMovementsRoutes(app: FastifyInstance, service: MovementsService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    inventoryPaths.transfer,
    {
      config: { auth: ['inventario.ajustar'] },
      schema: {
        tags,
        summary: 'Traslada productos entre dos bodegas al costo promedio',
        body: ZTransferBody,
        response,
      },
    },
    async (req) => {
      const data = await service.transfer(hotelActor(req), req.body);
      return { data, message: `Traslado ${data.numero} registrado` };
    },
  );
  r.post(
    inventoryPaths.adjustment,
    {
      config: { auth: ['inventario.ajustar'] },
      schema: {
        tags,
        summary: 'Registra un conteo físico: la diferencia con el sistema se ajusta, con su motivo',
        body: ZAdjustmentBody,
        response,
      },
    },
    async (req) => {
      const data = await service.adjust(hotelActor(req), req.body);
      return { data, message: `Ajuste ${data.numero} registrado` };
    },
  );
  r.post(
    inventoryPaths.consumption,
    {
      config: { auth: ['inventario.ajustar'] },
      schema: {
        tags,
        summary: 'Registra un consumo interno (amenidades, alimentación del personal) con su motivo',
        body: ZConsumptionBody,
        response,
      },
    },
    async (req) => {
      const data = await service.consume(hotelActor(req), req.body);
      return { data, message: `Consumo ${data.numero} registrado` };
    },
  );
}
