import { CALENDAR_MAX_DAYS, type TCalendarBody } from '@posada/contracts';
import type { Db, Tx } from '../../../db/client';
import type { HoldExpiry } from '../../../kernel/bookings/hold-expiry';
import type { HotelCalendar } from '../../../kernel/calendar/calendar';
import { NotFoundError } from '../../../lib/errors';
import { createGzipParts } from '../../../lib/gzip-parts';
import { type CacheStamp, createVersionedCache } from '../../../lib/versioned-cache';
import type { CalendarRepository } from './calendar.repository';
import {
  aligned,
  type CalendarSnapshot,
  calendarSnapshot,
  covers,
  type NightRange,
  nights,
  partOf,
  patched,
  union,
  windowParts,
} from './calendar-snapshot';

interface Deps {
  db: Db;
  repo: CalendarRepository;
  calendar: HotelCalendar;
  holds: HoldExpiry;
}

/**
 * A window's answer gzip-compressed once per version: a month of 500 rooms is ~750 KB of JSON and
 * ~55 KB compressed, so a hotel keeps many windows in little memory; the rare client that does not
 * take gzip gets it inflated.
 */
export type CalendarPayload = Buffer;

/** Windows kept per hotel for its current version: more than the browsers of a front desk look at. */
const WINDOWS_PER_HOTEL = 64;
/** The widest range read at once for the windows a hotel's browsers look at (about four months). */
const SNAPSHOT_MAX_NIGHTS = Math.max(126, CALENDAR_MAX_DAYS);
/** The change log is kept this long (migration 0019); a snapshot older than it is read whole again. */
const LOG_MINUTES = 60;
const SNAPSHOT_MAX_AGE_MS = (LOG_MINUTES - 10) * 60_000;

/**
 * The tape chart: rooms, bars and free rooms per type and night for a window of nights.
 *
 * Per hotel, the range its browsers look at (the union of the windows asked since its business
 * date began, up to four months) is held as a snapshot of the database. When the hotel's version
 * moves, the snapshot asks the change log (migration 0019) what the transactions it could not see
 * touched, and reads again only those rooms and types — one small read per change, whoever wrote
 * it; the free rooms are counted from the snapshot. Each window is cut from the snapshot and
 * compressed once per version (single flight), the parts of its bars that the change did not touch
 * kept as they were compressed: the browsers that ask together after a change cost one small
 * computation. A window that does not fit the hotel's range is read on its own.
 */
export function createCalendarService({ db, repo, calendar, holds }: Deps) {
  const windows = createVersionedCache<CalendarPayload>(WINDOWS_PER_HOTEL);
  /**
   * Each window's parts as compressed for its last version (`windowParts`): a change compresses
   * again the parts it touched, so the bytes every request carries can afford level 6.
   */
  const gzipParts = createGzipParts({ level: 6, keys: WINDOWS_PER_HOTEL });
  /** Per hotel and version, the snapshot being made (single flight). */
  const current = createVersionedCache<CalendarSnapshot>(1);
  /** Per hotel, its last snapshot and the business date it was read for. */
  const held = new Map<number, { snapshot: CalendarSnapshot; hoy: string }>();
  let prunedAt = 0;

  /** Reads in one repeatable-read transaction, so the reads and the snapshot they report agree. */
  const consistent = <T>(work: (tx: Tx) => Promise<T>) =>
    db.transaction(async (tx) => work(tx), { isolationLevel: 'repeatable read', accessMode: 'read only' });

  async function readWhole(hotelId: number, range: NightRange): Promise<CalendarSnapshot> {
    if (Date.now() - prunedAt > 10 * 60_000) {
      prunedAt = Date.now();
      await repo.pruneChanges(db, LOG_MINUTES);
    }
    return consistent(async (tx) => {
      const txSnapshot = await repo.snapshot(tx);
      const types = await repo.types(tx, hotelId);
      const rooms = await repo.rooms(tx, hotelId);
      const bars = await repo.bars(tx, hotelId, range.desde, range.hasta);
      return calendarSnapshot(range, { types, rooms, bars }, { txSnapshot, readAt: Date.now() });
    });
  }

  /** The held snapshot brought up to date: only what changed since it, or everything on a `*`. */
  async function refresh(hotelId: number, before: CalendarSnapshot): Promise<CalendarSnapshot> {
    const { txSnapshot, keys, bars } = await repo.changedSince(db, hotelId, before, before.txSnapshot);
    if (keys.includes('*')) return readWhole(hotelId, before);
    const read = { txSnapshot, readAt: Date.now() };
    if (keys.length === 0) return { ...before, ...read };
    return patched(before, partOf(keys), bars, read);
  }

  /** The snapshot holding the window for this version: the hotel's range (grown to hold it) or the window alone. */
  async function snapshotFor(hotelId: number, stamp: CacheStamp, window: NightRange) {
    const last = held.get(hotelId);
    const usable =
      last?.hoy === stamp.hoy && Date.now() - last.snapshot.readAt < SNAPSHOT_MAX_AGE_MS ? last : undefined;
    const range = aligned(usable ? union(usable.snapshot, window) : window);
    if (nights(range) > SNAPSHOT_MAX_NIGHTS) return readWhole(hotelId, window);
    const snapshot = await current.get(hotelId, stamp, `${range.desde}|${range.hasta}`, () =>
      usable && covers(usable.snapshot, range)
        ? refresh(hotelId, usable.snapshot)
        : readWhole(hotelId, range),
    );
    held.set(hotelId, { snapshot, hoy: stamp.hoy });
    return snapshot;
  }

  return {
    async window(hotelId: number, body: TCalendarBody): Promise<CalendarPayload> {
      // An expiry changes the rack version: the cached window is rebuilt without the hold.
      const found = await holds.stampAfterExpiry(hotelId);
      if (!found) throw new NotFoundError('El hotel no existe');
      const asked = { version: found.version, hoy: calendar.todayIn(found.zona_horaria) };
      const window = { desde: body.desde, hasta: body.hasta };
      return windows.get(hotelId, asked, `${window.desde}|${window.hasta}`, async (stamp) => {
        const snapshot = await snapshotFor(hotelId, stamp, window);
        return gzipParts(
          `${hotelId}|${window.desde}|${window.hasta}`,
          windowParts(snapshot, window, stamp.hoy),
        );
      });
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
