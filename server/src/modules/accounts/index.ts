import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../deps';
import { createAccountActions } from './account-actions.service';
import { createAccountDiscount } from './account-discount.service';
import { createAccountsRepository } from './accounts.repository';
import { registerAccountsRoutes } from './accounts.routes';
import { createAccountsService } from './accounts.service';
import { createLedger } from './ledger';
import { createLedgerRepository } from './ledger.repository';
import { createRoomCharges } from './room-charges.service';

export { type EntryBase, paymentEntry } from './entries';
export type { Ledger, LedgerEntry } from './ledger';
export { priceLine } from './line-amounts';

/** The shared ledger (ModuleDeps.ledger): built once in buildApp. */
export function createLedgerService() {
  return createLedger({ repo: createLedgerRepository() });
}

/** Guest accounts: the account screen, payments, discounts, reversals, moves and room charges. */
export function register(
  api: FastifyInstance,
  { db, audit, ledger, payments, stock, nights }: ModuleDeps,
): void {
  const repo = createAccountsRepository();
  registerAccountsRoutes(api, {
    accounts: createAccountsService({ db, repo, ledger, audit, pendingNights: nights.pending }),
    actions: createAccountActions({ db, repo, ledger, payments, stock, audit }),
    discounts: createAccountDiscount({ db, repo, ledger, audit }),
    charges: createRoomCharges({ db, repo, ledger, stock, audit }),
  });
}
