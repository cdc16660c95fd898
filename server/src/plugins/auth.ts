import { holdsAnyPermission, type PermissionCode } from '@posada/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ForbiddenError, UnauthorizedError, ValidationError } from '../lib/errors';
import type { ActiveSession } from '../modules/session/session.repository';

/**
 * Who may call a route: `public`, any logged-in user (`session`), or the holders of any of the
 * listed permission codes (root holds all). Every /api route must say which.
 */
export type RouteAuth = 'public' | 'session' | readonly PermissionCode[];

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
    /**
     * Also accept the session token as `?token=` when no bearer header is sent: the original
     * client calls GET /capacitaciones that way. Only routes that say so; a token in a URL can
     * end up in logs and histories.
     */
    tokenQuery?: boolean;
  }
  interface FastifyRequest {
    session: ActiveSession | null;
  }
}

export interface AuthOptions {
  authenticate(token: string): Promise<ActiveSession | undefined>;
}

const BEARER = /^Bearer\s+(\S+)$/i;

export function registerAuth(app: FastifyInstance, options: AuthOptions): void {
  app.decorateRequest('session', null);

  app.addHook('onRoute', (route) => {
    const url = route.url;
    if (!url.startsWith('/api') || url.startsWith('/api/docs')) return;
    if (!route.config?.auth) {
      throw new Error(`La ruta ${route.method} ${url} no declara quién puede llamarla (config.auth)`);
    }
  });

  app.addHook('onRequest', async (request) => {
    const auth = request.routeOptions.config?.auth;
    if (!auth || auth === 'public') return;
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1] ?? queryToken(request);
    const session = token ? await options.authenticate(token) : undefined;
    if (!session) throw new UnauthorizedError('La sesión no es válida o expiró; inicie sesión de nuevo');
    request.session = session;
    if (auth !== 'session' && !session.isRoot && !holdsAnyPermission(session.permissions, auth)) {
      throw new ForbiddenError();
    }
  });
}

function queryToken(request: FastifyRequest): string | undefined {
  if (!request.routeOptions.config?.tokenQuery) return undefined;
  const token = (request.query as { token?: unknown } | undefined)?.token;
  return typeof token === 'string' && token !== '' ? token : undefined;
}

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
