import type { FastifyInstance } from 'fastify';
import type { Kernel } from '../../kernel';
import { createAccountActions } from './account-actions.service';
import { createAccountDiscount } from './account-discount.service';
import { createAccountsRepository } from './accounts.repository';
import { registerAccountsRoutes } from './accounts.routes';
import { createAccountsService } from './accounts.service';
import { createRoomCharges } from './room-charges.service';

/** What buildApp hands this module: the kernel services it names, and nothing more. */
export type AccountsDeps = Pick<Kernel, 'db' | 'audit' | 'ledger' | 'payments' | 'stock' | 'nights'>;

/** Guest accounts: the account screen, payments, discounts, reversals, moves and room charges. */
export function register(
  api: FastifyInstance,
  { db, audit, ledger, payments, stock, nights }: AccountsDeps,
): void {
  const repo = createAccountsRepository();
  registerAccountsRoutes(api, {
    accounts: createAccountsService({ db, repo, ledger, audit, pendingNights: nights.pending }),
    actions: createAccountActions({ db, repo, ledger, payments, stock, audit }),
    discounts: createAccountDiscount({ db, repo, ledger, audit }),
    charges: createRoomCharges({ db, repo, ledger, stock, audit }),
  });
}
