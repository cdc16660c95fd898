import {
  reservationPaths,
  ZIdempotencyHeaders,
  ZIdParams,
  ZReservationCancelBody,
  ZReservationData,
  ZReservationDepositBody,
  ZReservationReinstateBody,
  ZReservationUpdateBody,
} from '@posada/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { hotelActor } from '../../../http/request-context';
import { errorResponses } from '../../../http/route-schemas';
import type { DepositsService } from '../deposits.service';
import type { ReservationChangesService } from './changes.service';

const tags = ['Reservas'];
const schema = { params: ZIdParams, response: { 200: ZReservationData, ...errorResponses } };

/** reservations: the changes of a booking (line, holder and channel, cancel, reinstate, deposit). */
export function registerReservationChangesRoutes(
  app: FastifyInstance,
  { changes, deposits }: { changes: ReservationChangesService; deposits: DepositsService },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    reservationPaths.update(':id'),
    {
      config: { auth: ['reservas.editar'] },
      schema: {
        tags,
        summary:
          'Cambia una habitación de la reserva (tipo, habitación, fechas, personas, tarifa: se vuelve a verificar y a cotizar) o su titular, canal, agencia y observaciones',
        body: ZReservationUpdateBody,
        ...schema,
      },
    },
    async (req) => {
      const data = await changes.update(hotelActor(req), req.params.id, req.body);
      return { data, message: `Reserva ${data.id} actualizada` };
    },
  );
  r.post(
    reservationPaths.cancel(':id'),
    {
      config: { auth: ['reservas.cancelar'] },
      schema: {
        tags,
        summary:
          'Cancela una habitación de la reserva o todas las que están por llegar, con el motivo; retiene la penalidad del anticipo y devuelve lo indicado desde la caja abierta (encabezado Idempotency-Key si devuelve)',
        headers: ZIdempotencyHeaders.partial(),
        body: ZReservationCancelBody,
        ...schema,
      },
    },
    async (req) => {
      const data = await changes.cancel(
        hotelActor(req),
        req.params.id,
        req.body,
        req.headers['idempotency-key'],
      );
      return { data, message: `Reserva ${data.id} cancelada` };
    },
  );
  r.post(
    reservationPaths.reinstate(':id'),
    {
      config: { auth: ['reservas.editar'] },
      schema: {
        tags,
        summary:
          'Reactiva una habitación cancelada (o todas las que aún no han llegado) si el inventario lo permite',
        body: ZReservationReinstateBody,
        ...schema,
      },
    },
    async (req) => {
      const data = await changes.reinstate(hotelActor(req), req.params.id, req.body);
      return { data, message: `Reserva ${data.id} reactivada` };
    },
  );
  r.post(
    reservationPaths.deposit(':id'),
    {
      config: { auth: ['reservas.crear', 'reservas.editar'] },
      schema: {
        tags,
        summary:
          'Registra un anticipo de la reserva en la caja abierta (encabezado Idempotency-Key obligatorio)',
        headers: ZIdempotencyHeaders,
        body: ZReservationDepositBody,
        ...schema,
      },
    },
    async (req) => {
      const data = await deposits.add(
        hotelActor(req),
        req.params.id,
        req.headers['idempotency-key'],
        req.body,
      );
      return { data, message: `Anticipo de la reserva ${data.id} registrado` };
    },
  );
}
