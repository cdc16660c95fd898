import type { TCalendarBar, TCalendarBody, TCalendarData } from '@posada/contracts';
import type { Db } from '../../db/client';
import { addDays } from '../../lib/clock';
import type { HotelCalendar } from '../hotels/calendar';
import type { CalendarRepository } from './calendar.repository';

interface Deps {
  db: Db;
  repo: CalendarRepository;
  calendar: HotelCalendar;
}

/** The tape chart: rooms, bars and free rooms per type and night for a window of nights. */
export function createCalendarService({ db, repo, calendar }: Deps) {
  return {
    async window(hotelId: number, { desde, hasta }: TCalendarBody): Promise<TCalendarData['data']> {
      const hoy = await calendar.today(db, hotelId);
      const types = await repo.types(db, hotelId, desde, hasta);
      const habitaciones = await repo.rooms(db, hotelId);
      const bars = await repo.bars(db, hotelId, desde, hasta);
      return {
        desde,
        hasta,
        hoy,
        tipos: types.map((t) => ({
          id: t.id,
          nombre: t.nombre,
          libres: t.libres.map((libres, i) => ({ fecha: addDays(desde, i), libres })),
        })),
        habitaciones,
        barras: bars as TCalendarBar[],
      };
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
