import type { Executor } from '../../db/client';
import { type Clock, localDate } from '../../lib/clock';
import { NotFoundError } from '../../lib/errors';
import { transactionMemo } from '../../lib/transaction-memo';

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
  /**
   * A transaction reads the hotel's zone once: a check-out asks for "today" in several services,
   * and one business date per transaction is also the consistent answer. Outside a transaction
   * every call reads it (a changed zone counts at once).
   */
  const zones = transactionMemo<number, string>();
  async function zoneOf(ex: Executor, hotelId: number) {
    const cached = zones.get(ex, hotelId);
    if (cached) return cached;
    const zone = await repo.timeZone(ex, hotelId);
    if (!zone) throw new NotFoundError('El hotel no existe');
    zones.set(ex, hotelId, zone);
    return zone;
  }
  return {
    async today(ex: Executor, hotelId: number): Promise<string> {
      return localDate(clock.now(), await zoneOf(ex, hotelId));
    },
    /**
     * The business date in the hotel's zone as the caller's own statement read it (a room action
     * reads it with the room's lock): remembered for the transaction like a zone read here.
     */
    todayWith(ex: Executor, hotelId: number, zone: string): string {
      zones.set(ex, hotelId, zone);
      return localDate(clock.now(), zone);
    },
    /** The hotel's time zone (an invoice records the one it was issued in). */
    zone: zoneOf,
    /** The business date in a time zone already known (e.g. read with the rack's stamp). */
    todayIn: (timeZone: string) => localDate(clock.now(), timeZone),
  };
}

export type HotelCalendar = ReturnType<typeof createHotelCalendar>;
