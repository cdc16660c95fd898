import { NO_OPEN_REGISTER_FOR_PAYMENTS, zPositiveMoneyAmount } from '@posada/contracts';
import type { Tx } from '../../db/client';
import type { AuditLog } from '../../lib/audit';
import type { HotelActor } from '../../lib/caller';
import { pgConstraint } from '../../lib/db-errors';
import { BusinessRuleError, ConflictError, ValidationError } from '../../lib/errors';
import { compareMoney, formatCop, normalizeMoney } from '../../lib/money';
import {
  executorOf,
  isWork,
  type LockedShift,
  type On,
  type PaymentMethod,
  txOf,
  type UnitOfWork,
} from '../unit-of-work';
import type { MovementInsert, ShiftsRepository } from './shifts.repository';

export interface RecordPaymentInput {
  actor: HotelActor;
  forma_pago_id: number;
  /** Decimal string, more than zero ("150000.00"). */
  monto: string;
  tipo: 'pago' | 'devolucion';
  concepto: string;
  referencia?: string | null;
  /** The client's key for this payment: a retry with the same key returns the first movement. */
  idempotencyKey?: string | null;
}

export interface RecordedPayment {
  id: number;
  turno_id: number;
  tipo: 'pago' | 'devolucion';
  grupo: string;
  forma_pago_id: number | null;
  monto: string;
  concepto: string | null;
  referencia: string | null;
  fecha: string;
  /** True when the key had been used: nothing new was recorded. */
  repetido: boolean;
}

const zMonto = zPositiveMoneyAmount('El monto es obligatorio');

export type { PaymentMethod } from '../unit-of-work';

/**
 * Payments and refunds of later modules (accounts, sales, reservations), taken into the caller's
 * open register inside the caller's transaction, so the movement exists exactly when their
 * document does.
 */
export function createPaymentsService({ shifts, audit }: { shifts: ShiftsRepository; audit: AuditLog }) {
  /**
   * The payment methods of `ids` that exist (active or not), by id. Given the unit of work, those
   * it already read are not read again (checking a payment, then taking it, reads them once).
   */
  async function paymentMethods(on: On, ids: number[]): Promise<Map<number, PaymentMethod>> {
    const known = isWork(on) ? on.methods : new Map<number, PaymentMethod>();
    const missing = [...new Set(ids)].filter((id) => !known.has(id));
    for (const method of await shifts.findPaymentMethods(executorOf(on), missing))
      known.set(method.id, method);
    const found = new Map<number, PaymentMethod>();
    for (const id of ids) {
      const method = known.get(id);
      if (method) found.set(id, method);
    }
    return found;
  }

  /**
   * The actor's open shift, locked. Given the unit of work, a shift it already locked is not locked
   * again (a sale's second payment): it stays open and locked to the transaction's end.
   */
  async function lockedShift(on: UnitOfWork | Tx, actor: HotelActor): Promise<LockedShift | undefined> {
    const known = isWork(on) && on.hotelId === actor.hotelId ? on.shifts : undefined;
    const held = known?.get(actor.userId);
    if (held) return held;
    const shift = await shifts.lockOpenShiftOfUser(txOf(on), actor.userId, actor.hotelId);
    if (shift) known?.set(actor.userId, shift);
    return shift;
  }

  type Movement = NonNullable<Awaited<ReturnType<typeof shifts.findMovementByKey>>>;

  function replay(found: Movement, input: RecordPaymentInput, monto: string): RecordedPayment {
    // The same operation with the same data: a key sent again for another account, room or
    // amount is not a retry (one payment must never be credited twice).
    const same =
      found.usuario_id === input.actor.userId &&
      found.tipo === input.tipo &&
      found.forma_pago_id === input.forma_pago_id &&
      compareMoney(found.monto, monto) === 0 &&
      found.concepto === input.concepto.slice(0, 300) &&
      found.referencia === (input.referencia?.slice(0, 120) || null);
    if (!same) throw new ConflictError('La clave de idempotencia ya se usó para otro movimiento');
    return present(found, true);
  }

  function present(m: Omit<Movement, 'usuario_id'>, repetido: boolean): RecordedPayment {
    return {
      id: m.id,
      turno_id: m.turno_id,
      tipo: m.tipo as RecordedPayment['tipo'],
      grupo: m.grupo,
      forma_pago_id: m.forma_pago_id,
      monto: normalizeMoney(m.monto),
      concepto: m.concepto,
      referencia: m.referencia,
      fecha: m.created_at.toISOString(),
      repetido,
    };
  }

  /** The amount of a payment, checked (more than zero, at most two decimals). */
  function amountOf(input: Pick<RecordPaymentInput, 'monto'>): string {
    const parsed = zMonto.safeParse(input.monto);
    if (!parsed.success) {
      throw new ValidationError('El monto no es válido', {
        monto: parsed.error.issues.map((i) => i.message),
      });
    }
    return parsed.data;
  }

  async function openShift(on: UnitOfWork | Tx, actor: HotelActor): Promise<LockedShift> {
    const shift = await lockedShift(on, actor);
    if (!shift) throw new BusinessRuleError(NO_OPEN_REGISTER_FOR_PAYMENTS);
    return shift;
  }

  /** A payment's movement as it is written into `shift`: its method checked, a cash refund against the cash there is. */
  async function movementOf(
    on: UnitOfWork | Tx,
    input: RecordPaymentInput,
    monto: string,
    shift: LockedShift,
  ) {
    const method = (await paymentMethods(on, [input.forma_pago_id])).get(input.forma_pago_id);
    if (!method?.estado) throw new BusinessRuleError('La forma de pago no existe o está inactiva');
    if (input.tipo === 'devolucion' && method.grupo === 'efectivo') {
      const cash = await shifts.cashNow(txOf(on), shift);
      if (compareMoney(monto, cash) > 0) {
        throw new BusinessRuleError(
          `La devolución supera el efectivo disponible en la caja (${formatCop(cash)})`,
        );
      }
    }
    return {
      hotel_id: input.actor.hotelId,
      turno_id: shift.id,
      tipo: input.tipo,
      grupo: method.grupo,
      forma_pago_id: method.id,
      monto,
      concepto: input.concepto.slice(0, 300),
      referencia: input.referencia?.slice(0, 120) || null,
      clave_idempotencia: input.idempotencyKey || null,
    };
  }

  /** The movements of one actor with their audit entries, in one statement. */
  async function write(tx: Tx, actor: HotelActor, rows: MovementInsert[]): Promise<RecordedPayment[]> {
    try {
      const movements = await shifts.insertMovements(tx, rows, (ids) =>
        audit.entry(
          tx,
          actor,
          rows.map((values, i) => ({
            accion: values.tipo,
            entidad: 'caja_movimientos',
            entidad_id: ids[i] ?? null,
            despues: values,
          })),
        ),
      );
      return movements.map((m) => present(m, false));
    } catch (error) {
      if (pgConstraint(error) === 'caja_movimientos_idempotencia_key') {
        throw new ConflictError('La clave de idempotencia ya se usó para otro movimiento');
      }
      throw error;
    }
  }

  return {
    paymentMethods,

    async recordPayment(on: UnitOfWork | Tx, input: RecordPaymentInput): Promise<RecordedPayment> {
      const tx = txOf(on);
      const monto = amountOf(input);
      const { actor, idempotencyKey: key } = input;
      const previous = key ? await shifts.findMovementByKey(tx, actor.hotelId, key) : undefined;
      if (previous) return replay(previous, input, monto);

      const shift = await openShift(on, actor);
      // A retry that waited on the lock behind its twin finds the twin's movement now.
      const twin = key ? await shifts.findMovementByKey(tx, actor.hotelId, key) : undefined;
      if (twin) return replay(twin, input, monto);
      const [movement] = await write(tx, actor, [await movementOf(on, input, monto, shift)]);
      if (!movement) throw new Error('No se pudo registrar el movimiento');
      return movement;
    },

    /**
     * Several payments of one actor (a sale paid by card and in cash) into the actor's open
     * register, written in one statement, in the order given. Without idempotency keys: the
     * caller's document is what a retry finds.
     */
    async recordPayments(
      on: UnitOfWork | Tx,
      actor: HotelActor,
      inputs: Omit<RecordPaymentInput, 'actor' | 'idempotencyKey'>[],
    ): Promise<RecordedPayment[]> {
      if (inputs.length === 0) return [];
      const amounts = inputs.map(amountOf);
      const shift = await openShift(on, actor);
      const rows: MovementInsert[] = [];
      for (const [i, input] of inputs.entries()) {
        rows.push(await movementOf(on, { ...input, actor }, amounts[i] as string, shift));
      }
      return write(txOf(on), actor, rows);
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
