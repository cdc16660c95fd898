import { type ReservationState, zReservationState } from '@posada/contracts';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { nochesHabitacion, reservaEncabezados, reservaNoches, reservaPagos, reservas } from '../../db/schema';
import { jsonRows } from '../../lib/json-rows';
import { isoOf, parsedRows } from '../../lib/raw-sql';
import type { PricedNight } from '../pricing/pricing';

export interface NewLine {
  tipo_habitacion_id: number;
  habitacion_id: number | null;
  llegada: string;
  salida: string;
  adultos: number;
  ninos: number;
  /** The rate and price; none for the rack's hold (priced when the guest checks in). */
  tarifa_id: number | null;
  tarifa_nombre: string | null;
  total: string | null;
  estado: ReservationState;
  vence_at: string | null;
  sobreventa: boolean;
  observaciones?: string | null;
}

/** A line of a booking as its changes read it, under the booking's lock. */
const ZLockedLine = z.object({
  id: z.number(),
  estado: zReservationState(),
  cliente_id: z.number(),
  adultos: z.number(),
  ninos: z.number(),
  tarifa_nombre: z.string().nullable(),
  tipo_habitacion_id: z.number(),
  habitacion_id: z.number().nullable(),
  llegada: z.string(),
  salida: z.string(),
  vence_at: z.string().nullable(),
  sobreventa: z.boolean(),
});
export type LockedLine = z.infer<typeof ZLockedLine>;
/** The answers of the writes that ride along a booking's statement (`w0`, `w1`…), each its own. */
const ZAlongAnswers = z.record(z.string(), z.unknown());

const r = alias(reservas, 'r');

/**
 * The insert of lines' priced nights: one statement whatever their number, the nights as one
 * jsonb parameter (`jsonRows`). No nights (the rack's hold): nothing.
 */
function nightsInsert(lines: { id: number; nights: PricedNight[] }[]): SQL | undefined {
  const nights = lines.flatMap(({ id, nights }) =>
    nights.map(({ fecha, tarifa_id, base, adicional, impuesto, total }) => ({
      reserva_id: id,
      fecha,
      tarifa_id,
      base,
      adicional,
      impuesto,
      total,
    })),
  );
  if (nights.length === 0) return undefined;
  const rows = jsonRows(reservaNoches, nights);
  return sql`insert into reserva_noches (${rows.columns}) select ${rows.values} from ${rows.source}`;
}

/** What a line copies of its booking. */
interface LineBooking {
  hotel_id: number;
  cliente_id: number;
  canal: string;
  created_by: number;
}

/** A claim of an assigned room's nights [llegada, salida) by a line. */
interface ClaimValues {
  hotelId: number;
  roomId: number;
  lineId: number;
  llegada: string;
  salida: string;
  sobreventa: boolean;
}

/** The insert of a claim, not yet run. */
function claimInsert(ex: Executor, values: ClaimValues) {
  return ex.insert(nochesHabitacion).values({
    hotel_id: values.hotelId,
    habitacion_id: values.roomId,
    noches: `[${values.llegada},${values.salida})`,
    reserva_id: values.lineId,
    sobreventa: values.sobreventa,
  });
}

/** A line to write: its id drawn beforehand (`bookingIds`), its values and priced nights. */
export interface LineToWrite {
  id: number;
  values: NewLine;
  nights: PricedNight[];
}

/** A part of the `with` a booking is written in (its history entry, the hold's claim), and what it answers. */
export interface AlongsideWrite {
  ctes: SQL;
  answer: SQL;
}

/** The writes of bookings and their lines, and the locks they run under. */
export function createReservationsRepository() {
  return {
    async byKey(ex: Executor, hotelId: number, key: string) {
      const [row] = await ex
        .select({ id: reservaEncabezados.id, huella: reservaEncabezados.huella })
        .from(reservaEncabezados)
        .where(and(eq(reservaEncabezados.hotel_id, hotelId), eq(reservaEncabezados.clave_idempotencia, key)));
      return row;
    },

    /**
     * Writes a booking in one statement: its header, its lines in the order given (the order the
     * trigger `reservas_cupo_tipo` locks each type's nights in; it refuses an unassigned line when
     * its type has no free room left on one of its nights), their priced nights, and `along`
     * (parts of the same `with`: its history entry, the hold's claim), with the ids and instant
     * drawn before (`bookingIds`). Answers what each of `along` selects, in order.
     */
    async insertBooking(
      ex: Executor,
      header: Omit<typeof reservaEncabezados.$inferInsert, keyof LineBooking | 'id' | 'created_at'> &
        LineBooking & { id: number; at: string },
      lines: LineToWrite[],
      along: AlongsideWrite[] = [],
    ): Promise<unknown[]> {
      const { at, ...values } = header;
      // From one parameter each, not Drizzle's `values`: building those column by column was a
      // tenth of the server's CPU per booking. The lines go in the order given.
      const head = jsonRows(reservaEncabezados, [values]);
      const rows = jsonRows(
        reservas,
        lines.map(({ id, values: line }) => ({
          ...line,
          id,
          vence_at: line.vence_at === null ? null : new Date(line.vence_at),
          hotel_id: header.hotel_id,
          encabezado_id: header.id,
          cliente_id: header.cliente_id,
          canal: header.canal,
          created_by: header.created_by,
        })),
      );
      const nights = nightsInsert(lines);
      const parts = [
        sql`e as (insert into ${reservaEncabezados} (${head.columns}, created_at, updated_at)
          select ${head.values}, ${at}::timestamptz, ${at}::timestamptz from ${head.source})`,
        sql`l as (insert into ${reservas} (${rows.columns}) select ${rows.values} from ${rows.source} ${rows.inOrder})`,
        ...(nights ? [sql`n as (${nights})`] : []),
        ...along.map((a) => a.ctes),
      ];
      const answers = along.map((a, i) => sql`${a.answer} as ${sql.raw(`w${i}`)}`);
      const [row] = parsedRows(
        'bookings.insert',
        ZAlongAnswers,
        await ex.execute(
          sql`with ${sql.join(parts, sql`, `)} select ${answers.length ? sql.join(answers, sql`, `) : sql`1`}`,
        ),
      );
      return along.map((_, i) => row?.[`w${i}`]);
    },

    /** Claims the assigned room's nights (exclusion constraint, and the type's free rooms). */
    async claimRoom(ex: Executor, values: ClaimValues) {
      await claimInsert(ex, values);
    },

    /** The claim of `claimRoom` as a part of the booking's own statement (the rack's hold). */
    claimAlong: (ex: Executor, values: ClaimValues): AlongsideWrite => ({
      ctes: sql`c as ${claimInsert(ex, values)}`,
      answer: sql`1`,
    }),

    /** The booking a line belongs to. */
    async bookingOfLine(ex: Executor, hotelId: number, lineId: number): Promise<number | undefined> {
      const [row] = await ex
        .select({ id: reservas.encabezado_id })
        .from(reservas)
        .where(and(eq(reservas.id, lineId), eq(reservas.hotel_id, hotelId)));
      return row?.id;
    },

    /** One line of a booking, unlocked (to find its room before the room is locked). */
    async line(ex: Executor, hotelId: number, bookingId: number, lineId: number) {
      const [row] = await ex
        .select({ id: reservas.id, habitacion_id: reservas.habitacion_id })
        .from(reservas)
        .where(
          and(eq(reservas.id, lineId), eq(reservas.encabezado_id, bookingId), eq(reservas.hotel_id, hotelId)),
        );
      return row;
    },

    /** The booking's lines, locked, so a cancellation and a change of one booking run one at a time. */
    async lockLines(ex: Executor, hotelId: number, bookingId: number): Promise<LockedLine[]> {
      return parsedRows(
        'bookings.lockLines',
        ZLockedLine,
        await ex.execute(sql`
          select r.id, r.estado, r.cliente_id, r.adultos, r.ninos, r.tarifa_nombre, r.tipo_habitacion_id, r.habitacion_id, r.llegada::text as llegada,
            r.salida::text as salida, ${isoOf(r.vence_at)} as vence_at, r.sobreventa
          from reservas r where r.encabezado_id = ${bookingId} and r.hotel_id = ${hotelId}
          order by r.id for update`),
      );
    },

    /**
     * Rewrites a line with its new type, room, nights, persons and price. The type check of the
     * trigger looks only at the nights the line adds to its type.
     */
    async updateLine(ex: Executor, id: number, line: NewLine, nights: PricedNight[]) {
      const { vence_at: _, estado: __, sobreventa: ___, ...values } = line;
      await ex
        .update(reservas)
        .set({ ...values, updated_at: sql`now()` })
        .where(eq(reservas.id, id));
      await ex.delete(reservaNoches).where(eq(reservaNoches.reserva_id, id));
      const insert = nightsInsert([{ id, nights }]);
      if (insert) await ex.execute(insert);
    },

    async releaseClaim(ex: Executor, lineId: number) {
      await ex.delete(nochesHabitacion).where(eq(nochesHabitacion.reserva_id, lineId));
    },

    /** Cancels lines and releases their room nights in the caller's transaction. */
    async cancelLines(ex: Executor, ids: number[], motivo: string | null, userId: number) {
      await ex
        .update(reservas)
        .set({
          estado: 'Cancelada',
          motivo_cancelacion: motivo,
          cancelada_at: sql`now()`,
          cancelada_por: userId,
          updated_at: sql`now()`,
        })
        .where(inArray(reservas.id, ids));
      await ex.delete(nochesHabitacion).where(inArray(nochesHabitacion.reserva_id, ids));
    },

    /** The booking's own fields, locked (its lines are locked first by every change). */
    async lockHeader(ex: Executor, hotelId: number, id: number) {
      const [row] = await ex
        .select({
          cliente_id: reservaEncabezados.cliente_id,
          canal: reservaEncabezados.canal,
          agencia: reservaEncabezados.agencia,
          agencia_referencia: reservaEncabezados.agencia_referencia,
          observaciones: reservaEncabezados.observaciones,
        })
        .from(reservaEncabezados)
        .where(and(eq(reservaEncabezados.id, id), eq(reservaEncabezados.hotel_id, hotelId)))
        .for('update');
      return row;
    },

    /**
     * Sets the booking's holder, channel, agency, reference or observaciones; the lines keep a copy
     * of the channel, and those still to come of the holder (the rack shows it).
     */
    async updateHeader(
      ex: Executor,
      id: number,
      values: Partial<{
        cliente_id: number;
        canal: string;
        agencia: string | null;
        agencia_referencia: string | null;
        observaciones: string | null;
      }>,
    ) {
      await ex
        .update(reservaEncabezados)
        .set({ ...values, updated_at: sql`now()` })
        .where(eq(reservaEncabezados.id, id));
      if (values.canal !== undefined) {
        await ex
          .update(reservas)
          .set({ canal: values.canal, updated_at: sql`now()` })
          .where(eq(reservas.encabezado_id, id));
      }
      if (values.cliente_id !== undefined) {
        await ex
          .update(reservas)
          .set({ cliente_id: values.cliente_id, updated_at: sql`now()` })
          .where(and(eq(reservas.encabezado_id, id), inArray(reservas.estado, ['Pendiente', 'Confirmada'])));
      }
    },

    /** The line arrives: checked in, in the room its stay opens in. */
    async checkInLine(ex: Executor, id: number, roomId: number) {
      await ex
        .update(reservas)
        .set({ estado: 'Check-in', habitacion_id: roomId, updated_at: sql`now()` })
        .where(eq(reservas.id, id));
    },

    /** The price of each night of a line as it was booked (rate, base, extra persons, tax). */
    async bookedNights(ex: Executor, lineId: number): Promise<PricedNight[]> {
      return ex
        .select({
          fecha: reservaNoches.fecha,
          tarifa_id: reservaNoches.tarifa_id,
          base: reservaNoches.base,
          adicional: reservaNoches.adicional,
          impuesto: reservaNoches.impuesto,
          total: reservaNoches.total,
        })
        .from(reservaNoches)
        .where(eq(reservaNoches.reserva_id, lineId))
        .orderBy(reservaNoches.fecha);
    },

    /**
     * The booking's deposits not yet on any stay's account: each register movement pays one
     * account entry at most (unique `cuenta_movimientos.caja_movimiento_id`). A refund given back
     * on a cancellation comes negative: the stay is credited the deposits less the refunds.
     */
    async depositsNotApplied(ex: Executor, bookingId: number) {
      return ex
        .select({
          caja_movimiento_id: reservaPagos.caja_movimiento_id,
          forma_pago_id: reservaPagos.forma_pago_id,
          monto: sql<string>`case when ${reservaPagos.tipo} = 'devolucion' then -${reservaPagos.monto} else ${reservaPagos.monto} end::text`,
        })
        .from(reservaPagos)
        .where(
          and(
            eq(reservaPagos.encabezado_id, bookingId),
            sql`not exists (select 1 from cuenta_movimientos c where c.caja_movimiento_id = ${reservaPagos.caja_movimiento_id})`,
          ),
        )
        .orderBy(reservaPagos.id);
    },

    /** A cancelled line to come again, Confirmada (the trigger counts it on its type again). */
    async reinstateLine(ex: Executor, id: number) {
      await ex
        .update(reservas)
        .set({
          estado: 'Confirmada',
          motivo_cancelacion: null,
          cancelada_at: null,
          cancelada_por: null,
          updated_at: sql`now()`,
        })
        .where(eq(reservas.id, id));
    },

    async insertDeposit(ex: Executor, values: typeof reservaPagos.$inferInsert) {
      await ex.insert(reservaPagos).values(values);
    },

    /** The booking a register movement was taken for as a deposit. */
    async depositBooking(ex: Executor, movementId: number): Promise<number | undefined> {
      const [row] = await ex
        .select({ id: reservaPagos.encabezado_id })
        .from(reservaPagos)
        .where(eq(reservaPagos.caja_movimiento_id, movementId));
      return row?.id;
    },
  };
}

export type ReservationsRepository = ReturnType<typeof createReservationsRepository>;
