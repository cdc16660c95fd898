import type { Tx } from '../../db/client';
import type { AuditLog } from '../../lib/audit';
import type { HotelActor } from '../../lib/caller';
import { BusinessRuleError } from '../../lib/errors';
import { addMoney, compareMoney, formatCop, normalizeMoney, subtractMoney } from '../../lib/money';
import type { ClientBalancesRepository } from './client-balances.repository';

/** Why a balance in favour moves, with the document that moved it. */
export type BalanceChange =
  | { tipo: 'nota_credito'; monto: string; concepto: string; notaCreditoId: number }
  | { tipo: 'devolucion'; monto: string; concepto: string; cajaMovimientoId: number }
  /** A payment's excess kept as the client's advance, and its annulment taking it back. */
  | { tipo: 'anticipo' | 'anticipo_anulado'; monto: string; concepto: string; abonoId: number }
  /**
   * The balance paying credit invoices (a payment) or an invoice's settlement, with the account's
   * payment entry it made; and a payment's annulment giving it back, with that entry's reversal.
   */
  | {
      tipo: 'uso' | 'uso_anulado';
      monto: string;
      concepto: string;
      cuentaMovimientoId: number;
      abonoId?: number;
      facturaId?: number;
    };

/** The kinds that take from the balance (never below zero). */
const TAKING = new Set<BalanceChange['tipo']>(['devolucion', 'uso', 'anticipo_anulado']);

/** The documents a change names, as the movement's columns. */
function documents(change: BalanceChange) {
  return {
    nota_credito_id: change.tipo === 'nota_credito' ? change.notaCreditoId : null,
    caja_movimiento_id: change.tipo === 'devolucion' ? change.cajaMovimientoId : null,
    abono_id: 'abonoId' in change ? (change.abonoId ?? null) : null,
    factura_id: 'facturaId' in change ? (change.facturaId ?? null) : null,
    cuenta_movimiento_id: 'cuentaMovimientoId' in change ? change.cuentaMovimientoId : null,
  };
}

/** The refusal of a change above the balance: an advance already used says so. */
function aboveBalance(change: BalanceChange, saldo: string) {
  if (change.tipo === 'anticipo_anulado') {
    return new BusinessRuleError(
      `El anticipo de este abono ya se usó: el saldo a favor del cliente es ${formatCop(saldo)} y el anticipo ${formatCop(change.monto)}. Anule primero lo que lo usó`,
    );
  }
  const field = change.tipo === 'uso' ? 'saldo_favor' : 'monto';
  return new BusinessRuleError(`El valor supera el saldo a favor del cliente (${formatCop(saldo)})`, {
    [field]: [`Máximo ${formatCop(saldo)}`],
  });
}

/**
 * Clients' balances in favour (saldo a favor), changed inside the caller's transaction: the row of
 * the client and hotel is locked first (so two changes serialize and the balance read holds to the
 * commit), the movement and the new balance are written together and audited. Never below zero:
 * the service refuses it and the database checks it. Built once in buildApp (`balances`): credit
 * notes add to it, refunds take from it, the receivables module keeps payments' advances in it and
 * uses it to pay credit invoices, and an invoice's settlement may pay with it.
 */
export function createBalances({ repo, audit }: { repo: ClientBalancesRepository; audit: AuditLog }) {
  return {
    /** The client's balance in favour at the hotel now (zero when it never had one), unlocked. */
    balanceOf: (tx: Tx, hotelId: number, clienteId: number) => repo.balanceOf(tx, hotelId, clienteId),

    /** Applies `change` to the client's balance; answers the balance after it. */
    async apply(tx: Tx, actor: HotelActor, clienteId: number, change: BalanceChange): Promise<string> {
      const row = await repo.lock(tx, actor.hotelId, clienteId);
      const monto = normalizeMoney(change.monto);
      if (compareMoney(monto, '0') <= 0) throw new BusinessRuleError('El valor debe ser mayor que cero');
      const giving = TAKING.has(change.tipo);
      if (giving && compareMoney(monto, row.saldo) > 0) throw aboveBalance(change, row.saldo);
      const saldo = giving ? subtractMoney(row.saldo, monto) : addMoney(row.saldo, monto);
      const signed = giving ? subtractMoney('0', monto) : monto;
      const docs = documents(change);
      await repo.move(tx, {
        hotel_id: actor.hotelId,
        saldo_favor_id: row.id,
        tipo: change.tipo,
        monto: signed,
        saldo,
        concepto: change.concepto.slice(0, 300),
        ...docs,
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
          tipo: change.tipo,
          concepto: change.concepto,
          ...Object.fromEntries(Object.entries(docs).filter(([, v]) => v !== null)),
        },
      });
      return saldo;
    },
  };
}

export type Balances = ReturnType<typeof createBalances>;
