import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../deps';
import { createLedger } from './ledger';
import { createLedgerRepository } from './ledger.repository';

export type { Ledger, LedgerEntry } from './ledger';
export { type LineAmounts, type LineTax, negated, partOf, priceLine, type TaxRate } from './line-amounts';

/** The shared ledger (ModuleDeps.ledger): built once in buildApp. */
export function createLedgerService() {
  return createLedger({ repo: createLedgerRepository() });
}

/** Guest accounts: the account screen, payments, reversals, moves and room charges. */
export function register(_api: FastifyInstance, _deps: ModuleDeps): void {}
