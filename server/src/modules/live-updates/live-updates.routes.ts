import { LIVE_RETRY_MS, livePaths, ZApiError } from '@posada/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireHotelId } from '../../http/request-context';
import type { LiveUpdates } from './live-updates.service';

/** A comment line every so often keeps proxies and the browser from closing an idle stream. */
export const HEARTBEAT_MS = 25_000;

const BEARER = /^Bearer\s+(\S+)$/i;

interface Deps {
  live: LiveUpdates;
  /** Whether the stream's session is still valid for the hotel (logout, expiry, hotel removed). */
  stillAllowed(token: string, hotelId: number): Promise<boolean>;
}

/**
 * `GET /eventos`: a server-sent-events stream of the caller's hotel. The browser reads it with
 * `fetch` (so it carries the bearer token and `X-Hotel-Id`, which `EventSource` cannot send) and
 * refreshes its screens on each `cambio`. The answer is written straight to the socket, unbuffered
 * (no compression, `X-Accel-Buffering: no` for nginx); each heartbeat re-checks the session, and
 * the stream ends when it no longer holds.
 */
export function registerLiveUpdatesRoutes(app: FastifyInstance, { live, stillAllowed }: Deps): void {
  app.get(
    livePaths.events,
    {
      config: { auth: 'session' },
      schema: {
        tags: ['Actualizaciones en vivo'],
        summary: 'Cambios del hotel en vivo (server-sent events)',
        description:
          'Respuesta `text/event-stream` que no termina. Eventos: `cambio` con `{ "version": "…" }` ' +
          'cuando cambian habitaciones, estancias o reservas del hotel (una vez por transacción), y ' +
          '`ordenes` (datos `{}`) cuando cambian las órdenes abiertas de los puntos de venta, y ' +
          '`resync` cuando el servidor pudo perder avisos. Cada 25 s llega un comentario `: ping`.',
        response: {
          200: z.string().describe('Flujo text/event-stream'),
          400: ZApiError,
        },
      },
    },
    async (req, reply) => {
      const hotelId = requireHotelId(req);
      const token = BEARER.exec(req.headers.authorization ?? '')?.[1] ?? '';
      const raw = reply.raw;
      const unsubscribe = await live.subscribe(hotelId, {
        write: (text) => raw.write(text),
        end: () => raw.end(),
      });
      reply.hijack();
      // Hijacked, Fastify sends nothing itself: the headers set so far (helmet's) go out here.
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) raw.setHeader(name, value);
      }
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
        // The stream is the connection's last answer: when it ends (logout, shutdown) the socket
        // closes with it instead of idling as keep-alive and holding up the server's close.
        connection: 'close',
      });
      raw.write(`retry: ${LIVE_RETRY_MS}\n: conectado\n\n`);

      const heartbeat = setInterval(async () => {
        raw.write(': ping\n\n');
        if (!(await stillAllowed(token, hotelId).catch(() => true))) raw.end();
      }, HEARTBEAT_MS);
      const stop = () => {
        clearInterval(heartbeat);
        unsubscribe();
      };
      if (raw.destroyed) stop();
      else raw.on('close', stop);
    },
  );
}
