import type { Tx } from '../../db/client';
import type { AuditActor, AuditLog } from '../../lib/audit';
import type { HotelActor } from '../../lib/caller';
import { claimingNights } from '../rooms/night-claims';
import { writeBookingHistory } from './history.repository';
import { createReservationsRepository, type LockedLine } from './reservations.repository';

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

/** The day after a YYYY-MM-DD date. */
const nextDay = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

/**
 * The booking code other modules use, built once in buildApp and handed to them through
 * `ModuleDeps.bookings`: the rack's hold is a booking made here, its cancellation a cancellation
 * made here, and every change lands in the booking's history and the audit log the same way.
 * Every function runs in the caller's transaction.
 */
export function createBookings({ audit }: { audit: AuditLog }) {
  const repo = createReservationsRepository();

  /** Writes one change to the booking's history and to the audit log. */
  async function log(tx: Tx, actor: BookingActor, change: BookingChange): Promise<void> {
    await writeBookingHistory(tx, { hotelId: actor.hotelId, userId: actor.userId, ...change });
    await audit.record(tx, actor, {
      accion: change.accion,
      entidad: 'reservas',
      entidad_id: change.bookingId,
      antes: change.antes,
      despues: change.despues,
    });
  }

  /** Cancels lines already locked with their booking, releasing their room nights, and logs it. */
  async function cancelLines(
    tx: Tx,
    actor: HotelActor,
    { bookingId, lines, motivo }: { bookingId: number; lines: LockedLine[]; motivo: string | null },
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
      despues: { lineas: lines.map((l) => ({ id: l.id, estado: 'Cancelada' })), motivo },
    });
  }

  return {
    log,
    cancelLines,

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
      const nights = { llegada: hoy, salida: nextDay(hoy) };
      const booking = {
        hotel_id: actor.hotelId,
        cliente_id: clienteId,
        canal: 'directo',
        created_by: actor.userId,
      };
      const ids = await claimingNights(tx, repo, room, nights, async (sp) => {
        const bookingId = await repo.insertBooking(sp, { ...booking, observaciones });
        const lineId = await repo.insertLine(
          sp,
          { ...booking, id: bookingId },
          {
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
          [],
        );
        await repo.claimRoom(sp, {
          hotelId: actor.hotelId,
          roomId: room.id,
          lineId,
          ...nights,
          sobreventa: false,
        });
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
