import { dayText } from '@posada/contracts/dates';
import { subtractMoney } from '../../lib/money';
import type { EntryBase } from '../ledger/entries';
import type { LedgerEntry } from '../ledger/ledger';
import { priceLine } from '../ledger/line-amounts';
import type { PricedNight, PricingRate } from '../pricing/pricing';
import type { PostedNight } from './nights.repository';

/** The account entries of a stay: what each kind records, in one place. */
type Entry = LedgerEntry;
type EntryTax = NonNullable<LedgerEntry['impuestos']>[number];

const negative = (amount: string) => subtractMoney('0', amount);

/** The tax of a night: the rate's (at 0 and marked exempt for an exempt guest), or `excluido`. */
function nightTax(rate: PricingRate | undefined, valor: string, impuesto: string, exento: boolean): EntryTax {
  if (!rate?.impuesto_id) {
    return {
      impuesto_id: null,
      tipo: 'excluido',
      nombre: 'Excluido',
      porcentaje: '0',
      base: valor,
      valor: '0',
    };
  }
  return {
    impuesto_id: rate.impuesto_id,
    tipo: (rate.impuesto_tipo ?? 'IVA') as EntryTax['tipo'],
    nombre: rate.impuesto_nombre ?? 'IVA',
    porcentaje: exento ? '0' : (rate.impuesto_porcentaje ?? '0'),
    base: valor,
    valor: impuesto,
    exento,
  };
}

/**
 * The charge of one night of a stay at its price, a lodging line with the rate's tax. It names the
 * stay's night (`noche_estancia_id`, unique with the date), wherever it posts.
 */
export const nightCharge = (
  base: EntryBase,
  stay: { id: number; numero: string; exento: boolean },
  night: PricedNight,
  rates: PricingRate[],
): Entry => {
  const valor = subtractMoney(night.total, night.impuesto);
  return {
    ...base,
    tipo: 'cargo',
    concepto: `Alojamiento habitación ${stay.numero}`,
    fecha: night.fecha,
    noche_estancia_id: stay.id,
    alojamiento: true,
    cantidad: '1',
    precio_unitario: valor,
    valor,
    impuesto: night.impuesto,
    total: night.total,
    impuestos: [
      nightTax(
        rates.find((r) => r.id === night.tarifa_id),
        valor,
        night.impuesto,
        stay.exento,
      ),
    ],
  };
};

/**
 * The day-use charge of a check-out on the arrival day (the stay keeps no night): a lodging line of
 * the room — the first night's price and tax (`amount` null), or the hotel's configured amount with
 * the rate's tax inside (at 0 for an exempt guest). It names no night: the night is not sold.
 */
export function dayUseCharge(
  base: EntryBase,
  stay: { id: number; numero: string; exento: boolean },
  night: PricedNight,
  rates: PricingRate[],
  amount: string | null,
): Entry {
  const { fecha: _f, noche_estancia_id: _n, ...charge } = nightCharge(base, stay, night, rates);
  const concepto = `Uso del día habitación ${stay.numero}`;
  if (amount === null) return { ...charge, concepto };
  const rate = rates.find((r) => r.id === night.tarifa_id);
  const priced = priceLine({
    cantidad: '1',
    precio: amount,
    incluyeImpuestos: true,
    taxes: rate?.impuesto_id
      ? [
          {
            impuesto_id: rate.impuesto_id,
            tipo: (rate.impuesto_tipo ?? 'IVA') as 'IVA' | 'INC' | 'otro',
            nombre: rate.impuesto_nombre ?? 'IVA',
            porcentaje: rate.impuesto_porcentaje ?? '0',
          },
        ]
      : [],
    exentoIva: stay.exento,
  });
  return {
    ...charge,
    concepto,
    precio_unitario: priced.valor,
    valor: priced.valor,
    impuesto: priced.impuesto,
    total: priced.total,
    impuestos: priced.impuestos,
  };
}

/** The reversal of a night not stayed: the same amounts and taxes, negative, pointing at the charge. */
export const nightReversal = (base: EntryBase, charge: PostedNight, taxes: EntryTax[]): Entry => ({
  ...base,
  // In the account the night went to (the stay's, or the one its route rule named).
  cuenta_id: charge.cuenta_id,
  tipo: 'cargo',
  concepto: `Anulación noche no usada ${dayText(charge.fecha)}`,
  fecha: charge.fecha,
  alojamiento: true,
  cantidad: '1',
  precio_unitario: charge.valor,
  valor: negative(charge.valor),
  impuesto: negative(charge.impuesto),
  total: negative(charge.total),
  reversa_de: charge.id,
  motivo: 'Noche no usada',
  impuestos: taxes.map((t) => ({ ...t, base: negative(t.base), valor: negative(t.valor) })),
});

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
