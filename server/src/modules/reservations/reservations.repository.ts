import type { ReservationState } from '@posada/contracts';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { nochesHabitacion, reservaEncabezados, reservaNoches, reservaPagos, reservas } from '../../db/schema';
import { jsonRows } from '../../lib/json-rows';
import { clientName, iso, rowsOf } from '../../lib/raw-sql';
import type { PricedNight } from '../rooms/pricing';

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
export interface LockedLine {
  id: number;
  estado: ReservationState;
  cliente_id: number;
  adultos: number;
  ninos: number;
  tarifa_nombre: string | null;
  tipo_habitacion_id: number;
  habitacion_id: number | null;
  llegada: string;
  salida: string;
  vence_at: string | null;
  sobreventa: boolean;
}

/**
 * The insert of a line's priced nights, the line's id given as SQL: one statement whatever their
 * number, the nights as one jsonb parameter (`jsonRows`). No nights (the rack's hold): nothing.
 */
function nightsFrom(lineId: SQL, nights: PricedNight[]): SQL {
  if (nights.length === 0) return sql`select 1`;
  const rows = jsonRows(
    reservaNoches,
    nights.map(({ fecha, tarifa_id, base, adicional, impuesto, total }) => ({
      fecha,
      tarifa_id,
      base,
      adicional,
      impuesto,
      total,
    })),
  );
  return sql`insert into reserva_noches (reserva_id, ${rows.columns}) select ${lineId}, ${rows.values} from ${rows.source}`;
}

/** What a line copies of its booking. */
interface LineBooking {
  hotel_id: number;
  cliente_id: number;
  canal: string;
  created_by: number;
}

/** The insert of a line of the booking `booking.id` (its id, or SQL naming it), answering id and vence_at. */
function lineInsert(ex: Executor, booking: LineBooking & { id: number | SQL }, line: NewLine) {
  return ex
    .insert(reservas)
    .values({
      ...line,
      vence_at: line.vence_at === null ? null : new Date(line.vence_at),
      hotel_id: booking.hotel_id,
      encabezado_id: booking.id,
      cliente_id: booking.cliente_id,
      canal: booking.canal,
      created_by: booking.created_by,
    })
    .returning({ id: reservas.id, vence_at: reservas.vence_at });
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
     * Writes a booking's header with its first line and that line's nights, in one statement;
     * answers the header's id and creation instant, and the line's, as the detail reads them.
     */
    async insertBookingWithLine(
      ex: Executor,
      header: Omit<typeof reservaEncabezados.$inferInsert, keyof LineBooking> & LineBooking,
      line: NewLine,
      nights: PricedNight[],
    ): Promise<{ id: number; created_at: string; line: { id: number; vence_at: string | null } }> {
      const insert = ex
        .insert(reservaEncabezados)
        .values(header)
        .returning({ id: reservaEncabezados.id, created_at: reservaEncabezados.created_at });
      const [row] = rowsOf<{ id: number; created_at: string; line_id: number; vence_at: string | null }>(
        await ex.execute(sql`
          with e as ${insert}, l as ${lineInsert(ex, { ...header, id: sql`(select id from e)` }, line)},
            n as (${nightsFrom(sql`(select id from l)`, nights)})
          select e.id, ${iso('e.created_at')} as created_at, l.id as line_id, ${iso('l.vence_at')} as vence_at
          from e, l`),
      );
      if (!row) throw new Error('No se creó la reserva');
      return { id: row.id, created_at: row.created_at, line: { id: row.line_id, vence_at: row.vence_at } };
    },

    /**
     * Writes a line and the price of its nights in one statement; answers its id and `vence_at`
     * as the detail reads it. The trigger `reservas_cupo_tipo` refuses an unassigned line when its
     * type has no free room left on one of its nights.
     */
    async insertLine(
      ex: Executor,
      booking: LineBooking & { id: number },
      line: NewLine,
      nights: PricedNight[],
    ): Promise<{ id: number; vence_at: string | null }> {
      const [row] = rowsOf<{ id: number; vence_at: string | null }>(
        await ex.execute(sql`
          with l as ${lineInsert(ex, booking, line)}, n as (${nightsFrom(sql`(select id from l)`, nights)})
          select l.id, ${iso('l.vence_at')} as vence_at from l`),
      );
      if (!row) throw new Error('No se creó la línea de la reserva');
      return row;
    },

    /** Claims the assigned room's nights (exclusion constraint, and the type's free rooms). */
    async claimRoom(
      ex: Executor,
      values: {
        hotelId: number;
        roomId: number;
        lineId: number;
        llegada: string;
        salida: string;
        sobreventa: boolean;
      },
    ) {
      await ex.insert(nochesHabitacion).values({
        hotel_id: values.hotelId,
        habitacion_id: values.roomId,
        noches: `[${values.llegada},${values.salida})`,
        reserva_id: values.lineId,
        sobreventa: values.sobreventa,
      });
    },

    /** The reservation or stay that holds any of the room's nights [llegada, salida), and its dates. */
    async claimHolding(ex: Executor, roomId: number, llegada: string, salida: string) {
      const holder = await ex.execute<{
        tipo: 'reserva' | 'estadia';
        cliente: string;
        llegada: string;
        salida: string;
      }>(sql`
        select case when n.reserva_id is not null then 'reserva' else 'estadia' end as tipo,
          coalesce(${clientName('cr')}, ${clientName('ce')}) as cliente,
          lower(n.noches)::text as llegada, upper(n.noches)::text as salida
        from noches_habitacion n
        left join reservas r on r.id = n.reserva_id
        left join clientes cr on cr.id = r.cliente_id
        left join estancias e on e.id = n.estancia_id
        left join clientes ce on ce.id = e.cliente_id
        where n.habitacion_id = ${roomId} and not n.sobreventa
          and n.noches && daterange(${llegada}::date, ${salida}::date)
        order by lower(n.noches) limit 1`);
      return holder.rows[0];
    },

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
      return rowsOf<LockedLine>(
        await ex.execute(sql`
          select r.id, r.estado, r.cliente_id, r.adultos, r.ninos, r.tarifa_nombre, r.tipo_habitacion_id, r.habitacion_id, r.llegada::text as llegada,
            r.salida::text as salida, ${iso('r.vence_at')} as vence_at, r.sobreventa
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
      await ex.execute(nightsFrom(sql`${id}`, nights));
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
