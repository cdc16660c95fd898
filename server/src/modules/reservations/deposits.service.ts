import { isUpcoming, type TReservation, type TReservationDepositBody } from '@posada/contracts';
import type { Db, Tx } from '../../db/client';
import type { BookingReader } from '../../kernel/bookings/booking-detail';
import type { Bookings } from '../../kernel/bookings/bookings.service';
import type { ReservationsRepository } from '../../kernel/bookings/reservations.repository';
import type { PaymentsService, RecordedPayment } from '../../kernel/payments/payments.service';
import type { HotelActor } from '../../lib/caller';
import { ConflictError, NotFoundError } from '../../lib/errors';

const KEY_REUSED = 'La clave de idempotencia ya se usó para otro movimiento';

/**
 * Takes a deposit of a booking into the caller's open register (`payments.recordPayment`, in the
 * caller's transaction) and ties the movement to the booking (`reserva_pagos`). A retried key
 * answers the first movement and records nothing new.
 */
export function createDepositTaker({
  repo,
  payments,
}: {
  repo: ReservationsRepository;
  payments: PaymentsService;
}) {
  return {
    async take(
      tx: Tx,
      actor: HotelActor,
      bookingId: number,
      anticipo: TReservationDepositBody,
      key: string,
    ): Promise<RecordedPayment> {
      const paid = await payments.recordPayment(tx, {
        actor,
        forma_pago_id: anticipo.forma_pago_id,
        monto: anticipo.monto,
        tipo: 'pago',
        concepto: `Anticipo reserva ${bookingId}`,
        idempotencyKey: key,
      });
      if (paid.repetido) {
        if ((await repo.depositBooking(tx, paid.id)) !== bookingId) throw new ConflictError(KEY_REUSED);
        return paid;
      }
      await repo.insertDeposit(tx, {
        hotel_id: actor.hotelId,
        encabezado_id: bookingId,
        caja_movimiento_id: paid.id,
        forma_pago_id: anticipo.forma_pago_id,
        monto: paid.monto,
        created_by: actor.userId,
      });
      return paid;
    },
  };
}

export type DepositTaker = ReturnType<typeof createDepositTaker>;

/** `POST /reservaAnticipo/{id}`: a deposit taken after the booking was made, while a line is to come. */
export function createDepositsService(deps: {
  db: Db;
  repo: ReservationsRepository;
  deposits: DepositTaker;
  detail: BookingReader;
  bookings: Bookings;
}) {
  const { db, repo, deposits, detail, bookings } = deps;
  return {
    add(actor: HotelActor, id: number, key: string, body: TReservationDepositBody): Promise<TReservation> {
      return db.transaction(async (tx) => {
        const lines = await repo.lockLines(tx, actor.hotelId, id);
        if (lines.length === 0) throw new NotFoundError('La reserva no existe');
        if (!lines.some((l) => isUpcoming(l.estado))) {
          throw new ConflictError(
            'La reserva no tiene habitaciones por llegar: registre el pago en la cuenta de la estadía',
          );
        }
        const paid = await deposits.take(tx, actor, id, body, `reserva-anticipo:${key}`);
        if (!paid.repetido) {
          await bookings.log(tx, actor, {
            bookingId: id,
            accion: 'anticipo',
            despues: { forma_pago_id: body.forma_pago_id, monto: paid.monto, caja_movimiento_id: paid.id },
          });
        }
        return detail(tx, actor.hotelId, id);
      });
    },
  };
}

export type DepositsService = ReturnType<typeof createDepositsService>;
