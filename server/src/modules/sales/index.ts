import type { FastifyInstance } from 'fastify';
import type { Kernel } from '../../kernel';
import { createOutletsRepository } from './outlets.repository';
import { createOutletsService } from './outlets.service';
import { createSalesRepository } from './sales.repository';
import { registerSalesRoutes } from './sales.routes';
import { createSalesService } from './sales.service';
import { createTipsRepository } from './tips.repository';

/** What buildApp hands this module: the kernel services it names, and nothing more. */
export type SalesDeps = Pick<
  Kernel,
  'db' | 'audit' | 'calendar' | 'ledger' | 'numbers' | 'payments' | 'stock' | 'invoicing' | 'creditNotes'
>;

/** The point of sale (issue 31): outlets and sales. */
export function register(api: FastifyInstance, deps: SalesDeps): void {
  const { db, audit, stock } = deps;
  registerSalesRoutes(api, {
    outlets: createOutletsService({ db, audit, stock, repo: createOutletsRepository() }),
    sales: createSalesService({ ...deps, repo: createSalesRepository() }),
    tips: createTipsRepository(db),
  });
}
