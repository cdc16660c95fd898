import type { Executor } from '../../db/client';
import { type Clock, localDate } from '../../lib/clock';
import { NotFoundError } from '../../lib/errors';
import type { HotelsRepository } from './hotels.repository';

/**
 * The hotel's business date: the calendar day at the hotel (its time zone) by the app's clock.
 * Every rule about "today" — a stay's first night, a hold, a resolution still valid, the days a
 * resolution has left — asks here, so tests can set the day and the rule lives in one place.
 */
export function createHotelCalendar({
  clock,
  repo,
}: {
  clock: Clock;
  repo: Pick<HotelsRepository, 'timeZone'>;
}) {
  return {
    async today(ex: Executor, hotelId: number): Promise<string> {
      const zone = await repo.timeZone(ex, hotelId);
      if (!zone) throw new NotFoundError('El hotel no existe');
      return localDate(clock.now(), zone);
    },
    /** The business date in a time zone already known (e.g. read with the rack's stamp). */
    todayIn: (timeZone: string) => localDate(clock.now(), timeZone),
  };
}

export type HotelCalendar = ReturnType<typeof createHotelCalendar>;
