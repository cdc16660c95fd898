import {
  reservationPaths,
  ZArrivals,
  ZAvailabilityBody,
  ZAvailabilityData,
  ZDayQuery,
  ZDepartures,
  ZIdempotencyHeaders,
  ZIdParams,
  ZPageQuery,
  ZReservationBody,
  ZReservationData,
  ZReservationListBody,
  ZReservationPage,
} from '@posada/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageRequest } from '../../../http/list-request';
import { holds, hotelActor, requireHotelId, sessionOf } from '../../../http/request-context';
import { errorResponses } from '../../../http/route-schemas';
import type { AvailabilityService } from '../../../kernel/bookings/availability.service';
import type { ReservationListsService } from './lists.service';
import type { ReservationsService } from './reservations.service';

const tags = ['Reservas'];
const readers = ['reservas.ver', 'reservas.crear', 'reservas.editar', 'reservas.cancelar'] as const;

/** reservations: availability, bookings (create with an idempotency key, list, detail), arrivals and departures. */
export function registerReservationsRoutes(
  app: FastifyInstance,
  {
    availability,
    lists,
    service,
  }: { availability: AvailabilityService; lists: ReservationListsService; service: ReservationsService },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    reservationPaths.availability,
    {
      config: { auth: ['reservas.ver', 'reservas.crear', 'reservas.editar'] },
      schema: {
        tags,
        summary:
          'Disponibilidad por tipo de habitación: libres por noche, precio por tarifa y habitaciones asignables',
        body: ZAvailabilityBody,
        response: { 200: ZAvailabilityData, ...errorResponses },
      },
    },
    async (req) => ({ data: await availability.search(requireHotelId(req), req.body) }),
  );
  r.post(
    reservationPaths.create,
    {
      config: { auth: ['reservas.crear'] },
      schema: {
        tags,
        summary: 'Crea una reserva con una o más habitaciones (encabezado Idempotency-Key obligatorio)',
        headers: ZIdempotencyHeaders,
        body: ZReservationBody,
        response: { 200: ZReservationData, ...errorResponses },
      },
    },
    async (req) => {
      const actor = { ...hotelActor(req), mayOverbook: holds(sessionOf(req), 'reservas.sobreventa') };
      const data = await service.create(actor, req.headers['idempotency-key'], req.body);
      return { data, message: `Reserva ${data.id} creada` };
    },
  );
  r.post(
    reservationPaths.list,
    {
      config: { auth: [...readers] },
      schema: {
        tags,
        summary: 'Lista las reservas (titular, documento o número; fechas de estadía, estado, canal, tipo)',
        querystring: ZPageQuery,
        body: ZReservationListBody.nullish(),
        response: { 200: ZReservationPage, ...errorResponses },
      },
    },
    (req) => {
      const body = req.body ?? {};
      return lists.list(requireHotelId(req), { ...body, ...pageRequest(req.query, body) });
    },
  );
  r.get(
    reservationPaths.show(':id'),
    {
      config: { auth: [...readers] },
      schema: {
        tags,
        summary: 'Una reserva con sus habitaciones y el precio de cada noche',
        params: ZIdParams,
        response: { 200: ZReservationData, ...errorResponses },
      },
    },
    async (req) => ({ data: await service.find(requireHotelId(req), req.params.id) }),
  );
  r.get(
    reservationPaths.arrivals,
    {
      config: { auth: [...readers] },
      schema: {
        tags,
        summary: 'Las habitaciones reservadas que llegan un día (por defecto hoy)',
        querystring: ZDayQuery,
        response: { 200: ZArrivals, ...errorResponses },
      },
    },
    (req) => lists.arrivals(requireHotelId(req), req.query.fecha),
  );
  r.get(
    reservationPaths.departures,
    {
      config: { auth: [...readers] },
      schema: {
        tags,
        summary:
          'Las estadías que salen un día (por defecto hoy), reservadas o walk-in, con el saldo de su cuenta (con cuentas.ver)',
        querystring: ZDayQuery,
        response: { 200: ZDepartures, ...errorResponses },
      },
    },
    (req) => lists.departures(requireHotelId(req), req.query.fecha, holds(sessionOf(req), 'cuentas.ver')),
  );
}
