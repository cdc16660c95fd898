import {
  stayPaths as paths,
  ZApiError,
  ZCheckinBody,
  ZGetReservationBody,
  ZHoldResponse,
  ZIdParams,
  ZMessage,
  ZOccupyBody,
  ZOptionalIdempotencyHeaders,
  ZQuoteBody,
  ZQuoteResponse,
  ZRoomActionResponse,
  ZRoomDetailResponse,
  ZRoomRatesResponse,
  ZStayRegister,
  ZStayRegisterBody,
  ZVacateBody,
  ZVacateResponse,
} from '@posada/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { holds, hotelActor, requireHotelId, sessionOf } from '../../../http/request-context';
import { ForbiddenError } from '../../../lib/errors';
import type { StayRegisterService } from '../guests/stay-register.service';
import type { CheckinService } from './checkin.service';
import type { CheckoutService } from './checkout.service';
import type { StaysService } from './stays.service';

const tags = ['Rack de habitaciones'];
const actionErrors = { 400: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError, 422: ZApiError };

export function registerStaysRoutes(
  app: FastifyInstance,
  {
    service,
    checkin,
    checkout,
    register,
  }: {
    service: StaysService;
    checkin: CheckinService;
    checkout: CheckoutService;
    register: StayRegisterService;
  },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const canOverride = (req: Parameters<typeof sessionOf>[0]) => holds(sessionOf(req), 'rack.ocupar_sucia');
  /** A route rule sends the lodging to another account: the permission of moving charges. */
  const mayRoute = (
    req: Parameters<typeof sessionOf>[0],
    body: { cargo_alojamiento_cuenta_id: number | null },
  ) => {
    if (body.cargo_alojamiento_cuenta_id !== null && !holds(sessionOf(req), 'cuentas.trasladar')) {
      throw new ForbiddenError('No tiene permiso para cargar el alojamiento a otra cuenta');
    }
  };

  r.post(
    paths.occupy,
    {
      config: { auth: ['rack.ocupar'] },
      schema: {
        tags,
        summary: 'Ocupar la habitación (walk-in): abre la estancia y su cuenta',
        body: ZOccupyBody,
        response: { 200: ZRoomActionResponse, ...actionErrors },
      },
    },
    (req) => {
      mayRoute(req, req.body);
      return service.occupy(hotelActor(req), req.body, canOverride(req));
    },
  );
  r.post(
    paths.register,
    {
      config: { auth: ['rack.ocupar'] },
      schema: {
        tags,
        summary:
          'Completar el registro de huéspedes de una estadía (procedencia, destino, motivo, nacionalidad y fecha de nacimiento si faltan); después se puede reenviar la TRA',
        body: ZStayRegisterBody,
        response: { 200: ZMessage, 400: ZApiError, 403: ZApiError, 404: ZApiError },
      },
    },
    (req) => register.complete(hotelActor(req), req.body),
  );
  r.get(
    paths.registerOf(':id'),
    {
      config: { auth: ['rack.ocupar'] },
      schema: {
        tags,
        summary:
          'El registro de huéspedes de una estadía como está (cada huésped con su nacionalidad, fecha de nacimiento y lo registrado del viaje), para completarlo',
        params: ZIdParams,
        response: { 200: ZStayRegister, 403: ZApiError, 404: ZApiError },
      },
    },
    (req) => register.read(hotelActor(req), req.params.id),
  );
  r.post(
    paths.checkin,
    {
      config: { auth: ['rack.ocupar'] },
      schema: {
        tags,
        summary:
          'Check-in de una habitación de una reserva (o de la reserva de hoy de la habitación): asigna la habitación, registra los huéspedes, abre la estadía y pasa los anticipos a su cuenta',
        body: ZCheckinBody,
        response: { 200: ZRoomActionResponse, ...actionErrors },
      },
    },
    (req) => {
      mayRoute(req, req.body);
      return checkin.checkin(hotelActor(req), req.body, canOverride(req));
    },
  );
  r.post(
    paths.vacate,
    {
      config: { auth: ['rack.desocupar'] },
      schema: {
        tags,
        summary:
          'Desocupar la habitación: carga las noches aún no cargadas hasta hoy (salir el día de la llegada: 0 noches, y con rack.uso_dia el uso del día si se pide), liquida el saldo (pagos con cambio o crédito a empresa), factura y envía a limpieza (encabezado Idempotency-Key opcional)',
        headers: ZOptionalIdempotencyHeaders,
        body: ZVacateBody,
        response: { 200: ZVacateResponse, ...actionErrors },
      },
    },
    (req) =>
      checkout.vacate(hotelActor(req), req.body, {
        key: req.headers['idempotency-key'],
        mayCredit: holds(sessionOf(req), 'facturas.credito'),
        mayExceedCredit: holds(sessionOf(req), 'facturas.sobrecupo'),
        mayDayUse: holds(sessionOf(req), 'rack.uso_dia'),
      }),
  );
  r.post(
    paths.quote,
    {
      config: { auth: ['rack.ocupar'] },
      schema: {
        tags,
        summary: 'Precio de una estancia noche por noche',
        body: ZQuoteBody,
        response: { 200: ZQuoteResponse, ...actionErrors },
      },
    },
    async (req) => ({ data: await service.quote(hotelActor(req), req.body) }),
  );
  r.get(
    paths.roomRates(':id'),
    {
      config: { auth: ['rack.ocupar', 'rack.ver'] },
      schema: {
        tags,
        summary: 'Tarifas y capacidad del tipo de la habitación',
        params: ZIdParams,
        response: { 200: ZRoomRatesResponse, 404: ZApiError },
      },
    },
    async (req) => ({ data: await service.roomRates(requireHotelId(req), req.params.id) }),
  );
  r.get(
    paths.roomDetail(':id'),
    {
      config: { auth: ['rack.ver'] },
      schema: {
        tags,
        summary: 'Detalle de la habitación: estancia, huéspedes y cuenta',
        params: ZIdParams,
        response: { 200: ZRoomDetailResponse, 404: ZApiError },
      },
    },
    async (req) => ({
      data: await service.detail(requireHotelId(req), req.params.id, holds(sessionOf(req), 'cuentas.ver')),
    }),
  );
  r.post(
    paths.hold,
    {
      config: { auth: ['rack.ver'] },
      schema: {
        tags,
        summary: 'Una reserva con sus habitaciones, por su número o por la reserva de hoy de la habitación',
        body: ZGetReservationBody,
        response: { 200: ZHoldResponse, 400: ZApiError, 404: ZApiError },
      },
    },
    async (req) => ({ data: await checkin.find(requireHotelId(req), req.body) }),
  );
}
