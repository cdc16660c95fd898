import { reservationPaths, ZCalendarBody, ZCalendarData } from '@posada/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireHotelId } from '../../http/request-context';
import { errorResponses } from '../../http/route-schemas';
import type { CalendarService } from './calendar.service';

/** The calendar (tape chart) of the reservations module. */
export function registerCalendarRoutes(app: FastifyInstance, calendar: CalendarService): void {
  app.withTypeProvider<ZodTypeProvider>().post(
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
    async (req) => ({ data: await calendar.window(requireHotelId(req), req.body) }),
  );
}
