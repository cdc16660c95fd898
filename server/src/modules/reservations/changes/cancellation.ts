import { cancellationTerms, type TReservationCancelBody } from '@posada/contracts';
import type { Tx } from '../../../db/client';
import type { ReservationsRepository } from '../../../kernel/bookings/reservations.repository';
import type { PaymentsService } from '../../../kernel/payments/payments.service';
import type { HotelActor } from '../../../lib/caller';
import { BusinessRuleError, ValidationError } from '../../../lib/errors';
import { compareMoney, formatCop, subtractMoney } from '../../../lib/money';
import type { CancellationRepository } from './cancellation.repository';

/** What a cancellation did with the booking's money, for its history and the audit log. */
export interface CancellationMoney {
  deposito: string;
  penalidad: string;
  devolucion: string;
  /** The deposit the hotel keeps from this cancellation (the penalty, or more when less is refunded). */
  retenido: string;
}

/**
 * The money side of a cancellation, inside its transaction: the penalty of the hotel's
 * configuration (kept from the deposit when no room of the booking remains to come), and the
 * refund the receptionist chose, out of the caller's open register as a `devolucion` with the
 * request's Idempotency-Key and tied to the booking as a negative deposit.
 */
export function createCancellationSettler(deps: {
  repo: CancellationRepository;
  reservations: ReservationsRepository;
  payments: PaymentsService;
}) {
  const { repo, reservations, payments } = deps;
  return {
    async settle(
      tx: Tx,
      actor: HotelActor,
      input: {
        bookingId: number;
        cancelledLineIds: number[];
        endsBooking: boolean;
        devolucion: TReservationCancelBody['devolucion'];
        key: string | undefined;
      },
    ): Promise<CancellationMoney> {
      const { bookingId, devolucion } = input;
      const terms = cancellationTerms({
        deposito: await repo.depositHeld(tx, bookingId),
        primerasNoches: await repo.firstNights(tx, input.cancelledLineIds),
        penalidad: await repo.penalty(tx, actor.hotelId),
        terminaReserva: input.endsBooking,
      });
      const kept = (refund: string) => ({
        deposito: terms.deposito,
        penalidad: terms.penalidad,
        devolucion: refund,
        // While rooms remain to come, what is not refunded stays on the booking for them.
        retenido: input.endsBooking ? subtractMoney(terms.deposito, refund) : '0.00',
      });
      if (!devolucion) return kept('0.00');
      if (!input.key) {
        throw new ValidationError('Envíe el encabezado Idempotency-Key', {
          'idempotency-key': ['Envíe el encabezado Idempotency-Key para devolver dinero'],
        });
      }
      if (compareMoney(devolucion.monto, terms.devolucion_maxima) > 0) {
        throw new BusinessRuleError(
          `La devolución no puede superar ${formatCop(terms.devolucion_maxima)} (anticipo ${formatCop(terms.deposito)}, penalidad ${formatCop(terms.penalidad)})`,
          { 'devolucion.monto': [`Máximo ${formatCop(terms.devolucion_maxima)}`] },
        );
      }
      const paid = await payments.recordPayment(tx, {
        actor,
        forma_pago_id: devolucion.forma_pago_id,
        monto: devolucion.monto,
        tipo: 'devolucion',
        concepto: `Devolución anticipo reserva ${bookingId}`,
        idempotencyKey: `reserva-devolucion:${input.key}`,
      });
      if (!paid.repetido) {
        await reservations.insertDeposit(tx, {
          hotel_id: actor.hotelId,
          encabezado_id: bookingId,
          caja_movimiento_id: paid.id,
          forma_pago_id: devolucion.forma_pago_id,
          monto: paid.monto,
          tipo: 'devolucion',
          created_by: actor.userId,
        });
      }
      return kept(paid.monto);
    },
  };
}

export type CancellationSettler = ReturnType<typeof createCancellationSettler>;
