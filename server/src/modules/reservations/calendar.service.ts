import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { TCalendarBar, TCalendarBody, TCalendarData } from '@posada/contracts';
import type { Db } from '../../db/client';
import { addDays } from '../../lib/clock';
import { NotFoundError } from '../../lib/errors';
import type { HotelCalendar } from '../hotels/calendar';
import type { CalendarRepository } from './calendar.repository';
import type { HoldExpiry } from './hold-expiry';

const gzipAsync = promisify(gzip);

interface Deps {
  db: Db;
  repo: CalendarRepository;
  calendar: HotelCalendar;
  holds: HoldExpiry;
}

/**
 * A window's answer gzip-compressed once: a month of 500 rooms is ~800 KB of JSON and ~60 KB
 * compressed, so a hotel keeps many windows in little memory; the rare client that does not take
 * gzip gets it inflated.
 */
export type CalendarPayload = Buffer;

/** Windows kept per hotel for its current version: more than the browsers of a front desk look at. */
const WINDOWS_PER_HOTEL = 64;

/**
 * The tape chart: rooms, bars and free rooms per type and night for a window of nights. Each window
 * is built once per hotel version and business date, and every request that asks for it meanwhile
 * waits for that one build (single flight): after a change, the browsers that refetch together
 * cost one computation, not one each.
 */
export function createCalendarService({ db, repo, calendar, holds }: Deps) {
  const cache = new Map<number, { stamp: string; windows: Map<string, Promise<CalendarPayload>> }>();

  async function build(hotelId: number, hoy: string, { desde, hasta }: TCalendarBody) {
    const types = await repo.types(db, hotelId, desde, hasta);
    const habitaciones = await repo.rooms(db, hotelId);
    const bars = await repo.bars(db, hotelId, desde, hasta);
    const data: TCalendarData['data'] = {
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
    return gzipAsync(Buffer.from(JSON.stringify({ data } satisfies TCalendarData)));
  }

  return {
    async window(hotelId: number, body: TCalendarBody): Promise<CalendarPayload> {
      // An expiry changes the rack version: the cached window is rebuilt without the hold.
      await holds.expireDueHolds(hotelId);
      const found = await repo.stamp(db, hotelId);
      if (!found) throw new NotFoundError('El hotel no existe');
      const hoy = calendar.todayIn(found.zona_horaria);
      const stamp = `${found.version}|${hoy}`;
      let entry = cache.get(hotelId);
      if (entry?.stamp !== stamp) {
        entry = { stamp, windows: new Map() };
        cache.set(hotelId, entry);
      }
      const key = `${body.desde}|${body.hasta}`;
      let payload = entry.windows.get(key);
      if (!payload) {
        if (entry.windows.size >= WINDOWS_PER_HOTEL) {
          const oldest = entry.windows.keys().next().value;
          if (oldest !== undefined) entry.windows.delete(oldest);
        }
        payload = build(hotelId, hoy, body);
        const windows = entry.windows;
        windows.set(key, payload);
        // A failed build is not kept: the next request tries again.
        payload.catch(() => windows.delete(key));
      }
      return payload;
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
