import { lineVerdict, type TReservationHistoryEntry } from '@posada/contracts';
import { dayText } from '@posada/contracts/dates';
import type { Executor, Tx } from '../../db/client';
import type { AuditActor, AuditLog } from '../../lib/audit';
import type { HotelActor } from '../../lib/caller';
import { addDays } from '../../lib/clock';
import { BusinessRuleError, ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import type { HotelCalendar } from '../calendar/calendar';
import { claimingNights } from '../nights/night-claims';
import { createBookingReader } from './booking-detail';
import { drawBookingIds } from './creation.repository';
import { createDetailRepository } from './detail.repository';
import { type BookingHistoryWrite, bookingHistoryWrite, writeBookingHistory } from './history.repository';
import { createReservationsRepository, type LockedLine } from './reservations.repository';

const invalid = (field: string, message: string) =>
  new ValidationError('Los datos enviados no son válidos', { [field]: [message] });

/** Whoever changes a booking: a user of the hotel, or the business-date job (no user). */
export type BookingActor = AuditActor & { hotelId: number };

/** One change of a booking, for its history and the audit log. */
export interface BookingChange {
  bookingId: number;
  lineId?: number | null;
  accion: string;
  antes?: unknown;
  despues?: unknown;
}

/**
 * The booking code other modules use, built once in buildApp and handed to them through
 * `bookings` (built once in buildApp): the rack's hold is a booking made here, its cancellation a cancellation
 * made here, and every change lands in the booking's history and the audit log the same way.
 * Every function runs in the caller's transaction.
 */
export function createBookings({ audit, calendar }: { audit: AuditLog; calendar: HotelCalendar }) {
  const repo = createReservationsRepository();
  const find = createBookingReader({ repo: createDetailRepository(), calendar });

  /** Changes (in order) for the booking's history and the audit log, as parts of the caller's statement. */
  function logWrite(ex: Executor, actor: BookingActor, changes: BookingChange[]): BookingHistoryWrite {
    return bookingHistoryWrite(
      ex,
      changes.map((change) => ({ hotelId: actor.hotelId, userId: actor.userId, ...change })),
      audit.entry(
        ex,
        actor,
        changes.map((change) => ({
          accion: change.accion,
          entidad: 'reservas',
          entidad_id: change.bookingId,
          antes: change.antes,
          despues: change.despues,
        })),
      ),
    );
  }

  /**
   * Writes one change to the booking's history and to the audit log, in one statement; answers
   * the history entry as the booking's detail reads it.
   */
  async function log(tx: Tx, actor: BookingActor, change: BookingChange): Promise<TReservationHistoryEntry> {
    const [entry] = await writeBookingHistory(tx, logWrite(tx, actor, [change]));
    return entry as TReservationHistoryEntry;
  }

  /** Cancels lines already locked with their booking, releasing their room nights, and logs it. */
  async function cancelLines(
    tx: Tx,
    actor: HotelActor,
    {
      bookingId,
      lines,
      motivo,
      dinero,
    }: { bookingId: number; lines: LockedLine[]; motivo: string | null; dinero?: object },
  ): Promise<void> {
    await repo.cancelLines(
      tx,
      lines.map((l) => l.id),
      motivo,
      actor.userId,
    );
    await log(tx, actor, {
      bookingId,
      lineId: lines.length === 1 ? lines[0]?.id : null,
      accion: 'cancelar',
      antes: { lineas: lines.map((l) => ({ id: l.id, estado: l.estado })) },
      despues: { lineas: lines.map((l) => ({ id: l.id, estado: 'Cancelada' })), motivo, ...dinero },
    });
  }

  return {
    log,
    logWrite,
    cancelLines,
    /** A booking with its lines, deposits and history (404 when it is not the hotel's). */
    find,

    /** The booking of the rack's hold on a line, and the line's room, before a check-in locks them. */
    async lineOf(ex: Executor, hotelId: number, lineId: number) {
      const bookingId = await repo.bookingOfLine(ex, hotelId, lineId);
      return bookingId === undefined ? undefined : { bookingId, lineId };
    },

    /** The room a line is assigned to, read before the check-in's room lock (null when unassigned). */
    async assignedRoom(ex: Executor, hotelId: number, bookingId: number, lineId: number) {
      const line = await repo.line(ex, hotelId, bookingId, lineId);
      if (!line) throw invalid('linea_id', 'La habitación no es de esta reserva');
      return line.habitacion_id;
    },

    /**
     * The line arrives in `room` on the business date `hoy`: locked with its booking, checked
     * (arriving today or before and not gone, still to come, the room of its type), marked
     * Check-in in that room (the old room's nights released when it moves, so they are not
     * counted twice). Answers what the stay is opened from: the line, the nights as booked, and
     * whether the line's claim of this room becomes the stay's.
     */
    async startCheckin(
      tx: Tx,
      actor: HotelActor,
      {
        bookingId,
        lineId,
        room,
        hoy,
      }: {
        bookingId: number;
        lineId: number;
        room: { id: number; numero: string; tipo_habitacion_id: number };
        hoy: string;
      },
    ) {
      const lines = await repo.lockLines(tx, actor.hotelId, bookingId);
      if (lines.length === 0) throw new NotFoundError('La reserva no existe');
      const line = lines.find((l) => l.id === lineId);
      if (!line) throw invalid('linea_id', 'La habitación no es de esta reserva');
      const verdict = lineVerdict(line.estado, 'Check-in');
      if (!verdict.allowed) throw new ConflictError(verdict.message);
      if (line.llegada > hoy) {
        throw new BusinessRuleError(
          `La reserva llega el ${dayText(line.llegada)}: cambie la llegada para hacer el check-in hoy`,
        );
      }
      if (line.salida <= hoy) {
        throw new BusinessRuleError(`La salida de la reserva (${dayText(line.salida)}) ya pasó`);
      }
      if (room.tipo_habitacion_id !== line.tipo_habitacion_id) {
        throw invalid('habitacion_id', `La habitación ${room.numero} no es del tipo de la reserva`);
      }
      const takeClaim = line.habitacion_id === room.id;
      if (line.habitacion_id !== null && !takeClaim) await repo.releaseClaim(tx, line.id);
      await repo.checkInLine(tx, line.id, room.id);
      return { line, takeClaim, booked: await repo.bookedNights(tx, line.id) };
    },

    /** The booking's deposits still on the booking, to be credited to the stay's account once. */
    depositsNotApplied: (tx: Tx, bookingId: number) => repo.depositsNotApplied(tx, bookingId),

    /**
     * The rack's hold: a booking of one Confirmada line for tonight in the room, claimed in a
     * savepoint so a refused claim answers who holds the room. Returns the line.
     */
    async holdRoom(
      tx: Tx,
      actor: HotelActor,
      hold: {
        room: { id: number; numero: string; tipo_habitacion_id: number };
        clienteId: number;
        hoy: string;
        observaciones?: string | null;
      },
    ): Promise<number> {
      const { room, clienteId, hoy } = hold;
      const observaciones = hold.observaciones ?? null;
      const nights = { llegada: hoy, salida: addDays(hoy, 1) };
      const booking = {
        hotel_id: actor.hotelId,
        cliente_id: clienteId,
        canal: 'directo',
        created_by: actor.userId,
      };
      const ids = await claimingNights(tx, room, nights, async (sp) => {
        const drawn = await drawBookingIds(sp, 1);
        const [bookingId, lineId] = [drawn.reserva, drawn.lineas[0] as number];
        await repo.insertBooking(
          sp,
          { ...booking, observaciones, id: bookingId, at: drawn.at },
          [
            {
              id: lineId,
              values: {
                tipo_habitacion_id: room.tipo_habitacion_id,
                habitacion_id: room.id,
                ...nights,
                adultos: 1,
                ninos: 0,
                tarifa_id: null,
                tarifa_nombre: null,
                total: null,
                estado: 'Confirmada',
                vence_at: null,
                sobreventa: false,
                observaciones,
              },
              nights: [],
            },
          ],
          [
            repo.claimAlong(sp, {
              hotelId: actor.hotelId,
              roomId: room.id,
              lineId,
              ...nights,
              sobreventa: false,
            }),
          ],
        );
        return { bookingId, lineId };
      });
      await log(tx, actor, {
        bookingId: ids.bookingId,
        lineId: ids.lineId,
        accion: 'crear',
        despues: {
          cliente_id: clienteId,
          habitacion_id: room.id,
          ...nights,
          estado: 'Confirmada',
          observaciones,
        },
      });
      return ids.lineId;
    },

    /** Cancels one line (the rack's hold) under its booking's lock; false when it is not to come. */
    async cancelLine(tx: Tx, actor: HotelActor, lineId: number, motivo: string | null): Promise<boolean> {
      const bookingId = await repo.bookingOfLine(tx, actor.hotelId, lineId);
      if (bookingId === undefined) return false;
      const line = (await repo.lockLines(tx, actor.hotelId, bookingId)).find((l) => l.id === lineId);
      if (!line) return false;
      await cancelLines(tx, actor, { bookingId, lines: [line], motivo });
      return true;
    },
  };
}

export type Bookings = ReturnType<typeof createBookings>;
