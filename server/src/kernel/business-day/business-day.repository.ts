import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cierresDia, hoteles, nochesHabitacion, reservas } from '../../db/schema';
import { preparedOnce } from '../../lib/prepared';
import { holdPastItsInstant } from '../bookings/hold-expiry';
import { type HotelStamp, hotelVersion } from '../calendar/stamp';

/** A line the business-day job changes, as its audit entry records it. */
export interface JobLine {
  id: number;
  hotel_id: number;
  encabezado_id: number;
  estado: string;
  habitacion_id: number | null;
  llegada: string;
}

const lineFields = {
  id: reservas.id,
  hotel_id: reservas.hotel_id,
  encabezado_id: reservas.encabezado_id,
  estado: reservas.estado,
  habitacion_id: reservas.habitacion_id,
  llegada: reservas.llegada,
};
const toCome = inArray(reservas.estado, ['Pendiente', 'Confirmada']);

export interface StampWithDueHolds extends HotelStamp {
  vencidas: boolean;
}

const stampWithDueHoldsQuery = preparedOnce((ex: Executor) =>
  ex
    .select({
      zona_horaria: hoteles.zona_horaria,
      version: hotelVersion,
      vencidas: sql<boolean>`exists ${ex
        .select({ id: reservas.id })
        .from(reservas)
        .where(
          and(holdPastItsInstant(sql.placeholder('now')), eq(reservas.hotel_id, sql.placeholder('hotelId'))),
        )}`,
    })
    .from(hoteles)
    .where(eq(hoteles.id, sql.placeholder('hotelId')))
    .prepare('posada_hotel_stamp_holds'),
);

/**
 * The statements of the business-day job. It writes booking lines itself (the no-show and the
 * expiry of a hold) rather than through the reservations module: one state column, its room
 * claim and the audit, with the same rules as a cancellation there (`lineVerdict`).
 */
export function createBusinessDayRepository() {
  return {
    /** Active hotels with their time zone and the hour their day closes. */
    hotels: (ex: Executor) =>
      ex
        .select({
          id: hoteles.id,
          zona_horaria: hoteles.zona_horaria,
          hora_cierre: sql<string>`to_char(${hoteles.hora_cierre_dia}, 'HH24:MI')`,
        })
        .from(hoteles)
        .where(eq(hoteles.estado, true))
        .orderBy(asc(hoteles.id)),

    /**
     * Takes the hotel's close of `fecha`: true for the one transaction that inserted the row. A
     * second process inserting the same key waits for the first to commit, then gets nothing (or
     * takes it, if the first rolled back).
     */
    async claimClose(ex: Executor, hotelId: number, fecha: string): Promise<boolean> {
      const rows = await ex
        .insert(cierresDia)
        .values({ hotel_id: hotelId, fecha })
        .onConflictDoNothing()
        .returning({ fecha: cierresDia.fecha });
      return rows.length === 1;
    },

    setNoShowCount: (ex: Executor, hotelId: number, fecha: string, count: number) =>
      ex
        .update(cierresDia)
        .set({ no_shows: count })
        .where(and(eq(cierresDia.hotel_id, hotelId), eq(cierresDia.fecha, fecha))),

    /** The hotel's lines still to come whose arrival day is before `fecha`, locked. */
    overdueLines: (ex: Executor, hotelId: number, fecha: string): Promise<JobLine[]> =>
      ex
        .select(lineFields)
        .from(reservas)
        .where(and(eq(reservas.hotel_id, hotelId), toCome, lt(reservas.llegada, fecha)))
        .orderBy(asc(reservas.id))
        .for('update'),

    /**
     * Pendiente holds whose instant has passed (by the app's clock; of one hotel, or of all),
     * locked; lines another process holds are skipped (it is expiring them), so two runs never
     * expire one hold twice.
     */
    expiredHolds: (ex: Executor, now: Date, limit: number, hotelId?: number): Promise<JobLine[]> =>
      ex
        .select(lineFields)
        .from(reservas)
        .where(
          and(holdPastItsInstant(now), hotelId === undefined ? undefined : eq(reservas.hotel_id, hotelId)),
        )
        .orderBy(asc(reservas.id))
        .limit(limit)
        .for('update', { skipLocked: true }),

    /**
     * The hotel's stamp (`hotelStamp`) and whether it has a hold past its instant, in one prepared
     * statement (a probe of the partial index on vence_at): the inventory reads ask both on every
     * request. Undefined when the hotel does not exist.
     */
    async stampWithDueHolds(
      ex: Executor,
      now: Date,
      hotelId: number,
    ): Promise<StampWithDueHolds | undefined> {
      const [row] = await stampWithDueHoldsQuery(ex).execute({ hotelId, now: now.toISOString() });
      return row;
    },

    markNoShow: (ex: Executor, ids: number[]) =>
      ex
        .update(reservas)
        .set({ estado: 'No-show', updated_at: sql`now()` })
        .where(and(inArray(reservas.id, ids), toCome)),

    cancelExpired: (ex: Executor, ids: number[], motivo: string) =>
      ex
        .update(reservas)
        .set({
          estado: 'Cancelada',
          motivo_cancelacion: motivo,
          cancelada_at: sql`now()`,
          updated_at: sql`now()`,
        })
        .where(and(inArray(reservas.id, ids), eq(reservas.estado, 'Pendiente'))),

    /** Frees the room nights the lines claimed (their type's count frees with them). */
    releaseNights: (ex: Executor, ids: number[]) =>
      ex.delete(nochesHabitacion).where(inArray(nochesHabitacion.reserva_id, ids)),
  };
}

export type BusinessDayRepository = ReturnType<typeof createBusinessDayRepository>;
