import type { AuditLog } from '../../lib/audit';
import { createBalances } from './balances';
import { createClientBalancesRepository } from './client-balances.repository';

export type { Balances } from './balances';

/** Clients' balances in favour (saldo a favor): credit notes add, refunds take (issue 32). */
export const createBalancesService = ({ audit }: { audit: AuditLog }) =>
  createBalances({ repo: createClientBalancesRepository(), audit });
