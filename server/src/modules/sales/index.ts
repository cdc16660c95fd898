import type { FastifyInstance } from 'fastify';
import type { Kernel } from '../../kernel';
import { createOrderMoves } from './orders.moves';
import { createOrdersRepository } from './orders.repository';
import { registerOrderRoutes } from './orders.routes';
import { createOrdersService } from './orders.service';
import { createOrderSettlement } from './orders.settle';
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

/** The point of sale (issue 31): outlets and sales, and the restaurant's tables and orders. */
export function register(api: FastifyInstance, deps: SalesDeps): void {
  const { db, audit, stock } = deps;
  const salesRepo = createSalesRepository();
  const ordersRepo = createOrdersRepository();
  registerSalesRoutes(api, {
    outlets: createOutletsService({ db, audit, stock, repo: createOutletsRepository() }),
    sales: createSalesService({ ...deps, repo: salesRepo, orders: createOrderSettlement(ordersRepo) }),
    tips: createTipsRepository(db),
  });
  const orders = createOrdersService({ db, audit, repo: ordersRepo, sales: salesRepo });
  registerOrderRoutes(api, { orders, moves: createOrderMoves({ db, repo: ordersRepo, orders }) });
}
