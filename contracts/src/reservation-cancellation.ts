import { z } from 'zod';
import { zPositiveMoneyAmount } from './amounts';
import type { CancellationPenaltyKind } from './configuration-record';
import { optionalId, requiredText } from './form-fields';
import { lazyShape, zId } from './scalars';

// ── The hotel's cancellation penalty ─────────────────────────────────────────────────────────

export interface CancellationPenalty {
  tipo: CancellationPenaltyKind;
  /** The percent (0–100) or the amount in pesos, a decimal string. */
  valor: string;
}

const cents = (v: string): bigint => {
  const [whole = '0', fraction = ''] = v.trim().replace(/^-/, '').split('.');
  const value = BigInt(whole || '0') * 100n + BigInt(`${fraction}00`.slice(0, 2));
  return v.trim().startsWith('-') ? -value : value;
};
const money = (c: bigint): string => {
  const sign = c < 0n ? '-' : '';
  const a = c < 0n ? -c : c;
  return `${sign}${a / 100n}.${String(a % 100n).padStart(2, '0')}`;
};
/** Whole pesos, half up: deposits and refunds are whole pesos in the register. */
const wholePesos = (c: bigint): bigint => ((c + 50n) / 100n) * 100n;

/**
 * What cancelling does to the booking's money. `deposito` is what the booking still holds (its
 * deposits less refunds, not yet on a stay's account). When the cancellation leaves no room to
 * come (`terminaReserva`), the penalty is kept from it (at most all of it) and the rest may be
 * refunded; while rooms stay to come the deposit is theirs: no penalty, and the receptionist may
 * still refund part of it.
 */
export function cancellationTerms(input: {
  deposito: string;
  /** The first night's price (with tax) of each room cancelled now. */
  primerasNoches: string[];
  penalidad: CancellationPenalty;
  terminaReserva: boolean;
}): { deposito: string; penalidad: string; devolucion_maxima: string } {
  const deposit = cents(input.deposito) > 0n ? cents(input.deposito) : 0n;
  const { tipo, valor } = input.penalidad;
  let penalty = 0n;
  if (input.terminaReserva && tipo === 'porcentaje') {
    // valor has at most 2 decimals: percent × 100 over 10 000.
    const rate = cents(valor);
    penalty = wholePesos(input.primerasNoches.reduce((sum, n) => sum + (cents(n) * rate) / 10_000n, 0n));
  } else if (input.terminaReserva && tipo === 'fija') {
    penalty = cents(valor) * BigInt(input.primerasNoches.length);
  }
  if (penalty > deposit) penalty = deposit;
  return { deposito: money(deposit), penalidad: money(penalty), devolucion_maxima: money(deposit - penalty) };
}

// ── Cancelling ────────────────────────────────────────────────────────────────────────────────

export const ZReservationCancelBody = z.object(
  lazyShape(() => ({
    motivo: requiredText(300, 'Indique el motivo de la cancelación'),
    /** One line of the booking; without it every line still to come is cancelled. */
    linea_id: optionalId('Seleccione una habitación válida de la reserva'),
    /**
     * Money of the deposits given back, out of the caller's open register (header
     * `Idempotency-Key`): at most the deposit less the penalty.
     */
    devolucion: z
      .object({
        forma_pago_id: zId('Seleccione el medio de pago'),
        monto: zPositiveMoneyAmount('Ingrese el valor de la devolución'),
      })
      .nullish()
      .transform((v) => v ?? null),
  })),
);
export type TReservationCancelBody = z.infer<typeof ZReservationCancelBody>;
export type TReservationCancelInput = z.input<typeof ZReservationCancelBody>;
