import {
  inventoryPaths,
  ZAnnulBody,
  ZEntryBody,
  ZEntryData,
  ZEntryListBody,
  ZEntryPage,
  ZIdParams,
  ZPageQuery,
} from '@posada/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageRequest } from '../../../http/list-request';
import { hotelActor, requireHotelId } from '../../../http/request-context';
import { errorResponses } from '../../../http/route-schemas';
import type { EntriesService } from './entries.service';

const tags = ['Ingresos de inventario'];
const readers = ['inventario.ver', 'inventario.ingresar', 'inventario.anular'] as const;

/** inventory-entries: entries from suppliers, their list, detail and annulment. */
export function registerEntriesRoutes(app: FastifyInstance, service: EntriesService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    inventoryPaths.entryCreate,
    {
      config: { auth: ['inventario.ingresar'] },
      schema: {
        tags,
        summary: 'Registra un ingreso de un proveedor: sube las existencias y recalcula el costo promedio',
        body: ZEntryBody,
        response: { 200: ZEntryData, ...errorResponses },
      },
    },
    async (req) => {
      const data = await service.create(hotelActor(req), req.body);
      return { data, message: `Ingreso ${data.numero} registrado` };
    },
  );
  r.post(
    inventoryPaths.entryList,
    {
      config: { auth: [...readers] },
      schema: {
        tags,
        summary: 'Lista los ingresos (página, búsqueda, fechas de factura, proveedor, bodega y estado)',
        querystring: ZPageQuery,
        body: ZEntryListBody.nullish(),
        response: { 200: ZEntryPage, ...errorResponses },
      },
    },
    (req) => {
      const body = req.body ?? {};
      return service.list(requireHotelId(req), { ...body, ...pageRequest(req.query, body) });
    },
  );
  r.get(
    inventoryPaths.entryShow(':id'),
    {
      config: { auth: [...readers] },
      schema: {
        tags,
        summary: 'Un ingreso con sus líneas',
        params: ZIdParams,
        response: { 200: ZEntryData, ...errorResponses },
      },
    },
    async (req) => ({ data: await service.find(requireHotelId(req), req.params.id) }),
  );
  r.post(
    inventoryPaths.entryAnnul(':id'),
    {
      config: { auth: ['inventario.anular'] },
      schema: {
        tags,
        summary: 'Anula un ingreso con un movimiento que lo reversa',
        params: ZIdParams,
        body: ZAnnulBody,
        response: { 200: ZEntryData, ...errorResponses },
      },
    },
    async (req) => {
      const data = await service.annul(hotelActor(req), req.params.id, req.body);
      return { data, message: `Ingreso ${data.numero} anulado` };
    },
  );
}
