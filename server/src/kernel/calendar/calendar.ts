import type { Executor } from '../../db/client';
import { type Clock, localDate } from '../../lib/clock';
import { NotFoundError } from '../../lib/errors';
import { executorOf, isWork, type On } from '../unit-of-work';

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
  /** The hotel's time zone (the hotels repository's `timeZone`). */
  repo: { timeZone(ex: Executor, hotelId: number): Promise<string | undefined> };
}) {
  async function zoneOf(ex: Executor, hotelId: number) {
    const zone = await repo.timeZone(ex, hotelId);
    if (!zone) throw new NotFoundError('El hotel no existe');
    return zone;
  }
  /**
   * The hotel's zone and business date: given the unit of work, read once for its transaction (a
   * check-out asks for "today" in several services, and one business date per transaction is
   * also the consistent answer); given an executor, read every time (a changed zone counts at once).
   */
  async function dayOf(on: On, hotelId: number) {
    if (isWork(on) && on.hotelId === hotelId) {
      on.day ??= dayIn(await zoneOf(on.tx, hotelId));
      return on.day;
    }
    return dayIn(await zoneOf(executorOf(on), hotelId));
  }
  const dayIn = (zone: string) => ({ zone, today: localDate(clock.now(), zone) });
  return {
    async today(on: On, hotelId: number): Promise<string> {
      return (await dayOf(on, hotelId)).today;
    },
    /** The hotel's time zone (an invoice records the one it was issued in). */
    async zone(on: On, hotelId: number): Promise<string> {
      return (await dayOf(on, hotelId)).zone;
    },
    /**
     * The zone and business date for a zone the caller's own statement read (a room action reads
     * it with the room's lock and makes it its unit of work's `day`).
     */
    dayIn,
    /** The business date in a time zone already known (e.g. read with the rack's stamp). */
    todayIn: (timeZone: string) => localDate(clock.now(), timeZone),
  };
}

export type HotelCalendar = ReturnType<typeof createHotelCalendar>;
