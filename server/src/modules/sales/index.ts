import type { FastifyInstance } from 'fastify';
import type { Kernel } from '../../kernel';
import { createOrderMoves } from './orders/orders.moves';
import { createOrdersRepository } from './orders/orders.repository';
import { registerOrderRoutes } from './orders/orders.routes';
import { createOrdersService } from './orders/orders.service';
import { createOrderSettlement } from './orders/orders.settle';
import { createOutletsRepository } from './outlets/outlets.repository';
import { createOutletsService } from './outlets/outlets.service';
import { createSalePrints, type TicketStamps } from './prints/sale-prints';
import { registerSalePrintRoutes } from './prints/sale-prints.routes';
import { createSalesRepository } from './sale/sales.repository';
import { registerSalesRoutes } from './sale/sales.routes';
import { createSalesService } from './sale/sales.service';
import { createTipsRepository } from './tips/tips.repository';

/** What buildApp hands this module: the kernel services it names, and nothing more. */
export type SalesDeps = Pick<
  Kernel,
  'db' | 'audit' | 'calendar' | 'ledger' | 'numbers' | 'payments' | 'stock' | 'invoicing' | 'creditNotes'
> & {
  /** The CUDE of an electronic tiquete POS (from e-invoicing), printed with its QR. */
  stamps?: TicketStamps;
};

/** The point of sale (issue 31): outlets and sales, and the restaurant's tables and orders. */
export function register(api: FastifyInstance, deps: SalesDeps): void {
  const { db, audit, stock } = deps;
  const salesRepo = createSalesRepository();
  const ordersRepo = createOrdersRepository();
  const sales = createSalesService({ ...deps, repo: salesRepo, orders: createOrderSettlement(ordersRepo) });
  registerSalesRoutes(api, {
    outlets: createOutletsService({ db, audit, stock, repo: createOutletsRepository() }),
    sales,
    tips: createTipsRepository(db),
  });
  registerSalePrintRoutes(api, createSalePrints({ db, sales, stamps: deps.stamps }));
  const orders = createOrdersService({ db, audit, ledger: deps.ledger, repo: ordersRepo, sales: salesRepo });
  registerOrderRoutes(api, { orders, moves: createOrderMoves({ db, repo: ordersRepo, orders }) });
}
