import {
  outletPaths,
  salePaths,
  ZIdempotencyHeaders,
  ZIdParams,
  ZOutletBody,
  ZOutletData,
  ZOutletPage,
  ZOutletProducts,
  ZPageQuery,
  ZSaleBody,
  ZSaleData,
  ZSaleListBody,
  ZSaleListPage,
  ZSaleQuoteBody,
  ZSaleQuoteData,
  ZSaleRooms,
  ZSaleVoidBody,
  ZTipReport,
  ZTipReportQuery,
} from '@posada/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerCrudRoutes } from '../../../http/crud-routes';
import { pageRequest } from '../../../http/list-request';
import { holds, hotelActor, requireHotelId, sessionOf } from '../../../http/request-context';
import { errorResponses } from '../../../http/route-schemas';
import type { OutletsService } from '../outlets/outlets.service';
import type { TipsRepository } from '../tips/tips.repository';
import type { SalesService } from './sales.service';

const tags = ['Ventas'];

export function registerSalesRoutes(
  app: FastifyInstance,
  { outlets, sales, tips }: { outlets: OutletsService; sales: SalesService; tips: TipsRepository },
): void {
  registerCrudRoutes(app, {
    paths: outletPaths,
    scope: 'hotel',
    tag: 'Ventas',
    singular: 'punto de venta',
    plural: 'puntos de venta',
    service: outlets,
    list: { method: 'POST' },
    schemas: { page: ZOutletPage, one: ZOutletData, body: ZOutletBody },
    permissions: {
      ver: ['ventas.ver'],
      crear: ['ventas.puntos'],
      editar: ['ventas.puntos'],
      eliminar: ['ventas.puntos'],
    },
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    outletPaths.products(':id'),
    {
      config: { auth: ['ventas.crear'] },
      schema: {
        tags,
        summary:
          'Los productos que vende el punto de venta (la cuadrícula del POS): precio, categoría y código de barras',
        params: ZIdParams,
        response: { 200: ZOutletProducts, ...errorResponses },
      },
    },
    async (req) => ({ data: await sales.products(requireHotelId(req), req.params.id) }),
  );

  r.get(
    salePaths.rooms,
    {
      // Whoever sells or takes orders charges to rooms, without reading the rack.
      config: { auth: ['ventas.crear', 'ventas.ordenes', 'ventas.todas'] },
      schema: {
        tags,
        summary:
          'Las habitaciones ocupadas a las que una venta o un pedido de servicio a la habitación se cargan: número, huésped y fecha de salida',
        response: { 200: ZSaleRooms, ...errorResponses },
      },
    },
    async (req) => ({ data: await sales.rooms(requireHotelId(req)) }),
  );

  r.post(
    salePaths.quote,
    {
      config: { auth: ['ventas.crear'] },
      schema: {
        tags,
        summary:
          'Liquida el pedido como lo liquidará ventaCrear (impuestos por punto de venta, total, documento que se emitirá, propina sugerida del 10 %), sin guardar nada',
        body: ZSaleQuoteBody,
        response: { 200: ZSaleQuoteData, ...errorResponses },
      },
    },
    async (req) => ({
      data: await sales.quote(
        { ...hotelActor(req), mayReprice: true, mayDiscount: true, mayExceedCredit: false },
        req.body,
      ),
    }),
  );

  r.post(
    salePaths.create,
    {
      config: { auth: ['ventas.crear'] },
      schema: {
        tags,
        summary:
          'Registra una venta del punto de venta (encabezado Idempotency-Key obligatorio): tiquete POS o factura (a pedido o sobre 5 UVT antes de impuestos; la factura es una factura de Facturas, con la numeración de la resolución DIAN), descarga de existencias, pagos a la caja abierta con el cambio; a crédito (credito: true) a un cliente con crédito aprobado, dentro de su cupo (facturas.sobrecupo lo excede, queda en la auditoría), con vencimiento por su plazo; o cargo a la estadía activa de una habitación (habitacion_id, sin pagos ni documento). Un precio distinto al de lista necesita cuentas.precio, un descuento por encima del porcentaje libre del punto de venta (descuento_libre) cuentas.descuento, y ambos el motivo; un producto que el punto de venta no ofrece se rechaza',
        headers: ZIdempotencyHeaders,
        body: ZSaleBody,
        response: { 200: ZSaleData, ...errorResponses },
      },
    },
    (req) => {
      const session = sessionOf(req);
      const actor = {
        ...hotelActor(req),
        mayReprice: holds(session, 'cuentas.precio'),
        mayDiscount: holds(session, 'cuentas.descuento'),
        mayExceedCredit: holds(session, 'facturas.sobrecupo'),
        mayAllOrders: holds(session, 'ventas.todas'),
      };
      return sales.create(actor, req.headers['idempotency-key'], req.body);
    },
  );

  r.post(
    salePaths.list,
    {
      config: { auth: ['ventas.ver'] },
      schema: {
        tags,
        summary: 'Lista las ventas (página; filtros: punto de venta, rango de fechas, documento)',
        querystring: ZPageQuery,
        body: ZSaleListBody.nullish(),
        response: { 200: ZSaleListPage, ...errorResponses },
      },
    },
    (req) => sales.list(requireHotelId(req), { ...(req.body ?? {}), ...pageRequest(req.query, req.body) }),
  );

  r.get(
    salePaths.show(':id'),
    {
      config: { auth: ['ventas.ver'] },
      schema: {
        tags,
        summary: 'Una venta con sus líneas, impuestos y pagos (para el tiquete de 80 mm)',
        params: ZIdParams,
        response: { 200: ZSaleData, ...errorResponses },
      },
    },
    async (req) => ({ data: await sales.detail(requireHotelId(req), req.params.id) }),
  );

  r.post(
    salePaths.void(':id'),
    {
      config: { auth: ['ventas.anular'] },
      schema: {
        tags,
        summary:
          'Anula una venta: devuelve las existencias a la bodega y el dinero por la caja abierta de quien anula, con nota de ajuste (tiquete POS) o una nota crédito de su factura (la de Facturas; a crédito, la descuenta de la cartera)',
        params: ZIdParams,
        body: ZSaleVoidBody,
        response: { 200: ZSaleData, ...errorResponses },
      },
    },
    (req) => sales.void(hotelActor(req), req.params.id, req.body.motivo),
  );
  r.get(
    salePaths.tips,
    {
      config: { auth: ['reportes.cajas'] },
      schema: {
        tags,
        summary:
          'Propinas de las ventas vigentes de un rango por turno de caja, punto de venta y vendedor, para su pago al personal (no son ingreso del hotel)',
        querystring: ZTipReportQuery,
        response: { 200: ZTipReport, ...errorResponses },
      },
    },
    (req) => tips.report(requireHotelId(req), req.query),
  );
}
