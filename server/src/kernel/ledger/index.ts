import { createLedger } from './ledger';
import { createLedgerRepository } from './ledger.repository';

export { type EntryBase, paymentEntry } from './entries';
export type { Ledger, LedgerEntry } from './ledger';
export { priceLine } from './line-amounts';

/** The accounts' ledger: stay accounts, entries with their taxes, balances (issue 14). */
export const createLedgerService = () => createLedger({ repo: createLedgerRepository() });
