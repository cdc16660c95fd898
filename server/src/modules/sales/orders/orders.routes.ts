import {
  orderPaths,
  outletPaths,
  type PermissionCode,
  ZIdParams,
  ZOrderCreateBody,
  ZOrderData,
  ZOrderListBody,
  ZOrderMergeBody,
  ZOrderPage,
  ZOrderPair,
  ZOrderSent,
  ZOrderSplitBody,
  ZOrderTransferBody,
  ZOrderUpdateBody,
  ZOrderVoidBody,
  ZPageQuery,
  ZStations,
  ZStationsBody,
  ZTables,
  ZTablesBody,
} from '@posada/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageRequest } from '../../../http/list-request';
import { holds, hotelActor, sessionOf } from '../../../http/request-context';
import { errorResponses } from '../../../http/route-schemas';
import type { OrderMoves } from './orders.moves';
import type { OrdersService, WaiterActor } from './orders.service';

const tags = ['Ventas'];
/** Taking orders: the waiter's permission, or the cashier's (everyone's orders). */
const WAITERS: PermissionCode[] = ['ventas.ordenes', 'ventas.todas'];

/** The waiter (or cashier) of a request, with what they may do beyond their own orders. */
export function waiterOf(req: FastifyRequest): WaiterActor {
  const session = sessionOf(req);
  return {
    ...hotelActor(req),
    mayReprice: holds(session, 'cuentas.precio'),
    mayDiscount: holds(session, 'cuentas.descuento'),
    mayExceedCredit: holds(session, 'facturas.sobrecupo'),
    mayAllOrders: holds(session, 'ventas.todas'),
    mayVoid: holds(session, 'ventas.anular'),
  };
}

/** The restaurant's flow (issue 31): tables, stations, orders, comandas, transfer, merge, split. */
export function registerOrderRoutes(
  app: FastifyInstance,
  { orders, moves }: { orders: OrdersService; moves: OrderMoves },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const idRoute = { params: ZIdParams, tags };

  r.get(
    outletPaths.tables(':id'),
    {
      config: { auth: [...WAITERS, 'ventas.puntos'] },
      schema: {
        ...idRoute,
        summary:
          'Las mesas de un punto de venta con sus órdenes abiertas (cuántas y su total a precios de carta); un mesero ve solo las suyas',
        response: { 200: ZTables, ...errorResponses },
      },
    },
    async (req) => ({ data: await orders.tables(waiterOf(req), req.params.id) }),
  );
  r.post(
    outletPaths.saveTables(':id'),
    {
      config: { auth: ['ventas.puntos'] },
      schema: {
        ...idRoute,
        summary:
          'Guarda las mesas de un punto de venta (las que traen id se renombran o desactivan; las demás se crean)',
        body: ZTablesBody,
        response: { 200: ZTables, ...errorResponses },
      },
    },
    async (req) => {
      await orders.saveTables(hotelActor(req), req.params.id, req.body);
      return { message: 'Mesas guardadas', data: await orders.tables(waiterOf(req), req.params.id) };
    },
  );
  r.get(
    outletPaths.stations(':id'),
    {
      config: { auth: [...WAITERS, 'ventas.puntos'] },
      schema: {
        ...idRoute,
        summary:
          'Las estaciones (cocina, bar) de un punto de venta y las categorías de producto que prepara cada una',
        response: { 200: ZStations, ...errorResponses },
      },
    },
    async (req) => ({ data: await orders.stations(hotelActor(req).hotelId, req.params.id) }),
  );
  r.post(
    outletPaths.saveStations(':id'),
    {
      config: { auth: ['ventas.puntos'] },
      schema: {
        ...idRoute,
        summary: 'Guarda las estaciones de un punto de venta y sus categorías',
        body: ZStationsBody,
        response: { 200: ZStations, ...errorResponses },
      },
    },
    async (req) => {
      const actor = hotelActor(req);
      await orders.saveStations(actor, req.params.id, req.body);
      return { message: 'Estaciones guardadas', data: await orders.stations(actor.hotelId, req.params.id) };
    },
  );

  r.post(
    orderPaths.create,
    {
      config: { auth: WAITERS },
      schema: {
        tags,
        summary:
          'Abre una orden en una mesa (o una habitación, servicio a la habitación) con su clave de idempotencia para la venta',
        body: ZOrderCreateBody,
        response: { 200: ZOrderData, ...errorResponses },
      },
    },
    async (req) => ({ message: 'Orden abierta', data: await orders.create(waiterOf(req), req.body) }),
  );
  r.post(
    orderPaths.list,
    {
      config: { auth: WAITERS },
      schema: {
        tags,
        summary: 'Las órdenes abiertas de un punto de venta (un mesero ve las suyas; ventas.todas, todas)',
        querystring: ZPageQuery,
        body: ZOrderListBody,
        response: { 200: ZOrderPage, ...errorResponses },
      },
    },
    (req) => orders.list(waiterOf(req), { ...req.body, ...pageRequest(req.query, req.body) }),
  );
  r.get(
    orderPaths.show(':id'),
    {
      config: { auth: WAITERS },
      schema: {
        ...idRoute,
        summary: 'Una orden con sus líneas',
        response: { 200: ZOrderData, ...errorResponses },
      },
    },
    async (req) => ({ data: await orders.show(waiterOf(req), req.params.id) }),
  );
  r.post(
    orderPaths.update(':id'),
    {
      config: { auth: WAITERS },
      schema: {
        ...idRoute,
        summary:
          'Guarda las líneas de la orden (todas: las que faltan se quitan). Bajar lo ya enviado a cocina necesita ventas.anular y el motivo',
        body: ZOrderUpdateBody,
        response: { 200: ZOrderData, ...errorResponses },
      },
    },
    async (req) => ({
      message: 'Orden guardada',
      data: await orders.update(waiterOf(req), req.params.id, req.body),
    }),
  );
  r.post(
    orderPaths.sendToKitchen(':id'),
    {
      config: { auth: WAITERS },
      schema: {
        ...idRoute,
        summary:
          'Envía a cocina: una comanda por estación con solo lo no enviado antes, y lo marca enviado (un reenvío imprime solo lo nuevo)',
        response: { 200: ZOrderSent, ...errorResponses },
      },
    },
    (req) => moves.sendToKitchen(waiterOf(req), req.params.id),
  );
  r.post(
    orderPaths.split(':id'),
    {
      config: { auth: WAITERS },
      schema: {
        ...idRoute,
        summary:
          'Divide la cuenta: por ítems (las cantidades elegidas pasan a una orden nueva de la mesa) o en partes iguales (una venta pagada en n pagos)',
        body: ZOrderSplitBody,
        response: { 200: ZOrderPair, ...errorResponses },
      },
    },
    (req) => moves.split(waiterOf(req), req.params.id, req.body),
  );
  r.post(
    orderPaths.transfer(':id'),
    {
      config: { auth: WAITERS },
      schema: {
        ...idRoute,
        summary:
          'Traslada la orden a otra mesa, o solo algunas líneas a la orden abierta de esa mesa (data: la orden de destino)',
        body: ZOrderTransferBody,
        response: { 200: ZOrderPair, ...errorResponses },
      },
    },
    (req) => moves.transfer(waiterOf(req), req.params.id, req.body),
  );
  r.post(
    orderPaths.merge(':id'),
    {
      config: { auth: WAITERS },
      schema: {
        ...idRoute,
        summary: 'Une dos mesas: las líneas de la otra orden pasan a esta, y la otra queda unida',
        body: ZOrderMergeBody,
        response: { 200: ZOrderPair, ...errorResponses },
      },
    },
    (req) => moves.merge(waiterOf(req), req.params.id, req.body.orden_id),
  );
  r.post(
    orderPaths.void(':id'),
    {
      config: { auth: WAITERS },
      schema: {
        ...idRoute,
        summary: 'Anula una orden abierta (si la cocina ya recibió algo, con ventas.anular)',
        body: ZOrderVoidBody,
        response: { 200: ZOrderData, ...errorResponses },
      },
    },
    async (req) => ({
      message: 'Orden anulada',
      data: await orders.void(waiterOf(req), req.params.id, req.body.motivo),
    }),
  );
}
