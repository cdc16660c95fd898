import { settleWithChange, type TSettlement } from '@posada/contracts';
import type { Tx } from '../../db/client';
import type { HotelActor } from '../../lib/caller';
import { BusinessRuleError, ValidationError } from '../../lib/errors';
import { compareMoney, formatCop, normalizeMoney, subtractMoney } from '../../lib/money';
import type { Balances } from '../balances/balances';
import type { Ledger } from '../ledger/ledger';
import type { PaymentsService } from '../payments/payments.service';
import { txOf, type UnitOfWork } from '../unit-of-work';

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
  /** What the buyer's balance in favour pays, before the payments. */
  favor?: { clienteId: number; monto: string };
  /** What each offered payment pays of the balance (cash net of the change), by its position. */
  payments: { forma_pago_id: number; monto: string; i: number }[];
}

/**
 * The invoice's payments (facturaCrear and check-out): the offered payments checked against the
 * balance with the change for cash, then taken into the caller's open register and credited to
 * the account.
 */
export function createInvoicePayments({
  ledger,
  payments,
  balances,
}: {
  ledger: Ledger;
  payments: PaymentsService;
  balances: Balances;
}) {
  /**
   * What the buyer's balance in favour pays of `due` (the settlement's `saldo_favor`): at most
   * what is due, and only for a named buyer. Its lock and the check against the balance come when
   * it is taken (`recordPayments`).
   */
  function planFavor(input: IssueInput, due: string, buyerId: number | null) {
    const monto = normalizeMoney(input.settlement.saldo_favor ?? '0');
    if (compareMoney(monto, '0') <= 0) return undefined;
    if (buyerId === null) {
      throw new ValidationError('Los datos enviados no son válidos', {
        saldo_favor: ['Solo un cliente identificado tiene saldo a favor'],
      });
    }
    if (compareMoney(monto, due) > 0) {
      throw new ValidationError('Los datos enviados no son válidos', {
        saldo_favor: [`Supera el saldo por pagar (${formatCop(compareMoney(due, '0') > 0 ? due : '0')})`],
      });
    }
    return { clienteId: buyerId, monto };
  }

  /** The offered payments checked against what is due: the change for cash, nothing written. */
  async function planPayments(
    on: UnitOfWork | Tx,
    input: IssueInput,
    owed: string,
    buyerId: number | null,
  ): Promise<PaymentPlan> {
    const favor = planFavor(input, owed, buyerId);
    const due = favor ? subtractMoney(owed, favor.monto) : owed;
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
      return { cambio: '0.00', payments: [], favor };
    }
    if (sign <= 0) throw new BusinessRuleError('La cuenta no tiene saldo por pagar: quite los pagos');
    const byId = await payments.paymentMethods(
      on,
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
      favor,
      payments: offered
        .map((p, i) => ({ forma_pago_id: p.forma_pago_id, monto: settled.aplicado[i] ?? '0', i }))
        .filter((p) => compareMoney(p.monto, '0') > 0),
    };
  }

  /**
   * Takes the buyer's balance in favour (locked, never below zero) as a payment of the account
   * without a method, the movement of the balance pointing at it.
   */
  async function takeFavor(on: UnitOfWork | Tx, actor: HotelActor, draft: Draft) {
    const favor = draft.plan.favor;
    if (!favor) return;
    const [entry] = await ledger.post(on, [
      {
        hotel_id: actor.hotelId,
        cuenta_id: draft.cuentaId,
        tipo: 'pago',
        concepto: `Saldo a favor del cliente, ${draft.input.origen}`.slice(0, 200),
        valor: favor.monto,
        total: favor.monto,
        created_by: actor.userId,
      },
    ]);
    if (entry === undefined) throw new Error('El saldo a favor no se pudo acreditar a la cuenta');
    await balances.apply(txOf(on), actor, favor.clienteId, {
      tipo: 'uso',
      monto: favor.monto,
      concepto: `Pago de la factura con el saldo a favor, ${draft.input.origen}`,
      facturaId: draft.id,
      cuentaMovimientoId: entry,
    });
  }

  /** Takes the planned payments into the caller's open register and credits them to the account. */
  async function recordPayments(on: UnitOfWork | Tx, actor: HotelActor, draft: Draft) {
    await takeFavor(on, actor, draft);
    const recorded = [];
    for (const p of draft.plan.payments) {
      recorded.push(
        await payments.recordPayment(on, {
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
      on,
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
