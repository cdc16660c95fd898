import {
  SELF_APPROVAL,
  type TCloseRegisterBody,
  type TLastAssignment,
  type TOpenRegisterBody,
  type TShiftSummary,
  type TWithdrawalBody,
  WRONG_HANDOVER_PASSWORD,
} from '@posada/contracts';
import type { Db, Executor } from '../../db/client';
import { closingFigures, emptyTotals } from '../../kernel/payments/balance';
import type { ShiftsRepository } from '../../kernel/payments/shifts.repository';
import { accountKey, type LoginThrottle, throttleLimits } from '../../kernel/throttle/login-throttle';
import type { AuditLog } from '../../lib/audit';
import type { HotelActor } from '../../lib/caller';
import type { Clock } from '../../lib/clock';
import { pgConstraint } from '../../lib/db-errors';
import { BusinessRuleError, ConflictError, NotFoundError } from '../../lib/errors';
import { compareMoney, formatCop, normalizeMoney, subtractMoney } from '../../lib/money';
import { verifyPassword } from '../../lib/passwords';
import type { CashRegistersRepository } from './cash-registers.repository';
import type { HistoryRepository } from './history.repository';
import type { ShiftSummaries } from './shift-summaries';

export const ALREADY_OPEN = 'La caja ya está abierta';
export const USER_HOLDS_ONE = 'Ya tiene una caja abierta; ciérrela antes de abrir otra';
export const HANDOVER_CHANGED =
  'La última asignación de la caja cambió mientras se confirmaba la entrega; intente de nuevo';

type LastShift = Awaited<ReturnType<ShiftsRepository['lastShiftOfRegister']>>;

/** The assignment whose closer confirmed the handover is still the last, with the same password. */
const sameHandover = (seen: LastShift | undefined, now: LastShift | undefined) =>
  seen?.id === now?.id && seen?.usuario_id === now?.usuario_id && seen?.password_hash === now?.password_hash;

interface Deps {
  db: Db;
  registers: CashRegistersRepository;
  shifts: ShiftsRepository;
  history: HistoryRepository;
  summaries: ShiftSummaries;
  /** The failed-login counters the handover password counts against. */
  throttle: LoginThrottle;
  audit: AuditLog;
  /** When a shift opens and closes: business moments, like an invoice's issue time. */
  clock: Clock;
}

/** The wrong handover password, remembering whose account it was tried against. */
class HandoverRefused extends BusinessRuleError {
  constructor(readonly email: string) {
    super(WRONG_HANDOVER_PASSWORD);
  }
}

/** Assignments: opening with the handover, partial withdrawals, closing with the blind count. */
export function createShiftsService({
  db,
  registers,
  shifts,
  history,
  summaries,
  throttle,
  audit,
  clock,
}: Deps) {
  /**
   * The handover: the password of whoever closed last, or the marker on a never-used register.
   * Runs outside any transaction: argon2 takes tens of milliseconds, and on PGlite an open
   * transaction holds the only connection, so every other request would wait for the hash.
   */
  async function confirmHandover(last: LastShift | undefined, password: string) {
    if (!last) {
      if (password !== SELF_APPROVAL) throw new BusinessRuleError(WRONG_HANDOVER_PASSWORD);
      return;
    }
    // Guessing a colleague's password here counts as failed logins of that account.
    await throttle.assertAllowed(db, [accountKey(last.email)]);
    if (!(await verifyPassword(last.password_hash, password))) {
      throw new HandoverRefused(last.email);
    }
  }

  /** The register's state refused before the password is checked, as inside the transaction. */
  async function assertMayOpen(ex: Executor, actor: HotelActor, cajaId: number, lock = false) {
    const caja = await registers.find(ex, actor.hotelId, cajaId, lock);
    if (!caja) throw new NotFoundError('La caja no existe');
    if (!caja.estado) throw new BusinessRuleError('La caja está inactiva');
    if (await shifts.findOpenShiftOfRegister(ex, caja.id)) throw new ConflictError(ALREADY_OPEN);
    if (await shifts.findOpenShiftOfUser(ex, actor.userId)) throw new ConflictError(USER_HOLDS_ONE);
    return caja;
  }

  return {
    async lastAssignment(hotelId: number, cajaId: number): Promise<TLastAssignment | null> {
      if (!(await registers.find(db, hotelId, cajaId))) throw new NotFoundError('La caja no existe');
      const last = await shifts.lastShiftOfRegister(db, cajaId);
      if (!last) return null;
      const reported = (value: string | null) => (value === null ? null : normalizeMoney(value));
      return {
        fecha: (last.cerrado_at ?? last.abierto_at).toISOString(),
        usuario: last.name,
        estado: last.cerrado_at ? 'Cerrada' : 'Abierta',
        closing_balance_cash: reported(last.contado_efectivo),
        closing_balance_card: reported(last.contado_tarjetas),
        closing_balance_transfer: reported(last.contado_transferencia),
        user_name: last.email,
      };
    },

    /**
     * Opens a register for the caller. The register row is locked first, so simultaneous
     * openings queue and see each other; the unique indexes are the last word.
     */
    async open(actor: HotelActor, body: TOpenRegisterBody): Promise<void> {
      try {
        // Hash outside, re-check inside: the password is verified against the last assignment
        // read before the transaction, which then proves that assignment is still the last one.
        await assertMayOpen(db, actor, body.caja_id);
        const seen = await shifts.lastShiftOfRegister(db, body.caja_id);
        // Another opening may have committed between the check above and this read: its open
        // shift is no handover to verify a password against (that would count a failed login
        // on the colleague who just opened).
        if (seen && !seen.cerrado_at) throw new ConflictError(ALREADY_OPEN);
        await confirmHandover(seen, body.password);
        await db.transaction(async (tx) => {
          const caja = await assertMayOpen(tx, actor, body.caja_id, true);
          const last = await shifts.lastShiftOfRegister(tx, caja.id);
          if (!sameHandover(seen, last)) throw new ConflictError(HANDOVER_CHANGED);
          const values = {
            hotel_id: actor.hotelId,
            caja_id: caja.id,
            usuario_id: actor.userId,
            abierto_at: clock.now(),
            apertura_efectivo: body.efectivo,
            apertura_tarjetas: body.tarjetas,
            apertura_transferencia: body.transferencia,
            reportado_efectivo: last?.contado_efectivo ?? null,
            reportado_tarjetas: last?.contado_tarjetas ?? null,
            reportado_transferencia: last?.contado_transferencia ?? null,
            aprobado_por_id: last?.usuario_id ?? null,
            observaciones_apertura: body.observaciones || null,
          };
          const id = await shifts.insertShift(tx, values);
          await audit.record(tx, actor, {
            accion: 'abrir',
            entidad: 'caja_turnos',
            entidad_id: id,
            despues: values,
          });
        });
      } catch (error) {
        if (error instanceof HandoverRefused) {
          await throttle.recordFailure(db, accountKey(error.email), throttleLimits.account);
        }
        const constraint = pgConstraint(error);
        if (constraint === 'caja_turnos_caja_abierta_key') throw new ConflictError(ALREADY_OPEN);
        if (constraint === 'caja_turnos_usuario_abierta_key') throw new ConflictError(USER_HOLDS_ONE);
        throw error;
      }
    },

    /** Takes cash out of the caller's open register, never more than it holds. */
    async withdraw(actor: HotelActor, body: TWithdrawalBody) {
      const { id, saldo } = await db.transaction(async (tx) => {
        const shift = await shifts.lockOpenShiftOfUser(tx, actor.userId, actor.hotelId);
        if (!shift) throw new BusinessRuleError('Debe abrir una caja para hacer retiros');
        const cash = await shifts.cashNow(tx, shift);
        if (compareMoney(body.monto, cash) > 0) {
          throw new BusinessRuleError(
            `El retiro supera el efectivo disponible en la caja (${formatCop(cash)})`,
          );
        }
        const values = {
          hotel_id: actor.hotelId,
          turno_id: shift.id,
          tipo: 'retiro',
          grupo: 'efectivo',
          monto: body.monto,
          concepto: body.motivo,
        };
        const movement = await shifts.insertMovement(tx, values, (id) =>
          audit.entry(tx, actor, {
            accion: 'retiro',
            entidad: 'caja_movimientos',
            entidad_id: id,
            despues: values,
          }),
        );
        return { id: movement.id, saldo: subtractMoney(cash, body.monto) };
      });
      const { rows } = await history.withdrawals(
        db,
        { hotelId: actor.hotelId, id },
        { page: 1, per_page: 1 },
      );
      if (!rows[0]) throw new Error('El retiro registrado no aparece');
      return { ...rows[0], saldo_efectivo: saldo };
    },

    /** Closes the caller's register with the count per group; stores expected and differences. */
    async close(actor: HotelActor, body: TCloseRegisterBody): Promise<TShiftSummary> {
      const turnoId = await db.transaction(async (tx) => {
        const shift = await shifts.lockOpenShiftOfUser(tx, actor.userId, actor.hotelId);
        if (!shift) throw new BusinessRuleError('No tiene una caja abierta para cerrar');
        const totals = (await shifts.movementTotals(tx, [shift.id])).get(shift.id) ?? emptyTotals();
        const f = closingFigures(
          {
            efectivo: shift.apertura_efectivo,
            tarjetas: shift.apertura_tarjetas,
            transferencia: shift.apertura_transferencia,
          },
          totals,
          { efectivo: body.efectivo, tarjetas: body.tarjetas, transferencia: body.transferencia },
        );
        const values = {
          contado_efectivo: f.efectivo.contado,
          contado_tarjetas: f.tarjetas.contado,
          contado_transferencia: f.transferencia.contado,
          esperado_efectivo: f.efectivo.esperado,
          esperado_tarjetas: f.tarjetas.esperado,
          esperado_transferencia: f.transferencia.esperado,
          diferencia_efectivo: f.efectivo.diferencia,
          diferencia_tarjetas: f.tarjetas.diferencia,
          diferencia_transferencia: f.transferencia.diferencia,
          observaciones_cierre: body.observaciones || null,
          cerrado_at: clock.now(),
        };
        await shifts.closeShift(tx, shift.id, values);
        await audit.record(tx, actor, {
          accion: 'cerrar',
          entidad: 'caja_turnos',
          entidad_id: shift.id,
          despues: values,
        });
        return shift.id;
      });
      return summaries.one(db, actor.hotelId, turnoId);
    },
  };
}

export type ShiftsService = ReturnType<typeof createShiftsService>;
