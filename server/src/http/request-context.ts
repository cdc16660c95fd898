import { holdsAnyPermission, type PermissionCode } from '@posada/contracts';
import type { FastifyRequest } from 'fastify';
import type { ActiveSession, Actor, HotelActor } from '../lib/caller';
import { ForbiddenError, UnauthorizedError, ValidationError } from '../lib/errors';

/**
 * What a route handler reads of its request: the caller's session, the hotel the request acts on
 * and the actor its changes are audited under. Services receive these as plain values.
 */

/** The session of a route that declared `session` or permissions (never null there). */
export function sessionOf(request: FastifyRequest): ActiveSession {
  if (!request.session) throw new UnauthorizedError();
  return request.session;
}

export function holds(session: ActiveSession, ...codes: PermissionCode[]): boolean {
  return session.isRoot || holdsAnyPermission(session.permissions, codes);
}

/**
 * The hotel a request acts on: the `X-Hotel-Id` header when given (it must be one of the user's
 * hotels), else the user's first hotel.
 */
export function currentHotelId(request: FastifyRequest): number | null {
  const session = sessionOf(request);
  const header = request.headers['x-hotel-id'];
  if (typeof header === 'string' && header !== '') {
    // Canonical digits only, as every id in a URL: '1e0' or ' 1' is not hotel 1.
    if (!/^[1-9]\d{0,9}$/.test(header)) throw new ValidationError('El encabezado X-Hotel-Id no es válido');
    const id = Number(header);
    if (!session.hotelIds.includes(id)) throw new ForbiddenError('No tiene acceso a ese hotel');
    return id;
  }
  return session.hotelIds[0] ?? null;
}

/** The hotel a request acts on, for calls about one hotel's rows: a user without hotels is refused. */
export function requireHotelId(request: FastifyRequest): number {
  const hotelId = currentHotelId(request);
  if (hotelId === null) throw new ForbiddenError('Su usuario no tiene un hotel asignado');
  return hotelId;
}

/** Who changes something that belongs to no hotel (users, roles, national catalogs). */
export function actorOf(request: FastifyRequest): Actor {
  return { userId: sessionOf(request).userId, ip: request.ip, hotelId: null };
}

/** Who changes one hotel's rows: the audit's actor with the request's hotel. */
export function hotelActor(request: FastifyRequest): HotelActor {
  return { ...actorOf(request), hotelId: requireHotelId(request) };
}
