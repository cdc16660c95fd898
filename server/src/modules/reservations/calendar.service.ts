import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { TCalendarBar, TCalendarBody, TCalendarData } from '@posada/contracts';
import type { Db } from '../../db/client';
import { addDays } from '../../lib/clock';
import { NotFoundError } from '../../lib/errors';
import { createVersionedCache } from '../../lib/versioned-cache';
import type { HotelCalendar } from '../hotels/calendar';
import { hotelStamp } from '../hotels/stamp';
import type { CalendarRepository } from './calendar.repository';

const gzipAsync = promisify(gzip);

interface Deps {
  db: Db;
  repo: CalendarRepository;
  calendar: HotelCalendar;
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
 * The tape chart: rooms, bars and free rooms per type and night for a window of nights, each window
 * built once per hotel version and business date (`createVersionedCache`).
 */
export function createCalendarService({ db, repo, calendar }: Deps) {
  const cache = createVersionedCache<CalendarPayload>(WINDOWS_PER_HOTEL);

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
      const found = await hotelStamp(db, hotelId);
      if (!found) throw new NotFoundError('El hotel no existe');
      const hoy = calendar.todayIn(found.zona_horaria);
      return cache.get(hotelId, `${found.version}|${hoy}`, `${body.desde}|${body.hasta}`, () =>
        build(hotelId, hoy, body),
      );
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
