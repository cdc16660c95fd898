import type { Tx } from '../../db/client';
import type { AuditLog } from '../../lib/audit';
import type { HotelActor } from '../../lib/caller';
import { BusinessRuleError } from '../../lib/errors';
import { addMoney, compareMoney, formatCop, normalizeMoney, subtractMoney } from '../../lib/money';
import type { ClientBalancesRepository } from './client-balances.repository';

/** Why a balance in favour moves, with the document that moved it. */
export type BalanceChange =
  | { tipo: 'nota_credito'; monto: string; concepto: string; notaCreditoId: number }
  | { tipo: 'devolucion'; monto: string; concepto: string; cajaMovimientoId: number };

/**
 * Clients' balances in favour (saldo a favor), changed inside the caller's transaction: the row of
 * the client and hotel is locked first (so two changes serialize and the balance read holds to the
 * commit), the movement and the new balance are written together and audited. Never below zero:
 * the service refuses it and the database checks it. Built once in buildApp
 * (`balances`, built once in buildApp): credit notes add to it, refunds take from it, and the receivables
 * module (anticipos) will use the same calls.
 */
export function createBalances({ repo, audit }: { repo: ClientBalancesRepository; audit: AuditLog }) {
  return {
    /** Applies `change` to the client's balance; answers the balance after it. */
    async apply(tx: Tx, actor: HotelActor, clienteId: number, change: BalanceChange): Promise<string> {
      const row = await repo.lock(tx, actor.hotelId, clienteId);
      const monto = normalizeMoney(change.monto);
      if (compareMoney(monto, '0') <= 0) throw new BusinessRuleError('El valor debe ser mayor que cero');
      const giving = change.tipo === 'devolucion';
      if (giving && compareMoney(monto, row.saldo) > 0) {
        throw new BusinessRuleError(
          `El valor supera el saldo a favor del cliente (${formatCop(row.saldo)})`,
          { monto: [`Máximo ${formatCop(row.saldo)}`] },
        );
      }
      const saldo = giving ? subtractMoney(row.saldo, monto) : addMoney(row.saldo, monto);
      const signed = giving ? subtractMoney('0', monto) : monto;
      await repo.move(tx, {
        hotel_id: actor.hotelId,
        saldo_favor_id: row.id,
        tipo: change.tipo,
        monto: signed,
        saldo,
        concepto: change.concepto.slice(0, 300),
        nota_credito_id: change.tipo === 'nota_credito' ? change.notaCreditoId : null,
        caja_movimiento_id: change.tipo === 'devolucion' ? change.cajaMovimientoId : null,
        created_by: actor.userId,
      });
      await audit.record(tx, actor, {
        accion: giving ? 'devolver_saldo' : 'saldo_a_favor',
        entidad: 'saldos_favor',
        entidad_id: row.id,
        antes: { cliente_id: clienteId, saldo: normalizeMoney(row.saldo) },
        despues: {
          cliente_id: clienteId,
          saldo,
          monto: signed,
          concepto: change.concepto,
          ...(change.tipo === 'nota_credito'
            ? { nota_credito_id: change.notaCreditoId }
            : { caja_movimiento_id: change.cajaMovimientoId }),
        },
      });
      return saldo;
    },
  };
}

export type Balances = ReturnType<typeof createBalances>;
