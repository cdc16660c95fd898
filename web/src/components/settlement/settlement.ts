import { fromCents, type PaymentGroup, settleWithChange } from '@posada/contracts';
import { cents } from '../../lib/money';

/** One payment line of a settlement as the form holds it: the amount '' until typed. */
export interface PaymentLine {
  /** The payment method's id as the select holds it ('' until chosen). */
  forma_pago_id: string;
  monto: string;
}

export interface SettlementPreview {
  /** What the lines typed so far add up to. */
  pagado: string;
  /** The change to hand back in cash ('0.00' until the lines settle the balance). */
  cambio: string;
  /** Why the lines do not settle the balance yet ("Faltan $ 8.350…"), or null. */
  error: string | null;
  /** Every line complete and the balance settled: the check-out may go. */
  completo: boolean;
}

/**
 * What the payment lines do to a balance as they are typed, by the same rule the server applies
 * (contracts' `settleWithChange`): several methods, change only from cash.
 */
export function previewSettlement(
  saldo: string,
  lines: readonly PaymentLine[],
  groupOf: (formaPagoId: string) => PaymentGroup | undefined,
): SettlementPreview {
  const pagado = fromCents(lines.reduce((sum, l) => sum + (cents(l.monto) ?? 0n), 0n));
  if (lines.length === 0) {
    const settled = (cents(saldo) ?? 0n) === 0n;
    return { pagado, cambio: '0.00', error: settled ? null : 'Agregue un medio de pago', completo: settled };
  }
  const offered = lines.map((l) => ({ grupo: groupOf(l.forma_pago_id), monto: l.monto }));
  if (offered.some((p) => p.grupo === undefined))
    return { pagado, cambio: '0.00', error: 'Seleccione el medio de pago de cada línea', completo: false };
  if (lines.some((l) => cents(l.monto) === null))
    return { pagado, cambio: '0.00', error: 'Escriba el valor de cada pago', completo: false };
  const result = settleWithChange(
    saldo,
    offered.map((p) => ({ grupo: p.grupo as PaymentGroup, monto: p.monto })),
  );
  return result.ok
    ? { pagado, cambio: result.cambio, error: null, completo: true }
    : { pagado, cambio: '0.00', error: result.error, completo: false };
}
