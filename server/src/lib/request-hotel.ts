import type { FastifyRequest } from 'fastify';
import { type Actor, actorOf } from '../modules/audit/audit.repository';
import { currentHotelId } from '../plugins/auth';
import { ForbiddenError } from './errors';

/** The hotel a request acts on, for calls about one hotel's rows: a user without hotels is refused. */
export function requireHotelId(request: FastifyRequest): number {
  const hotelId = currentHotelId(request);
  if (hotelId === null) throw new ForbiddenError('Su usuario no tiene un hotel asignado');
  return hotelId;
}

export type HotelActor = Actor & { hotelId: number };

/** Who changes one hotel's rows: the audit's actor with the request's hotel. */
export function hotelActor(request: FastifyRequest): HotelActor {
  const hotelId = requireHotelId(request);
  return { ...actorOf(request, hotelId), hotelId };
}
