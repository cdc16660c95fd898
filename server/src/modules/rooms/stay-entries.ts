import { subtractMoney } from '../../lib/money';
import type { RecordedPayment } from '../cash-registers';
import type { StandingCharge } from './checkout-plan';
import type { PricedNight } from './pricing';
import type { StaysRepository } from './stays.repository';

/** The account entries of a stay: what each kind records, in one place. */
type Entry = Parameters<StaysRepository['addEntries']>[1][number];
export interface EntryBase {
  hotel_id: number;
  estancia_id: number;
  created_by: number;
}

const day = (date: string) => date.split('-').reverse().join('/');
const negative = (amount: string) => subtractMoney('0', amount);

/** The charge of one night at the stay's rate (its tax apart). */
export const nightCharge = (base: EntryBase, roomNumber: string, night: PricedNight): Entry => ({
  ...base,
  tipo: 'cargo',
  concepto: `Alojamiento habitación ${roomNumber}`,
  fecha: night.fecha,
  valor: subtractMoney(night.total, night.impuesto),
  impuesto: night.impuesto,
  total: night.total,
});

/** The reversal of a night not stayed: the same amounts, negative, pointing at the charge. */
export const nightReversal = (base: EntryBase, charge: StandingCharge): Entry => ({
  ...base,
  tipo: 'cargo',
  concepto: `Anulación noche no usada ${day(charge.fecha)}`,
  fecha: charge.fecha,
  valor: negative(charge.valor),
  impuesto: negative(charge.impuesto),
  total: negative(charge.total),
  reversa_de: charge.id,
});

/** Money in (a payment) or out (a refund, negative) of the account, with its register movement. */
export const paymentEntry = (base: EntryBase, concepto: string, paid: RecordedPayment): Entry => {
  const total = paid.tipo === 'devolucion' ? negative(paid.monto) : paid.monto;
  return {
    ...base,
    tipo: 'pago',
    concepto,
    valor: total,
    total,
    forma_pago_id: paid.forma_pago_id,
    caja_movimiento_id: paid.id,
  };
};

/**
 * A booking's deposit credited to the stay's account at check-in. The money entered the register
 * when the deposit was taken: the entry points at that movement (never a new one), and the unique
 * movement of `cuenta_movimientos` credits it to one account at most.
 */
export const depositEntry = (
  base: EntryBase,
  bookingId: number,
  deposit: { caja_movimiento_id: number; forma_pago_id: number; monto: string },
): Entry => ({
  ...base,
  tipo: 'pago',
  concepto: `Anticipo reserva ${bookingId}`,
  valor: deposit.monto,
  total: deposit.monto,
  forma_pago_id: deposit.forma_pago_id,
  caja_movimiento_id: deposit.caja_movimiento_id,
});
