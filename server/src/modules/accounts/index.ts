import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { AuditLog } from '../../lib/audit';
import type { PaymentsService } from '../cash-registers/payments.service';
import type { StockService } from '../inventory/stock.service';
import type { NightPosting } from '../rooms/night-posting';
import { createAccountActions } from './account-actions.service';
import { createAccountDiscount } from './account-discount.service';
import { createAccountsRepository } from './accounts.repository';
import { registerAccountsRoutes } from './accounts.routes';
import { createAccountsService } from './accounts.service';
import type { Ledger } from './ledger';
import { createLedger } from './ledger';
import { createLedgerRepository } from './ledger.repository';
import { createRoomCharges } from './room-charges.service';

export { type EntryBase, paymentEntry } from './entries';
export type { Ledger, LedgerEntry } from './ledger';
export { priceLine } from './line-amounts';

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
