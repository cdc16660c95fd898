import { createHash } from 'node:crypto';
import type { TReservation, TReservationBody, TReservationHistoryEntry } from '@posada/contracts';
import type { Db, Executor } from '../../../db/client';
import type { BookingReader } from '../../../kernel/bookings/booking-detail';
import type { BookingChange, Bookings } from '../../../kernel/bookings/bookings.service';
import { readCreationContext } from '../../../kernel/bookings/creation.repository';
import type { DetailRepository } from '../../../kernel/bookings/detail.repository';
import { type BookingHistoryWrite, writeBookingHistory } from '../../../kernel/bookings/history.repository';
import type { HoldExpiry } from '../../../kernel/bookings/hold-expiry';
import type { ReservationsRepository } from '../../../kernel/bookings/reservations.repository';
import type { HotelCalendar } from '../../../kernel/calendar/calendar';
import type { HotelActor } from '../../../lib/caller';
import type { Clock } from '../../../lib/clock';
import { pgConstraint, pgErrorCode } from '../../../lib/db-errors';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../../lib/errors';
import type { DepositTaker } from '../deposits.service';
import { checkLines } from '../line-check';
import { claimLineRoom } from '../line-claim';
import { snapshot } from '../snapshot';
import { soldOutLine } from '../sold-out';
import { writtenBooking } from './written-booking';

/** What a history write answers (`BookingHistoryWrite.answer`). */
type WrittenHistory = Parameters<BookingHistoryWrite['entries']>[0];

interface Deps {
  db: Db;
  repo: ReservationsRepository;
  detail: BookingReader;
  detailRepo: Pick<DetailRepository, 'deposits'>;
  bookings: Bookings;
  deposits: DepositTaker;
  calendar: HotelCalendar;
  clock: Clock;
  holds: HoldExpiry;
}

const invalid = (errors: Record<string, string[]>) =>
  new ValidationError('Los datos enviados no son válidos', errors);
const KEY_REUSED = 'La clave de idempotencia ya se usó para otra reserva';

/** Who creates: the hotel's actor, and whether they may sell beyond the free rooms. */
export type CreatingActor = HotelActor & { mayOverbook: boolean };

/**
 * Creating a booking (checked, priced night by night, idempotent) and reading one. The database
 * keeps the promise of inventory: an assigned line claims its room's nights (exclusion
 * constraint) and every line is checked against its type's free rooms under a lock of the type's
 * nights (trigger `reservas_cupo_tipo`, migration 0010).
 */
export function createReservationsService({
  db,
  repo,
  detail,
  detailRepo,
  bookings,
  deposits,
  calendar,
  clock,
  holds,
}: Deps) {
  /**
   * A creation: what it checks read at once (with the ids it will be written with), then its
   * writes. The read takes no lock, so it runs before them (its statement is prepared once for the
   * pool rather than for each transaction's connection); the constraints and triggers decide at
   * the writes. A booking of unassigned lines without a deposit is one statement — header, lines,
   * nights, history and audit — and so its own transaction; assigned rooms (claimed one by one,
   * so a refusal names who holds the room) and a deposit (taken through the register) make it a
   * transaction of several. Holds past their instant would still count against their types: when
   * the read finds some they are expired first, in their own transactions, as `expireDueHolds` does.
   */
  async function record(
    actor: CreatingActor,
    key: string,
    huella: string,
    body: TReservationBody,
  ): Promise<TReservation> {
    const { hotelId } = actor;
    const known = await readCreationContext(db, hotelId, {
      now: clock.now(),
      key,
      clienteId: body.cliente_id,
      typeIds: [...new Set(body.lineas.map((l) => l.tipo_habitacion_id))],
      roomIds: body.lineas.flatMap((l) => (l.habitacion_id === null ? [] : [l.habitacion_id])),
      lines: body.lineas.length,
      venceAt: body.vence_at ?? null,
    });
    if (!known) throw new NotFoundError('El hotel no existe');
    if (known.earlier) {
      if (known.earlier.huella !== huella) throw new ConflictError(KEY_REUSED);
      return detail(db, hotelId, known.earlier.id);
    }
    if (body.sobreventa && !actor.mayOverbook) {
      throw new ForbiddenError('No tiene permiso para forzar una sobreventa');
    }
    const hoy = calendar.todayIn(known.zona_horaria);
    if (body.vence_at && Date.parse(body.vence_at) <= clock.now().getTime()) {
      throw invalid({ vence_at: ['El vencimiento debe ser posterior a la hora actual'] });
    }
    const lines = checkLines(
      {
        clientOk: known.cliente?.estado === true,
        types: new Map(known.tipos.map((t) => [t.id, t])),
        rates: known.tarifas,
        rooms: new Map(known.habitaciones.map((r) => [r.id, r])),
      },
      {
        lineas: body.lineas,
        estado: body.vence_at ? 'Pendiente' : 'Confirmada',
        vence_at: body.vence_at,
        sobreventa: Boolean(body.sobreventa),
        at: (i, field) => `lineas.${i}.${field}`,
      },
      hoy,
    );
    const { ids } = known;
    const header = {
      id: ids.reserva,
      at: ids.at,
      hotel_id: hotelId,
      cliente_id: body.cliente_id,
      canal: body.canal,
      created_by: actor.userId,
      agencia: body.agencia,
      agencia_referencia: body.agencia_referencia,
      observaciones: body.observaciones,
      clave_idempotencia: key,
      huella,
    };
    // One order for every booking (type, then arrival) so two bookings lock a type's nights alike;
    // the ids were drawn in that order.
    const written = [...lines]
      .sort(
        (a, b) =>
          a.type.id - b.type.id || a.values.llegada.localeCompare(b.values.llegada) || a.index - b.index,
      )
      .map((line, i) => ({ ...line, id: ids.lineas[i] as number, vence_at: known.vence_at }));
    const assigned = written.flatMap((l) => (l.room ? [{ ...l, room: l.room }] : []));
    // Just written: built from what was written rather than read again (but the deposit taken).
    const booking = { id: header.id, created_at: header.at, body, cliente: known.cliente };
    const history = (ex: Executor, deposits: Parameters<typeof writtenBooking>[2]) => {
      const created = writtenBooking(booking, written, deposits, hoy);
      const changes: BookingChange[] = [
        { bookingId: header.id, accion: 'crear', despues: snapshot(created) },
      ];
      if (body.sobreventa) {
        changes.push({
          bookingId: header.id,
          accion: 'sobreventa',
          despues: { motivo: body.sobreventa.motivo, lineas: created.lineas.map((l) => l.id) },
        });
      }
      return { created, write: bookings.logWrite(ex, actor, changes) };
    };
    const insert = async (ex: Executor, along: BookingHistoryWrite[]) => {
      try {
        return await repo.insertBooking(ex, header, written, along);
      } catch (error) {
        throw soldOutLine(error, written) ?? error;
      }
    };
    // The history newest first, as the detail reads it.
    const answer = (created: TReservation, historial: TReservationHistoryEntry[]) => ({
      ...created,
      historial: historial.reverse(),
    });

    if (known.holds_due) await holds.expireHolds(hotelId);
    if (!body.anticipo && assigned.length === 0) {
      const { created, write } = history(db, []);
      const [written] = await insert(db, [write]);
      return answer(created, write.entries(written as WrittenHistory));
    }
    return db.transaction(async (tx) => {
      const now = body.anticipo ? undefined : history(tx, []);
      const [writtenNow] = await insert(tx, now ? [now.write] : []);
      for (const line of assigned) {
        await claimLineRoom(tx, repo, {
          hotelId,
          lineId: line.id,
          room: line.room,
          llegada: line.values.llegada,
          salida: line.values.salida,
          sobreventa: line.values.sobreventa,
          tipo: line.type.nombre,
          field: `lineas.${line.index}.tipo_habitacion_id`,
        });
      }
      if (now) return answer(now.created, now.write.entries(writtenNow as WrittenHistory));
      if (body.anticipo) await deposits.take(tx, actor, header.id, body.anticipo, `reserva:${key}`);
      const { created, write } = history(tx, await detailRepo.deposits(tx, header.id));
      return answer(created, await writeBookingHistory(tx, write));
    });
  }

  return {
    find: (hotelId: number, id: number): Promise<TReservation> => detail(db, hotelId, id),

    /**
     * Creates a booking once per idempotency key: the same key with the same request answers the
     * first booking (even when both arrive at once: the unique key decides), with another request 409.
     */
    async create(actor: CreatingActor, key: string, body: TReservationBody) {
      const huella = createHash('sha256').update(JSON.stringify(body)).digest('hex');
      try {
        return await record(actor, key, huella, body);
      } catch (error) {
        if (
          pgErrorCode(error) === '23505' &&
          pgConstraint(error) === 'reserva_encabezados_idempotencia_key'
        ) {
          const earlier = await repo.byKey(db, actor.hotelId, key);
          if (earlier && earlier.huella !== huella) throw new ConflictError(KEY_REUSED);
          if (earlier) return detail(db, actor.hotelId, earlier.id);
        }
        throw error;
      }
    },
  };
}

export type ReservationsService = ReturnType<typeof createReservationsService>;
