import type { TAccountPaymentBody, TAccountReversalBody, TAccountTransferBody } from '@posada/contracts';
import type { Db, Tx } from '../../db/client';
import type { ActionEntry } from '../../kernel/ledger/entries';
import { amountsOf, type EntryBase, moveOf, paymentEntry, reversalOf } from '../../kernel/ledger/entries';
import type { Ledger } from '../../kernel/ledger/ledger';
import { type LineAmounts, LineError, partOf } from '../../kernel/ledger/line-amounts';
import type { PaymentsService } from '../../kernel/payments/payments.service';
import type { StockService } from '../../kernel/stock/stock.service';
import { inWork, type UnitOfWork } from '../../kernel/unit-of-work';
import type { AuditLog } from '../../lib/audit';
import type { HotelActor } from '../../lib/caller';
import { pgConstraint } from '../../lib/db-errors';
import { BusinessRuleError, ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { addMoney, compareMoney, formatCop, normalizeMoney } from '../../lib/money';
import type { AccountsRepository } from './accounts.repository';

interface Deps {
  db: Db;
  repo: AccountsRepository;
  ledger: Ledger;
  payments: PaymentsService;
  stock: StockService;
  audit: AuditLog;
}

const KEY_REUSED = 'La clave de idempotencia ya se usó para otro movimiento';
const INVALID = 'Los datos enviados no son válidos';
const DISCOUNTED = 'El cargo tiene un descuento: reverse primero el descuento';
const REVERSED = 'El movimiento ya fue reversado';

/** The line left of a charge after parts were moved out: each amount and tax less what left. */
function remainingOf(line: LineAmounts, outs: LineAmounts[]): LineAmounts {
  const sum = (pick: (l: LineAmounts) => string) => addMoney(pick(line), ...outs.map(pick));
  return {
    valor: sum((l) => l.valor),
    impuesto: sum((l) => l.impuesto),
    total: sum((l) => l.total),
    impuestos: line.impuestos.map((t, i) => ({
      ...t,
      base: addMoney(t.base, ...outs.map((o) => o.impuestos[i]?.base ?? '0')),
      valor: addMoney(t.valor, ...outs.map((o) => o.impuestos[i]?.valor ?? '0')),
    })),
  };
}

/** Payments, reversals and moves of entries (cuentaPago, cuentaReversar, cuentaTrasladar). */
export function createAccountActions({ db, repo, ledger, payments, stock, audit }: Deps) {
  const baseOf = (actor: HotelActor, cuentaId: number): EntryBase => ({
    hotel_id: actor.hotelId,
    cuenta_id: cuentaId,
    created_by: actor.userId,
  });

  /** Locks an account of the hotel and answers it open, or refuses. */
  async function lockOpen(work: UnitOfWork, hotelId: number, id: number, closed: string) {
    const account = await ledger.lockAccount(work, hotelId, id);
    if (!account) throw new NotFoundError('La cuenta no existe');
    if (account.estado !== 'abierta') throw new BusinessRuleError(closed);
    return account;
  }

  async function answer(work: UnitOfWork, cuentaId: number, ids: number[], message: string) {
    const { saldo } = await ledger.totals(work, cuentaId);
    return { message, data: { cuenta_id: cuentaId, movimientos: ids, saldo } };
  }

  async function entry(tx: Tx, hotelId: number, id: number) {
    const [found] = await repo.entriesForAction(tx, hotelId, [id]);
    if (!found) throw new NotFoundError('El movimiento no existe');
    return found;
  }

  /**
   * Refuses the reversal of an entry that cannot be reversed. An entry reversed already is a
   * double action (409), however the attempt learns it — read first, after waiting for a twin,
   * or from the unique constraint; every other reason is a rule of the ledger (422).
   */
  function refuseReversal(e: ActionEntry): void {
    if (e.reversado_por !== null) throw new ConflictError(REVERSED);
    const refusal = reversalRefusal(e);
    if (refusal) throw new BusinessRuleError(refusal);
  }

  /** Why an entry not yet reversed cannot be, if it cannot. */
  function reversalRefusal(e: ActionEntry): string | null {
    if (e.reversa_de !== null) return 'Un reverso no se puede reversar';
    if (e.traslado === 'salida') {
      return 'Un traslado se corrige en la cuenta de destino: reverse o traslade de vuelta el cargo allí';
    }
    if (compareMoney(e.restante, e.total) !== 0) {
      return 'Parte del cargo se trasladó a otra cuenta: reverse allí lo trasladado o traslade lo que queda';
    }
    if (e.tipo === 'pago' && compareMoney(e.total, '0') <= 0) {
      return 'Una devolución no se reversa: registre un nuevo pago';
    }
    if (compareMoney(e.descontado, '0') > 0) return DISCOUNTED;
    // Check-out makes a stay's night charges match the nights stayed: a night reversed by hand
    // would be charged again there.
    if (e.alojamiento && e.fecha !== null && e.traslado === null) {
      return 'Las noches de la estadía se ajustan al desocuparla: no se reversan a mano (puede trasladarlas a otra cuenta)';
    }
    return null;
  }

  /** Why a charge cannot be moved, if it cannot. */
  function moveRefusal(e: ActionEntry): string | null {
    if (e.tipo !== 'cargo') return 'Solo se trasladan cargos';
    if (e.reversa_de !== null || e.traslado === 'salida') return 'Un reverso o un traslado no se traslada';
    if (e.reversado_por !== null) return 'El cargo fue reversado';
    if (compareMoney(e.restante, '0') <= 0) return 'El cargo ya se trasladó por completo';
    if (compareMoney(e.descontado, '0') > 0) return DISCOUNTED;
    return null;
  }

  return {
    /**
     * A payment into the caller's open register, credited to the account. Above the balance only
     * as an explicit advance. A retried key answers the entry it created, and records nothing.
     */
    pay: (actor: HotelActor, key: string, body: TAccountPaymentBody) =>
      inWork(db, actor.hotelId, async (work) => {
        const { tx } = work;
        if (!(await repo.accountExists(tx, actor.hotelId, body.cuenta_id))) {
          throw new NotFoundError('La cuenta no existe');
        }
        // The register first, then the account: the order check-out takes them in.
        const paid = await payments.recordPayment(work, {
          actor,
          forma_pago_id: body.forma_pago_id,
          monto: body.monto,
          tipo: 'pago',
          concepto: `Pago cuenta ${body.cuenta_id}`,
          referencia: body.referencia ?? null,
          idempotencyKey: `cuenta-pago:${key}`,
        });
        if (paid.repetido) {
          const first = await repo.entryOfRegisterMovement(tx, paid.id);
          if (first?.cuenta_id !== body.cuenta_id) throw new ConflictError(KEY_REUSED);
          return answer(work, body.cuenta_id, [first.id], 'Pago ya registrado');
        }
        await lockOpen(work, actor.hotelId, body.cuenta_id, 'La cuenta está cerrada: no recibe pagos');
        const { saldo } = await ledger.totals(work, body.cuenta_id);
        if (!body.anticipo && compareMoney(paid.monto, saldo) > 0) {
          const text =
            compareMoney(saldo, '0') > 0
              ? `El pago supera el saldo de la cuenta (${formatCop(saldo)}): márquelo como anticipo si es un pago por adelantado`
              : 'La cuenta no tiene saldo pendiente: márquelo como anticipo si es un pago por adelantado';
          throw new BusinessRuleError(text, { monto: [text] });
        }
        const concepto = body.anticipo ? 'Anticipo' : 'Pago';
        const [id = 0] = await ledger.post(work, [
          paymentEntry(baseOf(actor, body.cuenta_id), concepto, paid),
        ]);
        await audit.record(tx, actor, {
          accion: 'pago',
          entidad: 'cuentas',
          entidad_id: body.cuenta_id,
          despues: {
            movimiento_id: id,
            forma_pago_id: body.forma_pago_id,
            monto: paid.monto,
            anticipo: body.anticipo,
          },
        });
        return answer(work, body.cuenta_id, [id], `Pago de ${formatCop(paid.monto)} registrado`);
      }),

    /**
     * The reversal of an entry, with its reason, once: a charge's stock comes back to its
     * warehouse, a payment goes back to the guest through the caller's register (a refund).
     */
    reverse: (actor: HotelActor, body: TAccountReversalBody) =>
      inWork(db, actor.hotelId, async (work) => {
        const { tx } = work;
        // Twins of this reversal wait here: the one behind reads the entry reversed (409), rather
        // than going on to a refund the register may no longer cover.
        await repo.queueReversal(tx, body.movimiento_id);
        const first = await entry(tx, actor.hotelId, body.movimiento_id);
        refuseReversal(first);
        if (first.cuenta_estado !== 'abierta') {
          throw new BusinessRuleError('La cuenta está cerrada: no admite reversiones');
        }
        const base = baseOf(actor, first.cuenta_id);
        // A payment goes back through the register before the account is locked (check-out's order).
        const refund =
          first.tipo === 'pago'
            ? await payments.recordPayment(work, {
                actor,
                forma_pago_id: first.forma_pago_id ?? 0,
                monto: normalizeMoney(first.total),
                tipo: 'devolucion',
                concepto: `Reverso pago cuenta ${first.cuenta_id}`,
              })
            : null;
        await lockOpen(work, actor.hotelId, first.cuenta_id, 'La cuenta está cerrada: no admite reversiones');
        // A move or a discount of the entry may have committed meanwhile.
        const e = await entry(tx, actor.hotelId, body.movimiento_id);
        refuseReversal(e);
        let reversal: ReturnType<typeof reversalOf>;
        if (refund) {
          reversal = {
            ...paymentEntry(base, `Reverso: ${e.concepto}`.slice(0, 200), refund),
            reversa_de: e.id,
            motivo: body.motivo,
          };
        } else {
          const taxes = (await ledger.taxesOf(tx, [e.id])).get(e.id) ?? [];
          reversal = reversalOf(base, e, amountsOf(e, taxes), body.motivo);
          await returnStock(work, actor, e);
        }
        let id: number;
        try {
          // The savepoint shares the work: the account stays locked by the transaction.
          [id = 0] = await tx.transaction((savepoint) => ledger.post({ ...work, tx: savepoint }, [reversal]));
        } catch (error) {
          if (pgConstraint(error) === 'cuenta_movimientos_reversa_key') {
            throw new ConflictError(REVERSED);
          }
          throw error;
        }
        await audit.record(tx, actor, {
          accion: 'reversar',
          entidad: 'cuentas',
          entidad_id: e.cuenta_id,
          antes: { movimiento_id: e.id, tipo: e.tipo, total: e.total },
          despues: { movimiento_id: id, motivo: body.motivo },
        });
        return answer(work, e.cuenta_id, [id], 'Movimiento reversado');
      }),

    /**
     * Moves charges to another open account: whole (what is left of each), or one charge split by
     * amount. Each move is a pair of entries, so both balances stay exact and the move traceable.
     */
    transfer: (actor: HotelActor, body: TAccountTransferBody) =>
      inWork(db, actor.hotelId, async (work) => {
        const { tx } = work;
        const ids = [...new Set(body.movimiento_ids ?? [body.movimiento_id ?? 0])];
        const field = body.movimiento_ids ? 'movimiento_ids' : 'movimiento_id';
        const found = await repo.entriesForAction(tx, actor.hotelId, ids);
        if (found.length !== ids.length) throw new NotFoundError('Algún movimiento no existe');
        const sourceId = found[0]?.cuenta_id ?? 0;
        if (found.some((e) => e.cuenta_id !== sourceId)) {
          throw new ValidationError(INVALID, { [field]: ['Los movimientos deben ser de una misma cuenta'] });
        }
        if (sourceId === body.cuenta_destino_id) {
          const text = 'La cuenta de destino es la misma de los movimientos';
          throw new ValidationError(INVALID, { cuenta_destino_id: [text] });
        }
        // Both accounts locked, in id order (every writer takes them in that order).
        for (const id of [sourceId, body.cuenta_destino_id].sort((a, b) => a - b)) {
          const isTarget = id === body.cuenta_destino_id;
          const account = await ledger.lockAccount(work, actor.hotelId, id);
          if (!account)
            throw new NotFoundError(isTarget ? 'La cuenta de destino no existe' : 'La cuenta no existe');
          if (account.estado !== 'abierta') {
            throw new BusinessRuleError(
              isTarget
                ? 'La cuenta de destino está cerrada: no recibe traslados'
                : 'La cuenta de los movimientos está cerrada',
            );
          }
        }
        const entries = await repo.entriesForAction(tx, actor.hotelId, ids);
        const taxes = await ledger.taxesOf(
          tx,
          entries.map((e) => e.id),
        );
        for (const e of entries) {
          const refusal = moveRefusal(e);
          if (refusal) throw new BusinessRuleError(`Movimiento ${e.id}: ${refusal}`);
        }
        const outs = await repo.movedOut(tx, ids);
        const outTaxes = await ledger.taxesOf(
          tx,
          outs.map((o) => o.id),
        );
        const stockLines = await ledger.stockOf(tx, ids);
        const source = baseOf(actor, sourceId);
        const target = baseOf(actor, body.cuenta_destino_id);
        const moves: (ReturnType<typeof moveOf> & { whole: boolean })[] = [];
        for (const e of entries) {
          const line = amountsOf(e, taxes.get(e.id) ?? []);
          const left = remainingOf(
            line,
            outs
              .filter((o) => o.trasladado_de === e.id)
              .map((o) =>
                amountsOf({ ...o, total: addMoney(o.valor, o.impuesto) }, outTaxes.get(o.id) ?? []),
              ),
          );
          let amounts = left;
          if (body.monto != null && compareMoney(body.monto, left.total) !== 0) {
            if (compareMoney(body.monto, left.total) > 0) {
              const text = `El valor supera lo que queda del cargo (${formatCop(left.total)})`;
              throw new BusinessRuleError(text, { monto: [text] });
            }
            try {
              amounts = partOf(line, body.monto);
            } catch (error) {
              if (error instanceof LineError) throw new ValidationError(INVALID, { monto: [error.message] });
              throw error;
            }
          }
          const whole = compareMoney(amounts.total, e.total) === 0;
          moves.push({
            ...moveOf(e, amounts, { source, target, whole, motivo: body.motivo ?? null }),
            whole,
          });
        }
        const outIds = await ledger.post(
          work,
          moves.map((m) => m.out),
        );
        // A whole charge takes its stock record along: its reversal there puts the stock back.
        const inIds = await ledger.post(
          work,
          moves.map((m, i) => {
            const into = m.into(outIds[i] ?? 0);
            const movedId = entries[i]?.id;
            if (!m.whole) return into;
            const existencias = stockLines
              .filter((l) => l.movimiento_id === movedId)
              .map(({ movimiento_id: _, ...l }) => l);
            return { ...into, existencias };
          }),
        );
        await audit.record(tx, actor, {
          accion: 'trasladar',
          entidad: 'cuentas',
          entidad_id: sourceId,
          despues: {
            cuenta_destino_id: body.cuenta_destino_id,
            movimientos: entries.map((e, i) => ({ de: e.id, salida: outIds[i], entrada: inIds[i] })),
            monto: body.monto ?? null,
            motivo: body.motivo ?? null,
          },
        });
        return answer(
          work,
          sourceId,
          [...outIds, ...inIds],
          `Cargos trasladados a la cuenta ${body.cuenta_destino_id}`,
        );
      }),
  };

  /** Puts back what a charge took from the shelves, per warehouse, at the cost it left with. */
  async function returnStock(work: UnitOfWork, actor: HotelActor, e: ActionEntry) {
    const lines = await ledger.stockOf(work.tx, [e.id]);
    for (const warehouseId of new Set(lines.map((l) => l.bodega_id))) {
      await stock.returnStock(work, {
        actor,
        warehouseId,
        lines: lines.filter((l) => l.bodega_id === warehouseId),
        document: { documento: `Reverso cuenta ${e.cuenta_id}` },
      });
    }
  }
}

export type AccountActions = ReturnType<typeof createAccountActions>;
