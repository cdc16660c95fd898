import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { BookingActor, Bookings } from '../bookings/bookings.service';
import { type HotelStamp, hotelStamp } from '../calendar/stamp';
import type { NightPosting } from '../nights/night-posting';
import type { BusinessDayRepository, JobLine } from './business-day.repository';
import { dueCloseDate } from './close-date';
import { snapshotOnTheBooks } from './on-the-books';

/** Who the audit log names for the job's changes: nobody logged in, the system. */
const systemActor = (hotelId: number): BookingActor => ({ userId: null, ip: 'sistema', hotelId });

export const EXPIRED_HOLD_REASON = 'Venció la opción (reserva pendiente sin confirmar)';
/** Holds expired per transaction; more wait for the next pass. */
const EXPIRY_BATCH = 200;

interface Deps {
  db: Db;
  repo: BusinessDayRepository;
  /** The booking code's log: each change lands in the booking's history and the audit log. */
  bookings: Pick<Bookings, 'log'>;
  clock: Clock;
  /** The rooms' nightly posting: the close posts each in-house stay's nights before its date. */
  nights: Pick<NightPosting, 'close'>;
}

/** What a close did: lines that became no-shows and nights posted. */
export interface CloseResult {
  noShows: number;
  noches: number;
}

/**
 * The hotel's business day: its close (the lines that did not arrive become `No-show` and free
 * their rooms; the nights of the stays in house are posted to their accounts; what is on the
 * books for the coming nights is kept for the pickup) and the expiry of `Pendiente` holds. Every step is safe to run again and from
 * several processes at once: a close is claimed by its row in `cierres_dia` (one per hotel and
 * date), holds are taken with SKIP LOCKED, and each change is written with its audit entry in one
 * transaction.
 */
export function createBusinessDay({ db, repo, bookings, clock, nights }: Deps) {
  const record = (tx: Tx, line: JobLine, accion: string, despues: object) =>
    bookings.log(tx, systemActor(line.hotel_id), {
      bookingId: line.encabezado_id,
      lineId: line.id,
      accion,
      antes: {
        linea: line.id,
        estado: line.estado,
        habitacion_id: line.habitacion_id,
        llegada: line.llegada,
      },
      despues: { lineas: [line.id], ...despues },
    });

  /**
   * Closes `fecha` for a hotel, once: the lines that should have arrived before it become
   * no-shows and every night before it of the stays in house is posted (the night just slept, and
   * any a missed close left). Answers what it did, or null if that date was already closed.
   */
  async function closeDay(hotelId: number, fecha: string): Promise<CloseResult | null> {
    return db.transaction(async (tx) => {
      if (!(await repo.claimClose(tx, hotelId, fecha))) return null;
      const lines = await repo.overdueLines(tx, hotelId, fecha);
      if (lines.length > 0) {
        const ids = lines.map((l) => l.id);
        await repo.releaseNights(tx, ids);
        await repo.markNoShow(tx, ids);
        for (const line of lines) await record(tx, line, 'no_show', { estado: 'No-show', cierre: fecha });
        await repo.setNoShowCount(tx, hotelId, fecha, lines.length);
      }
      const noches = await nights.close(tx, hotelId, fecha);
      // What is on the books as the day opens: the pickup's base (docs/reports.md).
      await snapshotOnTheBooks(tx, hotelId, fecha);
      return { noShows: lines.length, noches };
    });
  }

  /** Cancels the holds whose instant has passed (of one hotel, or of all); answers how many. */
  async function expireHolds(hotelId?: number): Promise<number> {
    let total = 0;
    for (;;) {
      const expired = await db.transaction(async (tx) => {
        const lines = await repo.expiredHolds(tx, clock.now(), EXPIRY_BATCH, hotelId);
        if (lines.length === 0) return 0;
        const ids = lines.map((l) => l.id);
        await repo.releaseNights(tx, ids);
        await repo.cancelExpired(tx, ids, EXPIRED_HOLD_REASON);
        for (const line of lines) {
          await record(tx, line, 'vencer', { estado: 'Cancelada', motivo: EXPIRED_HOLD_REASON });
        }
        return lines.length;
      });
      total += expired;
      if (expired < EXPIRY_BATCH) return total;
    }
  }

  return {
    closeDay,
    expireHolds,
    /**
     * Before a read or a sale of a hotel's inventory: its holds past their instant are expired now
     * rather than at the job's next run, so an expired hold never blocks a room. Costs one probe
     * of the partial index when there are none (the usual case).
     */
    async expireDueHolds(hotelId: number): Promise<number> {
      const found = await repo.stampWithDueHolds(db, clock.now(), hotelId);
      return found?.vencidas ? expireHolds(hotelId) : 0;
    },
    /**
     * The same, then the hotel's stamp for a cached read: one statement when no hold is due (the
     * usual case), the stamp read again after an expiry (which raised the version).
     */
    async stampAfterExpiry(hotelId: number): Promise<HotelStamp | undefined> {
      const found = await repo.stampWithDueHolds(db, clock.now(), hotelId);
      if (!found?.vencidas) return found && { version: found.version, zona_horaria: found.zona_horaria };
      await expireHolds(hotelId);
      return hotelStamp(db, hotelId);
    },
    /**
     * What is due now: expired holds, then each hotel's last due close (by its zone and closing
     * hour). After downtime this catches up by itself: the close of the latest date marks every
     * line that should have arrived before it, whatever days were missed.
     */
    async runDue(): Promise<{
      expired: number;
      closes: ({ hotelId: number; fecha: string } & CloseResult)[];
    }> {
      const expired = await expireHolds();
      const closes = [];
      const now = clock.now();
      for (const hotel of await repo.hotels(db)) {
        const fecha = dueCloseDate(now, hotel.zona_horaria, hotel.hora_cierre);
        const done = await closeDay(hotel.id, fecha);
        if (done !== null) closes.push({ hotelId: hotel.id, fecha, ...done });
      }
      return { expired, closes };
    },
  };
}

export type BusinessDay = ReturnType<typeof createBusinessDay>;
