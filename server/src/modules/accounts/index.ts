import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Ledger } from '../../kernel/ledger/ledger';
import { createLedger } from '../../kernel/ledger/ledger';
import { createLedgerRepository } from '../../kernel/ledger/ledger.repository';
import type { NightPosting } from '../../kernel/nights/night-posting';
import type { PaymentsService } from '../../kernel/payments/payments.service';
import type { StockService } from '../../kernel/stock/stock.service';
import type { AuditLog } from '../../lib/audit';
import { createAccountActions } from './account-actions.service';
import { createAccountDiscount } from './account-discount.service';
import { createAccountsRepository } from './accounts.repository';
import { registerAccountsRoutes } from './accounts.routes';
import { createAccountsService } from './accounts.service';
import { createRoomCharges } from './room-charges.service';

export { type EntryBase, paymentEntry } from '../../kernel/ledger/entries';
export type { Ledger, LedgerEntry } from '../../kernel/ledger/ledger';
export { priceLine } from '../../kernel/ledger/line-amounts';

/** The shared ledger (`AccountsDeps.ledger` and others): built once in buildApp. */
export function createLedgerService() {
  return createLedger({ repo: createLedgerRepository() });
}

/** The shared services buildApp hands this module (and nothing more). */
export interface AccountsDeps {
  db: Db;
  audit: AuditLog;
  ledger: Ledger;
  payments: PaymentsService;
  stock: StockService;
  nights: NightPosting;
}

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
