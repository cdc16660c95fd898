import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Balances } from '../../kernel/balances/balances';
import { createBalances } from '../../kernel/balances/balances';
import { createClientBalancesRepository } from '../../kernel/balances/client-balances.repository';
import type { PaymentsService } from '../../kernel/payments/payments.service';
import type { AuditLog } from '../../lib/audit';
import { registerClientBalancesRoutes } from './client-balances.routes';
import { createClientBalancesService } from './client-balances.service';

export type { BalanceChange, Balances } from '../../kernel/balances/balances';

/** The shared balances in favour (`InvoicesDeps.balances`), built once in buildApp. */
export const createBalancesService = ({ audit }: { audit: AuditLog }) =>
  createBalances({ repo: createClientBalancesRepository(), audit });

/** The shared services buildApp hands this module (and nothing more). */
export interface ClientBalancesDeps {
  db: Db;
  balances: Balances;
  payments: PaymentsService;
}

/** Clients' balances in favour: the list, one client's balance, the refund through a register. */
export function register(api: FastifyInstance, { db, balances, payments }: ClientBalancesDeps): void {
  registerClientBalancesRoutes(
    api,
    createClientBalancesService({ db, repo: createClientBalancesRepository(), balances, payments }),
  );
}
