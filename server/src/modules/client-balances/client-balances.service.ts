import type { TClientBalance, TClientBalanceRefundBody } from '@posada/contracts';
import type { Db } from '../../db/client';
import type { Balances } from '../../kernel/balances/balances';
import type { ClientBalancesRepository } from '../../kernel/balances/client-balances.repository';
import type { PaymentsService } from '../../kernel/payments/payments.service';
import type { HotelActor } from '../../lib/caller';
import { NotFoundError } from '../../lib/errors';
import { normalizeMoney } from '../../lib/money';

interface Deps {
  db: Db;
  repo: ClientBalancesRepository;
  balances: Balances;
  payments: PaymentsService;
}

/** The balances in favour on screen: the list, one client's, and the refund through a register. */
export function createClientBalancesService({ db, repo, balances, payments }: Deps) {
  async function find(hotelId: number, clienteId: number): Promise<TClientBalance> {
    const found = await repo.find(db, hotelId, clienteId);
    if (!found) throw new NotFoundError('El cliente no existe');
    return found;
  }

  return {
    list: (hotelId: number, q: { page: number; per_page: number; search?: string }) =>
      repo.list(db, hotelId, q),

    find,

    /**
     * Gives back (part of) a client's balance in favour through the caller's open register: the
     * money leaves the register's group of the chosen method, the balance goes down by as much —
     * one transaction, once per idempotency key (a retry answers without a second refund).
     */
    async refund(actor: HotelActor, key: string | undefined, body: TClientBalanceRefundBody) {
      const client = await find(actor.hotelId, body.cliente_id);
      await db.transaction(async (tx) => {
        // The register first (its lock, then the balance's: the order every refund takes).
        const paid = await payments.recordPayment(tx, {
          actor,
          forma_pago_id: body.forma_pago_id,
          monto: body.monto,
          tipo: 'devolucion',
          concepto: `Devolución de saldo a favor: ${client.nombre} (${client.documento})`,
          referencia: body.motivo,
          idempotencyKey: key ?? null,
        });
        if (paid.repetido) return;
        await balances.apply(tx, actor, client.cliente_id, {
          tipo: 'devolucion',
          monto: paid.monto,
          concepto: body.motivo ?? 'Devolución por caja',
          cajaMovimientoId: paid.id,
        });
      });
      return { ...(await find(actor.hotelId, body.cliente_id)), devuelto: normalizeMoney(body.monto) };
    },
  };
}

export type ClientBalancesService = ReturnType<typeof createClientBalancesService>;
