import type { Tx } from '../../db/client';
import type { AuditLog } from '../../lib/audit';
import type { HotelActor } from '../../lib/caller';
import { BusinessRuleError, NotFoundError } from '../../lib/errors';
import { compareMoney, formatCop, normalizeMoney, subtractMoney } from '../../lib/money';
import type { ReceivablesRepository } from './receivables.repository';

/** A credit sale the client's credit does not allow: said with the amount still available. */
export class CreditLimitError extends BusinessRuleError {}

export interface ClientCredit {
  plazo_dias: number;
  /** What the client owes on its credit invoices before this sale. */
  saldo: string;
}

/**
 * The client's credit, for every sale on credit (the check-out and facturaCrear through the
 * invoicing, the point of sale later): the limit check and its logged override.
 */
export function createReceivables({ repo, audit }: { repo: ReceivablesRepository; audit: AuditLog }) {
  /**
   * Refuses a sale on credit of `amount` to a client without approved credit, or above what its
   * limit leaves available (null limit: no limit). Locks the client's row to the caller's commit.
   */
  async function checkCreditLimit(tx: Tx, hotelId: number, clientId: number, amount: string) {
    const credit = await repo.credit(tx, hotelId, clientId, true);
    if (!credit) throw new NotFoundError('El cliente no existe');
    if (!credit.credito_aprobado) {
      throw new CreditLimitError('El cliente no tiene crédito aprobado: apruébelo en Clientes');
    }
    if (credit.limite_credito !== null) {
      const left = subtractMoney(credit.limite_credito, credit.saldo);
      const disponible = compareMoney(left, '0') > 0 ? left : '0.00';
      if (compareMoney(amount, disponible) > 0) {
        throw new CreditLimitError(
          `El crédito supera el cupo del cliente: disponible ${formatCop(disponible)} de ${formatCop(credit.limite_credito)}, la venta es de ${formatCop(amount)}`,
        );
      }
    }
    return { plazo_dias: credit.plazo_dias, saldo: normalizeMoney(credit.saldo) };
  }

  return {
    checkCreditLimit,

    /**
     * `checkCreditLimit`, where a caller holding facturas.sobrecupo goes on anyway: the override
     * is written to the audit log with the refusal it overrode.
     */
    async allowCredit(
      tx: Tx,
      actor: HotelActor,
      clientId: number,
      amount: string,
      mayOverride: boolean,
    ): Promise<ClientCredit> {
      try {
        return await checkCreditLimit(tx, actor.hotelId, clientId, amount);
      } catch (error) {
        if (!(error instanceof CreditLimitError) || !mayOverride) throw error;
        const credit = await repo.credit(tx, actor.hotelId, clientId, false);
        await audit.record(tx, actor, {
          accion: 'sobrecupo',
          entidad: 'clientes',
          entidad_id: clientId,
          despues: { monto: amount, motivo: error.message },
        });
        return { plazo_dias: credit?.plazo_dias ?? 0, saldo: normalizeMoney(credit?.saldo ?? '0') };
      }
    },
  };
}

export type Receivables = ReturnType<typeof createReceivables>;
