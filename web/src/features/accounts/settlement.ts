import type { PaymentGroup } from '@posada/contracts';
import { addMoney, compareMoney, subtractMoney } from '../../lib/money';

/** One payment line of a settlement as the form holds it: the amount '' until typed. */
export interface PaymentLine {
  /** The payment method's id as the select holds it ('' until chosen). */
  forma_pago_id: string;
  monto: string;
}

export interface Settlement {
  /** What the lines add up to. */
  pagado: string;
  /** What is still to be paid ('0.00' once covered). */
  falta: string;
  /** The change to hand back: only cash can be paid above the balance. */
  cambio: string;
  /** Why the lines cannot settle the balance as they are, or null. */
  error: string | null;
  /** Every line complete, the balance covered and no error: the check-out may go. */
  completo: boolean;
}

const ZERO = '0.00';

/**
 * What the payment lines do to a balance: the front desk takes it in several methods, and cash
 * given above what is owed comes back as change. Card and transfer are charged for the exact
 * amount, so together they may not exceed the balance. The server computes the same again.
 */
export function settle(
  saldo: string,
  lines: readonly PaymentLine[],
  groupOf: (formaPagoId: string) => PaymentGroup | undefined,
): Settlement {
  const amounts = lines.map((l) => l.monto || ZERO);
  const pagado = addMoney(...amounts);
  const exact = addMoney(
    ...lines.filter((l) => groupOf(l.forma_pago_id) !== 'efectivo').map((l) => l.monto || ZERO),
  );
  const rest = subtractMoney(saldo, pagado);
  const falta = compareMoney(rest, ZERO) > 0 ? rest : ZERO;
  const cambio = compareMoney(rest, ZERO) < 0 ? subtractMoney(ZERO, rest) : ZERO;
  const incomplete = lines.some((l) => l.forma_pago_id === '' || compareMoney(l.monto || ZERO, ZERO) <= 0);
  const error =
    compareMoney(exact, saldo) > 0
      ? 'Los pagos con tarjeta o transferencia no pueden superar el saldo; el cambio solo se da en efectivo'
      : null;
  return {
    pagado,
    falta,
    cambio,
    error,
    completo: !incomplete && error === null && falta === ZERO,
  };
}
