import { createHash } from 'node:crypto';
import type { TReservation, TReservationBody } from '@posada/contracts';
import type { Db } from '../../db/client';
import type { HotelActor } from '../../lib/caller';
import type { Clock } from '../../lib/clock';
import { pgConstraint, pgErrorCode } from '../../lib/db-errors';
import { ConflictError, ForbiddenError, ValidationError } from '../../lib/errors';
import type { HotelCalendar } from '../hotels/calendar';
import type { AvailabilityRepository } from './availability.repository';
import type { BookingReader } from './booking-detail';
import type { Bookings } from './bookings.service';
import type { DepositTaker } from './deposits.service';
import { readBookingHistory } from './history.repository';
import type { HoldExpiry } from './hold-expiry';
import { prepareLines } from './line-check';
import { claimLineRoom } from './line-claim';
import type { ReservationsRepository } from './reservations.repository';
import { snapshot } from './snapshot';
import { soldOut } from './sold-out';

interface Deps {
  db: Db;
  repo: ReservationsRepository;
  checks: AvailabilityRepository;
  detail: BookingReader;
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
  checks,
  detail,
  bookings,
  deposits,
  calendar,
  clock,
  holds,
}: Deps) {
  async function record(
    actor: CreatingActor,
    key: string,
    huella: string,
    body: TReservationBody,
  ): Promise<TReservation> {
    const { hotelId } = actor;
    return db.transaction(async (tx) => {
      const earlier = await repo.byKey(tx, hotelId, key);
      if (earlier) {
        if (earlier.huella !== huella) throw new ConflictError(KEY_REUSED);
        return detail(tx, hotelId, earlier.id);
      }
      if (body.sobreventa && !actor.mayOverbook) {
        throw new ForbiddenError('No tiene permiso para forzar una sobreventa');
      }
      const hoy = await calendar.today(tx, hotelId);
      if (body.vence_at && Date.parse(body.vence_at) <= clock.now().getTime()) {
        throw invalid({ vence_at: ['El vencimiento debe ser posterior a la hora actual'] });
      }
      const lines = await prepareLines(
        checks,
        tx,
        hotelId,
        {
          clienteId: body.cliente_id,
          lineas: body.lineas,
          estado: body.vence_at ? 'Pendiente' : 'Confirmada',
          vence_at: body.vence_at,
          sobreventa: Boolean(body.sobreventa),
          at: (i, field) => `lineas.${i}.${field}`,
        },
        hoy,
      );
      const booking = {
        hotel_id: hotelId,
        cliente_id: body.cliente_id,
        canal: body.canal,
        created_by: actor.userId,
      };
      const id = await repo.insertBooking(tx, {
        ...booking,
        agencia: body.agencia,
        agencia_referencia: body.agencia_referencia,
        observaciones: body.observaciones,
        clave_idempotencia: key,
        huella,
      });
      // One order for every booking (type, then arrival) so two bookings lock a type's nights alike.
      const ordered = [...lines].sort(
        (a, b) =>
          a.type.id - b.type.id || a.values.llegada.localeCompare(b.values.llegada) || a.index - b.index,
      );
      for (const line of ordered) {
        let lineId: number;
        try {
          lineId = await repo.insertLine(tx, { ...booking, id }, line.values, line.nights);
        } catch (error) {
          throw soldOut(error, line.type.nombre, `lineas.${line.index}.tipo_habitacion_id`) ?? error;
        }
        const room = line.room;
        if (!room) continue;
        await claimLineRoom(tx, repo, {
          hotelId,
          lineId,
          room,
          llegada: line.values.llegada,
          salida: line.values.salida,
          sobreventa: line.values.sobreventa,
          tipo: line.type.nombre,
          field: `lineas.${line.index}.tipo_habitacion_id`,
        });
      }
      if (body.anticipo) await deposits.take(tx, actor, id, body.anticipo, `reserva:${key}`);
      // Just written: the reader need not ask for the date, a history or deposits it cannot have.
      const created = await detail(tx, hotelId, id, { hoy, noHistory: true, noDeposits: !body.anticipo });
      await bookings.log(tx, actor, { bookingId: id, accion: 'crear', despues: snapshot(created) });
      if (body.sobreventa) {
        await bookings.log(tx, actor, {
          bookingId: id,
          accion: 'sobreventa',
          despues: { motivo: body.sobreventa.motivo, lineas: created.lineas.map((l) => l.id) },
        });
      }
      // The answer is what the transaction left, with the history just written.
      return { ...created, historial: await readBookingHistory(tx, id) };
    });
  }

  return {
    find: (hotelId: number, id: number): Promise<TReservation> => detail(db, hotelId, id),

    /**
     * Creates a booking once per idempotency key: the same key with the same request answers the
     * first booking (even when both arrive at once: the unique key decides), with another request 409.
     */
    async create(actor: CreatingActor, key: string, body: TReservationBody) {
      await holds.expireDueHolds(actor.hotelId);
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
