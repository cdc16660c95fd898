import {
  isUpcoming,
  lineChangeOf,
  lineVerdict,
  reinstateVerdict,
  type TReservation,
  type TReservationCancelBody,
  type TReservationReinstateBody,
  type TReservationUpdateBody,
} from '@posada/contracts';
import type { Db, Tx } from '../../../db/client';
import type { AvailabilityRepository } from '../../../kernel/bookings/availability.repository';
import type { BookingReader } from '../../../kernel/bookings/booking-detail';
import type { Bookings } from '../../../kernel/bookings/bookings.service';
import type { HoldExpiry } from '../../../kernel/bookings/hold-expiry';
import type { LockedLine, ReservationsRepository } from '../../../kernel/bookings/reservations.repository';
import type { HotelCalendar } from '../../../kernel/calendar/calendar';
import { inWork, type UnitOfWork } from '../../../kernel/unit-of-work';
import type { HotelActor } from '../../../lib/caller';
import { ConflictError, NotFoundError, ValidationError } from '../../../lib/errors';
import { prepareLines } from '../line-check';
import { claimLineRoom } from '../line-claim';
import { lineSnapshot } from '../snapshot';
import { soldOut } from '../sold-out';
import type { CancellationSettler } from './cancellation';

interface Deps {
  db: Db;
  repo: ReservationsRepository;
  checks: AvailabilityRepository;
  detail: BookingReader;
  bookings: Bookings;
  calendar: HotelCalendar;
  settler: CancellationSettler;
  holds: HoldExpiry;
}

const invalid = (field: string, message: string) =>
  new ValidationError('Los datos enviados no son válidos', { [field]: [message] });

/**
 * Changes of a booking, each in one transaction under the lock of its lines, written to its
 * history and the audit log: a line changed (re-checked, re-priced), the booking's holder,
 * channel, agency and observaciones, a cancellation and a reinstatement.
 */
export function createReservationChangesService(deps: Deps) {
  const { db, repo, checks, detail, bookings, calendar, settler, holds } = deps;
  /** The booking's lines, locked; 404 when the booking is not the hotel's. */
  async function locked(tx: Tx, hotelId: number, id: number) {
    const lines = await repo.lockLines(tx, hotelId, id);
    if (lines.length === 0) throw new NotFoundError('La reserva no existe');
    return lines;
  }

  /**
   * One line still to come with its new type, room, dates, persons or rate: its old room nights
   * are released, the line is re-checked and re-priced night by night, and the new nights are
   * claimed; the type's count is checked for what the line adds.
   */
  async function changeLine(
    work: UnitOfWork,
    actor: HotelActor,
    id: number,
    lines: LockedLine[],
    body: TReservationUpdateBody,
  ) {
    const { tx } = work;
    const change = lineChangeOf(body);
    if (!change) return;
    const { hotelId } = actor;
    const current = lines.find((l) => l.id === change.linea_id);
    if (!current) throw invalid('linea_id', 'La habitación no es de esta reserva');
    if (!isUpcoming(current.estado)) {
      throw new ConflictError(
        `Solo se modifican habitaciones pendientes o confirmadas (esta está ${current.estado})`,
      );
    }
    const hoy = await calendar.today(work, hotelId);
    const [line] = await prepareLines(
      checks,
      tx,
      hotelId,
      {
        lineas: [change],
        estado: current.estado,
        vence_at: current.vence_at,
        sobreventa: current.sobreventa,
        at: (_, field) => field,
      },
      hoy,
    );
    if (!line) throw new Error('La línea no se preparó');
    const before = await detail(work, hotelId, id);
    if (current.habitacion_id !== null) await repo.releaseClaim(tx, current.id);
    try {
      await repo.updateLine(tx, current.id, line.values, line.nights);
    } catch (error) {
      throw soldOut(error, line.type.nombre, 'tipo_habitacion_id') ?? error;
    }
    if (line.room) {
      const moved = { ...current, llegada: line.values.llegada, salida: line.values.salida };
      await claimLineRoom(tx, repo, {
        hotelId,
        lineId: moved.id,
        room: line.room,
        llegada: moved.llegada,
        salida: moved.salida,
        sobreventa: moved.sobreventa,
        tipo: line.type.nombre,
        field: 'tipo_habitacion_id',
      });
    }
    const after = await detail(work, hotelId, id);
    await bookings.log(tx, actor, {
      bookingId: id,
      lineId: current.id,
      accion: 'actualizar',
      antes: { linea: lineSnapshot(before, current.id) },
      despues: { linea: lineSnapshot(after, current.id) },
    });
  }

  /** The holder, channel, agency, its reference and observaciones; the lines to come follow the holder. */
  async function changeHeader(tx: Tx, actor: HotelActor, id: number, body: TReservationUpdateBody) {
    const values = {
      cliente_id: body.cliente_id,
      canal: body.canal,
      agencia: body.agencia,
      agencia_referencia: body.agencia_referencia,
      observaciones: body.observaciones,
    };
    const given = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
    if (Object.keys(given).length === 0) return;
    const head = await repo.lockHeader(tx, actor.hotelId, id);
    if (!head) throw new NotFoundError('La reserva no existe');
    if (body.cliente_id !== undefined && !(await checks.activeClient(tx, actor.hotelId, body.cliente_id))) {
      throw invalid('cliente_id', 'El cliente no existe o está inactivo');
    }
    const merged = { ...head, ...given };
    if (merged.canal === 'agencia' && !merged.agencia) throw invalid('agencia', 'Indique la agencia');
    const antes = Object.fromEntries(Object.keys(given).map((k) => [k, head[k as keyof typeof head]]));
    if (Object.entries(given).every(([k, v]) => antes[k] === v)) return;
    await repo.updateHeader(tx, id, given);
    await bookings.log(tx, actor, { bookingId: id, accion: 'datos', antes, despues: given });
  }

  return {
    async update(actor: HotelActor, id: number, body: TReservationUpdateBody): Promise<TReservation> {
      await holds.expireDueHolds(actor.hotelId);
      return inWork(db, actor.hotelId, async (work) => {
        const { tx } = work;
        const lines = await locked(tx, actor.hotelId, id);
        await changeLine(work, actor, id, lines, body);
        await changeHeader(tx, actor, id, body);
        return detail(work, actor.hotelId, id);
      });
    },

    /**
     * Cancels one line (`linea_id`) or every line still to come, with the reason, who and when; the
     * room nights they held are released and their type's count frees in the same transaction.
     * The deposit is settled with it: the penalty kept, the refund chosen given back (`key`: the
     * request's Idempotency-Key), both in the history's entry.
     */
    cancel(actor: HotelActor, id: number, body: TReservationCancelBody, key?: string): Promise<TReservation> {
      return inWork(db, actor.hotelId, async (work) => {
        const { tx } = work;
        const lines = await locked(tx, actor.hotelId, id);
        let targets = lines.filter((l) => isUpcoming(l.estado));
        if (body.linea_id !== null) {
          const line = lines.find((l) => l.id === body.linea_id);
          if (!line) throw invalid('linea_id', 'La habitación no es de esta reserva');
          const verdict = lineVerdict(line.estado, 'Cancelada');
          if (!verdict.allowed) throw new ConflictError(verdict.message);
          targets = [line];
        }
        if (targets.length === 0) throw new ConflictError('La reserva no tiene habitaciones por cancelar');
        const dinero = await settler.settle(tx, actor, {
          bookingId: id,
          cancelledLineIds: targets.map((l) => l.id),
          endsBooking: !lines.some((l) => isUpcoming(l.estado) && !targets.includes(l)),
          devolucion: body.devolucion,
          key,
        });
        await bookings.cancelLines(tx, actor, { bookingId: id, lines: targets, motivo: body.motivo, dinero });
        return detail(work, actor.hotelId, id);
      });
    },

    /**
     * Reinstates one cancelled line (`linea_id`) or every cancelled line whose arrival has not
     * passed, as Confirmada at the price it had: an unassigned line counts on its type again
     * (trigger `reservas_cupo_tipo`), an assigned one claims its room's nights again (exclusion
     * constraint), so a full type or a room taken since refuses with 409 and nothing changes.
     */
    async reinstate(actor: HotelActor, id: number, body: TReservationReinstateBody): Promise<TReservation> {
      const { hotelId } = actor;
      await holds.expireDueHolds(hotelId);
      return inWork(db, actor.hotelId, async (work) => {
        const { tx } = work;
        const lines = await locked(tx, hotelId, id);
        const hoy = await calendar.today(work, hotelId);
        let targets = lines.filter((l) => reinstateVerdict(l, hoy).allowed);
        if (body.linea_id !== null) {
          const line = lines.find((l) => l.id === body.linea_id);
          if (!line) throw invalid('linea_id', 'La habitación no es de esta reserva');
          const verdict = reinstateVerdict(line, hoy);
          if (!verdict.allowed) throw new ConflictError(verdict.message);
          targets = [line];
        }
        if (targets.length === 0) throw new ConflictError('La reserva no tiene habitaciones por reactivar');
        const types = new Map((await checks.roomTypes(tx, hotelId)).map((t) => [t.id, t]));
        const roomIds = targets.flatMap((l) => (l.habitacion_id === null ? [] : [l.habitacion_id]));
        const rooms = new Map((await checks.rooms(tx, hotelId, roomIds)).map((r) => [r.id, r]));
        // One order for every change (type, then arrival) so two changes lock a type's nights alike.
        const ordered = [...targets].sort(
          (a, b) => a.tipo_habitacion_id - b.tipo_habitacion_id || a.llegada.localeCompare(b.llegada),
        );
        for (const line of ordered) {
          const tipo = types.get(line.tipo_habitacion_id)?.nombre ?? '';
          const room = line.habitacion_id === null ? undefined : rooms.get(line.habitacion_id);
          if (room && (!room.estado || room.mantenimiento)) {
            throw new ConflictError(
              `La habitación ${room.numero} ya no está disponible: asigne otra antes de reactivar`,
            );
          }
          try {
            await repo.reinstateLine(tx, line.id);
          } catch (error) {
            throw soldOut(error, tipo, 'linea_id') ?? error;
          }
          if (room) {
            await claimLineRoom(tx, repo, {
              hotelId,
              lineId: line.id,
              room,
              llegada: line.llegada,
              salida: line.salida,
              sobreventa: line.sobreventa,
              tipo,
              field: 'linea_id',
            });
          }
        }
        await bookings.log(tx, actor, {
          bookingId: id,
          lineId: targets.length === 1 ? targets[0]?.id : null,
          accion: 'reactivar',
          antes: { lineas: targets.map((l) => ({ id: l.id, estado: l.estado })) },
          despues: { lineas: targets.map((l) => ({ id: l.id, estado: 'Confirmada' })) },
        });
        return detail(work, hotelId, id);
      });
    },
  };
}

export type ReservationChangesService = ReturnType<typeof createReservationChangesService>;
