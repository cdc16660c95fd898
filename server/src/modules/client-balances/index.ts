import type { FastifyInstance } from 'fastify';
import type { AuditLog } from '../../lib/audit';
import type { ModuleDeps } from '../deps';
import { createBalances } from './balances';
import { createClientBalancesRepository } from './client-balances.repository';
import { registerClientBalancesRoutes } from './client-balances.routes';
import { createClientBalancesService } from './client-balances.service';

export type { BalanceChange, Balances } from './balances';

/** The shared balances in favour (ModuleDeps.balances), built once in buildApp. */
export const createBalancesService = ({ audit }: { audit: AuditLog }) =>
  createBalances({ repo: createClientBalancesRepository(), audit });

/** Clients' balances in favour: the list, one client's balance, the refund through a register. */
export function register(api: FastifyInstance, { db, balances, payments }: ModuleDeps): void {
  registerClientBalancesRoutes(
    api,
    createClientBalancesService({ db, repo: createClientBalancesRepository(), balances, payments }),
  );
}
