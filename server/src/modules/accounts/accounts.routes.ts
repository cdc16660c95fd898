import {
  accountPaths as paths,
  ZAccountActionResponse,
  ZAccountCreateBody,
  ZAccountDiscountBody,
  ZAccountListBody,
  ZAccountPage,
  ZAccountPaymentBody,
  ZAccountResponse,
  ZAccountReversalBody,
  ZAccountTransferBody,
  ZChargeableProducts,
  ZIdempotencyHeaders,
  ZIdParams,
  ZPageQuery,
  ZRoomChargeBody,
} from '@posada/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageRequest } from '../../http/list-request';
import { holds, hotelActor, requireHotelId, sessionOf } from '../../http/request-context';
import { errorResponses } from '../../http/route-schemas';
import type { AccountActions } from './account-actions.service';
import type { AccountDiscount } from './account-discount.service';
import type { AccountsService } from './accounts.service';
import type { RoomCharges } from './room-charges.service';

const tags = ['Cuentas'];

export function registerAccountsRoutes(
  app: FastifyInstance,
  {
    accounts,
    actions,
    discounts,
    charges,
  }: {
    accounts: AccountsService;
    actions: AccountActions;
    discounts: AccountDiscount;
    charges: RoomCharges;
  },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    paths.show(':id'),
    {
      config: { auth: ['cuentas.ver'] },
      schema: {
        tags,
        summary:
          'Una cuenta: titular, habitación, movimientos con sus impuestos, saldo y totales por impuesto',
        params: ZIdParams,
        response: { 200: ZAccountResponse, ...errorResponses },
      },
    },
    async (req) => ({ data: await accounts.show(requireHotelId(req), req.params.id) }),
  );
  r.post(
    paths.list,
    {
      config: { auth: ['cuentas.ver'] },
      schema: {
        tags,
        summary:
          'Cuentas (abiertas por defecto) con su saldo, por habitación, huésped, empresa, estado o saldo',
        querystring: ZPageQuery,
        body: ZAccountListBody.nullish(),
        response: { 200: ZAccountPage, ...errorResponses },
      },
    },
    (req) => {
      const body = req.body ?? {};
      return accounts.list(requireHotelId(req), { ...body, ...pageRequest(req.query, body) });
    },
  );
  r.post(
    paths.create,
    {
      config: { auth: ['cuentas.trasladar'] },
      schema: {
        tags,
        summary: 'Crea la cuenta de una empresa (crédito) o la cuenta maestra de una reserva de grupo',
        body: ZAccountCreateBody,
        response: { 200: ZAccountResponse, ...errorResponses },
      },
    },
    async (req) => ({ data: await accounts.create(hotelActor(req), req.body) }),
  );
  r.post(
    paths.payment,
    {
      config: { auth: ['cuentas.pagar'] },
      schema: {
        tags,
        summary:
          'Registra un pago en la cuenta por la caja abierta (encabezado Idempotency-Key obligatorio; sobre el saldo solo como anticipo)',
        headers: ZIdempotencyHeaders,
        body: ZAccountPaymentBody,
        response: { 200: ZAccountActionResponse, ...errorResponses },
      },
    },
    (req) => actions.pay(hotelActor(req), req.headers['idempotency-key'], req.body),
  );
  r.post(
    paths.reverse,
    {
      config: { auth: ['cuentas.reversar'] },
      schema: {
        tags,
        summary:
          'Reversa un movimiento con su motivo (una sola vez): devuelve existencias o dinero según el caso',
        body: ZAccountReversalBody,
        response: { 200: ZAccountActionResponse, ...errorResponses },
      },
    },
    (req) => actions.reverse(hotelActor(req), req.body),
  );
  r.post(
    paths.transfer,
    {
      config: { auth: ['cuentas.trasladar'] },
      schema: {
        tags,
        summary: 'Traslada cargos (o parte de uno, por valor) a otra cuenta abierta',
        body: ZAccountTransferBody,
        response: { 200: ZAccountActionResponse, ...errorResponses },
      },
    },
    (req) => actions.transfer(hotelActor(req), req.body),
  );
  r.post(
    paths.discount,
    {
      config: { auth: ['cuentas.descuento'] },
      schema: {
        tags,
        summary:
          'Descuento sobre el saldo de la cuenta o sobre un cargo (valor o porcentaje, con motivo; nunca sobre el saldo)',
        body: ZAccountDiscountBody,
        response: { 200: ZAccountActionResponse, ...errorResponses },
      },
    },
    (req) => discounts.discount(hotelActor(req), req.body),
  );
  r.get(
    paths.products,
    {
      config: { auth: ['cuentas.cargar'] },
      schema: {
        tags,
        summary:
          'Productos y servicios que se pueden cargar a una habitación, por categoría, con precio e impuestos',
        response: { 200: ZChargeableProducts, ...errorResponses },
      },
    },
    async (req) => ({ data: await charges.products(requireHotelId(req)) }),
  );
  r.post(
    paths.charge,
    {
      config: { auth: ['cuentas.cargar'] },
      schema: {
        tags,
        summary:
          'Carga productos y servicios a la cuenta de la estadía activa de la habitación (descarga existencias); un precio distinto al de lista necesita cuentas.precio, un descuento cuentas.descuento, y ambos el motivo',
        body: ZRoomChargeBody,
        response: { 200: ZAccountActionResponse, ...errorResponses },
      },
    },
    (req) => {
      const session = sessionOf(req);
      const actor = {
        ...hotelActor(req),
        mayReprice: holds(session, 'cuentas.precio'),
        mayDiscount: holds(session, 'cuentas.descuento'),
      };
      return charges.charge(actor, req.body);
    },
  );
}
