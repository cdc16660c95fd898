import { settleWithChange, type TSettlement } from '@posada/contracts';
import type { Tx } from '../../db/client';
import type { HotelActor } from '../../lib/caller';
import { BusinessRuleError, ValidationError } from '../../lib/errors';
import { compareMoney, formatCop, subtractMoney } from '../../lib/money';
import type { Ledger } from '../ledger/ledger';
import type { PaymentsService } from '../payments/payments.service';

export interface IssueInput {
  cuentaId: number;
  settlement: TSettlement;
  /** The caller holds facturas.credito (a balance charged to a company). */
  mayCredit: boolean;
  /** The caller holds facturas.sobrecupo: credit without approval or above the limit (logged). */
  mayExceedCredit: boolean;
  /** Where the payments are said to come from, for the register's movements. */
  origen: string;
  /** The client's idempotency key and the hash of its request: a retry answers the same invoice. */
  key?: string;
  huella?: string;
  /** Check-out's earlier form (`liquidacion`): pay what the invoice leaves due with this method. */
  payRest?: { forma_pago_id: number; idempotencyKey: string | null };
  /** Nothing to bill and nothing owed is no invoice (a day use without charges): answer null. */
  optional?: boolean;
}

/** An invoice written but not yet paid nor numbered (`finish` does both, last in the transaction). */
export interface Draft {
  id: number;
  cuentaId: number;
  credito: boolean;
  total: string;
  plan: PaymentPlan;
  input: IssueInput;
}

export interface PaymentPlan {
  cambio: string;
  /** What each offered payment pays of the balance (cash net of the change), by its position. */
  payments: { forma_pago_id: number; monto: string; i: number }[];
}

/**
 * The invoice's payments (facturaCrear and check-out): the offered payments checked against the
 * balance with the change for cash, then taken into the caller's open register and credited to
 * the account.
 */
export function createInvoicePayments({ ledger, payments }: { ledger: Ledger; payments: PaymentsService }) {
  /** The offered payments checked against what is due: the change for cash, nothing written. */
  async function planPayments(tx: Tx, input: IssueInput, due: string): Promise<PaymentPlan> {
    const sign = compareMoney(due, '0');
    const offered =
      input.payRest && input.settlement.pagos.length === 0 && sign > 0
        ? [{ forma_pago_id: input.payRest.forma_pago_id, monto: due }]
        : input.settlement.pagos;
    if (offered.length === 0) {
      if (sign > 0) {
        throw new BusinessRuleError(`La cuenta tiene un saldo pendiente de ${formatCop(due)}`);
      }
      if (sign < 0) {
        throw new BusinessRuleError(
          `La cuenta tiene un saldo a favor del huésped de ${formatCop(subtractMoney('0', due))}`,
        );
      }
      return { cambio: '0.00', payments: [] };
    }
    if (sign <= 0) throw new BusinessRuleError('La cuenta no tiene saldo por pagar: quite los pagos');
    const byId = await payments.paymentMethods(
      tx,
      offered.map((p) => p.forma_pago_id),
    );
    const groups = offered.map((p, i) => {
      const method = byId.get(p.forma_pago_id);
      if (!method?.estado) {
        throw new ValidationError('Los datos enviados no son válidos', {
          [`pagos.${i}.forma_pago_id`]: ['La forma de pago no existe o está inactiva'],
        });
      }
      return { grupo: method.grupo, monto: p.monto };
    });
    const settled = settleWithChange(due, groups);
    if (!settled.ok) throw new BusinessRuleError(settled.error);
    return {
      cambio: settled.cambio,
      payments: offered
        .map((p, i) => ({ forma_pago_id: p.forma_pago_id, monto: settled.aplicado[i] ?? '0', i }))
        .filter((p) => compareMoney(p.monto, '0') > 0),
    };
  }

  /** Takes the planned payments into the caller's open register and credits them to the account. */
  async function recordPayments(tx: Tx, actor: HotelActor, draft: Draft) {
    const recorded = [];
    for (const p of draft.plan.payments) {
      recorded.push(
        await payments.recordPayment(tx, {
          actor,
          forma_pago_id: p.forma_pago_id,
          monto: p.monto,
          tipo: 'pago',
          concepto: `Pago de la cuenta, ${draft.input.origen}`,
          idempotencyKey: draft.input.key
            ? `${draft.input.key}:pago${p.i}`
            : (draft.input.payRest?.idempotencyKey ?? null),
        }),
      );
    }
    await ledger.post(
      tx,
      recorded.map((paid) => ({
        hotel_id: actor.hotelId,
        cuenta_id: draft.cuentaId,
        tipo: 'pago',
        concepto: paid.concepto ?? 'Pago',
        valor: paid.monto,
        total: paid.monto,
        forma_pago_id: paid.forma_pago_id,
        caja_movimiento_id: paid.id,
        created_by: actor.userId,
      })),
    );
  }

  return { planPayments, recordPayments };
}
