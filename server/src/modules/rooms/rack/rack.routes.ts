import {
  rackPaths as paths,
  ZApiError,
  ZAssignCleaningBody,
  ZCancelHoldBody,
  ZEnableBody,
  ZHoldBody,
  ZMaintenanceBody,
  ZRackFloorsResponse,
  ZRackResponse,
  ZRoomActionResponse,
  ZRoomEmployeesResponse,
  ZRoomRef,
} from '@posada/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acceptsGzip } from '../../../http/accept-encoding';
import { hotelActor, requireHotelId } from '../../../http/request-context';
import type { RackService } from './rack.service';

const tags = ['Rack de habitaciones'];
const actionErrors = { 400: ZApiError, 404: ZApiError, 409: ZApiError };

export function registerRackRoutes(app: FastifyInstance, service: RackService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Registered on the plain instance: it answers bytes already serialized (the schema documents them).
  app.get(
    paths.rack,
    {
      config: { auth: ['rack.ver'] },
      schema: {
        tags,
        summary: 'El rack: cada habitación con su estado',
        description:
          'Responde con `ETag`; quien envía `If-None-Match` con la misma etiqueta recibe 304 sin cuerpo.',
        response: { 200: ZRackResponse, 304: z.null().describe('Sin cambios desde la etiqueta enviada') },
      },
    },
    async (req, reply) => {
      const rack = await service.rack(requireHotelId(req), req.headers['if-none-match']);
      // Each user and hotel keeps its own copy; the browser revalidates it on every poll.
      reply.header('etag', rack.etag).header('cache-control', 'private, no-cache');
      reply.header('vary', 'Authorization, X-Hotel-Id, Accept-Encoding');
      if (rack.payload === null) return reply.code(304).send();
      // Built typed (TRackResponse) and cached as bytes, plain and compressed, sent as they are.
      reply.type('application/json; charset=utf-8');
      if (!acceptsGzip(req.headers['accept-encoding'])) return reply.send(rack.payload.json);
      return reply.header('content-encoding', 'gzip').send(rack.payload.gzip);
    },
  );

  r.get(
    paths.floors,
    {
      config: { auth: ['rack.ver'] },
      schema: { tags, summary: 'Pisos del hotel', response: { 200: ZRackFloorsResponse } },
    },
    async (req) => ({ data: await service.floors(requireHotelId(req)) }),
  );
  r.get(
    paths.employees,
    {
      config: { auth: ['rack.ver'] },
      schema: {
        tags,
        summary: 'Empleados activos que atienden o limpian habitaciones',
        response: { 200: ZRoomEmployeesResponse },
      },
    },
    async (req) => ({ data: await service.employees(requireHotelId(req)) }),
  );

  r.post(
    paths.hold,
    {
      config: { auth: ['rack.reservar'] },
      schema: {
        tags,
        summary: 'Reservar la habitación para un cliente hoy',
        body: ZHoldBody,
        response: { 200: ZRoomActionResponse, ...actionErrors },
      },
    },
    (req) => service.hold(hotelActor(req), req.body),
  );
  r.post(
    paths.cancelHold,
    {
      config: { auth: ['rack.reservar'] },
      schema: {
        tags,
        summary: 'Anular la reserva de hoy',
        body: ZCancelHoldBody,
        response: { 200: ZRoomActionResponse, ...actionErrors },
      },
    },
    (req) => service.cancelHold(hotelActor(req), req.body.habitacion_id, req.body.motivo),
  );
  r.post(
    paths.maintenance,
    {
      config: { auth: ['rack.mantenimiento'] },
      schema: {
        tags,
        summary: 'Poner la habitación en mantenimiento',
        body: ZMaintenanceBody,
        response: { 200: ZRoomActionResponse, ...actionErrors },
      },
    },
    (req) => service.maintenance(hotelActor(req), req.body),
  );
  r.post(
    paths.cancelMaintenance,
    {
      config: { auth: ['rack.mantenimiento'] },
      schema: {
        tags,
        summary: 'Terminar el mantenimiento',
        body: ZRoomRef,
        response: { 200: ZRoomActionResponse, ...actionErrors },
      },
    },
    (req) => service.cancelMaintenance(hotelActor(req), req.body.habitacion_id),
  );
  r.post(
    paths.enable,
    {
      config: { auth: ['rack.habilitar'] },
      schema: {
        tags,
        summary: 'Habilitar la habitación después de la limpieza',
        body: ZEnableBody,
        response: { 200: ZRoomActionResponse, ...actionErrors },
      },
    },
    (req) => service.enable(hotelActor(req), req.body),
  );
  r.post(
    paths.assignCleaning,
    {
      config: { auth: ['rack.habilitar'] },
      schema: {
        tags,
        summary: 'Asignar el empleado que limpiará la habitación sucia',
        body: ZAssignCleaningBody,
        response: { 200: ZRoomActionResponse, ...actionErrors },
      },
    },
    (req) => service.assignCleaner(hotelActor(req), req.body),
  );
}
