import { SELF_APPROVAL, type TLastAssignment, ZOpenRegisterBody } from '@posada/contracts';
import { zodFormResolver } from '../../lib/zod-form';

/** The open-register form as Mantine holds it: a select's string and number boxes. */
export interface OpenRegisterValues {
  caja_id: string | null;
  /** Whole pesos as decimal strings ("350000"), as MoneyInput hands them. */
  efectivo: string;
  tarjetas: string;
  transferencia: string;
  password: string;
  observaciones: string;
}

/** Spec §5: efectivo defaults to 0; nothing else is filled before a register is chosen. */
export const initialOpenValues: OpenRegisterValues = {
  caja_id: null,
  efectivo: '0',
  tarjetas: '0',
  transferencia: '0',
  password: '',
  observaciones: '',
};

/** The same rules the server applies (caja_id, efectivo and password required). */
export const validateOpenRegister = zodFormResolver<OpenRegisterValues>(ZOpenRegisterBody);

/**
 * A closing amount ("50000.50") as whole pesos for a box without decimals, rounded half up on
 * the digits of the text, so no float rounding is involved.
 */
export function wholePesos(amount: string | null | undefined): string {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(amount ?? '');
  if (!match) return '0';
  const pesos = BigInt(match[1] ?? '0');
  return String((match[2] ?? '0').padEnd(2, '0') >= '50' ? pesos + 1n : pesos);
}

/**
 * Spec §5 Prefill: choosing a register fills each amount with its last closing (or 0) and, when
 * the register was never assigned, the password with the self-approval marker.
 */
export function prefillFrom(
  last: TLastAssignment | null,
): Pick<OpenRegisterValues, 'efectivo' | 'tarjetas' | 'transferencia' | 'password'> {
  return {
    efectivo: wholePesos(last?.closing_balance_cash),
    tarjetas: wholePesos(last?.closing_balance_card),
    transferencia: wholePesos(last?.closing_balance_transfer),
    password: last ? '' : SELF_APPROVAL,
  };
}
