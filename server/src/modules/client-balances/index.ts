import type { FastifyInstance } from 'fastify';
import type { Kernel } from '../../kernel';
import { createClientBalancesRepository } from '../../kernel/balances/client-balances.repository';
import { registerClientBalancesRoutes } from './client-balances.routes';
import { createClientBalancesService } from './client-balances.service';

/** What buildApp hands this module: the kernel services it names, and nothing more. */
export type ClientBalancesDeps = Pick<Kernel, 'db' | 'balances' | 'payments'>;

/** Clients' balances in favour: the list, one client's balance, the refund through a register. */
export function register(api: FastifyInstance, { db, balances, payments }: ClientBalancesDeps): void {
  registerClientBalancesRoutes(
    api,
    createClientBalancesService({ db, repo: createClientBalancesRepository(), balances, payments }),
  );
}
