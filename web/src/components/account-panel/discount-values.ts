import type { TAccountDiscountBody, TAccountMovement } from '@posada/contracts';
import { compareMoney, isPositiveAmount } from '../../lib/money';

/** The discount as the form holds it: in pesos or a percentage, on the balance ('') or a charge's id. */
export interface DiscountValues {
  modo: 'monto' | 'porcentaje';
  monto: string;
  porcentaje: string;
  movimiento_id: string;
  motivo: string;
}

export const emptyDiscount = (): DiscountValues => ({
  modo: 'monto',
  monto: '',
  porcentaje: '',
  movimiento_id: '',
  motivo: '',
});

/** The charges a discount may point at: standing charges (not reversed, not a move out, not a reversal). */
export const discountableCharges = (entries: TAccountMovement[]) =>
  entries.filter(
    (e) =>
      e.tipo === 'cargo' &&
      e.reversa_de === null &&
      e.reversado_por === null &&
      e.traslado !== 'salida' &&
      compareMoney(e.total, '0') > 0,
  );

/** Why the discount cannot be sent yet, or null (the server checks the balance again). */
export function discountProblem(v: DiscountValues, saldo: string): string | null {
  if (v.modo === 'monto') {
    if (!isPositiveAmount(v.monto)) return 'Ingrese el valor del descuento';
    if (!v.movimiento_id && compareMoney(v.monto, saldo) > 0) return 'No puede superar el saldo de la cuenta';
  } else if (!isPositiveAmount(v.porcentaje) || compareMoney(v.porcentaje, '100') > 0) {
    return 'Ingrese un porcentaje entre 0 y 100';
  }
  if (v.motivo.trim() === '') return 'Indique el motivo del descuento';
  return null;
}

/** The body of /cuentaDescuento: the amount or the percentage, the charge only when one was chosen. */
export function discountBody(cuentaId: number, v: DiscountValues): TAccountDiscountBody {
  return {
    cuenta_id: cuentaId,
    ...(v.modo === 'monto' ? { monto: v.monto } : { porcentaje: v.porcentaje }),
    motivo: v.motivo.trim(),
    movimiento_id: v.movimiento_id ? Number(v.movimiento_id) : null,
  };
}
