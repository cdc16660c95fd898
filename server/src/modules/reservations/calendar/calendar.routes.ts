import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { reservationPaths, type TCalendarBody, ZCalendarBody, ZCalendarData } from '@posada/contracts';
import type { FastifyInstance } from 'fastify';
import { acceptsGzip } from '../../../http/accept-encoding';
import { requireHotelId } from '../../../http/request-context';
import { errorResponses } from '../../../http/route-schemas';
import type { CalendarService } from './calendar.service';

const gunzipAsync = promisify(gunzip);

/**
 * The calendar (tape chart) of the reservations module. Its answer is bytes (the JSON of
 * `TCalendarData`, built typed and kept gzipped), which skip the serializer: the route is typed by
 * its body alone (the zod schemas still validate it and document the answer).
 */
export function registerCalendarRoutes(app: FastifyInstance, calendar: CalendarService): void {
  app.post<{ Body: TCalendarBody }>(
    reservationPaths.calendar,
    {
      config: { auth: ['reservas.ver'] },
      schema: {
        tags: ['Reservas'],
        summary:
          'Calendario de reservas: habitaciones, barras de reservas, estadías y mantenimientos, y libres por tipo y noche',
        body: ZCalendarBody,
        response: { 200: ZCalendarData, ...errorResponses },
      },
    },
    async (req, reply) => {
      const payload = await calendar.window(requireHotelId(req), req.body);
      // Built typed (TCalendarData) and kept compressed: sent as it is, or inflated for a client without gzip.
      reply
        .type('application/json; charset=utf-8')
        .header('vary', 'Authorization, X-Hotel-Id, Accept-Encoding');
      const gzipped = acceptsGzip(req.headers['accept-encoding']);
      if (gzipped) reply.header('content-encoding', 'gzip');
      return reply.send(gzipped ? payload : await gunzipAsync(payload));
    },
  );
}
