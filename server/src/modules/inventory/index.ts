import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { HotelCalendar } from '../../kernel/calendar/calendar';
import type { NumberService } from '../../kernel/numbers/numbering.service';
import { createStockRepository } from '../../kernel/stock/stock.repository';
import type { StockService } from '../../kernel/stock/stock.service';
import { createStock } from '../../kernel/stock/stock.service';
import type { AuditLog } from '../../lib/audit';
import { createEntriesRepository } from './entries.repository';
import { registerEntriesRoutes } from './entries.routes';
import { createEntriesService } from './entries.service';
import { createMovementsRepository } from './movements.repository';
import { registerMovementsRoutes } from './movements.routes';
import { createMovementsService } from './movements.service';
import { createProductTaxesRepository } from './product-taxes.repository';
import { createProductTaxesService } from './product-taxes.service';
import { createProductsRepository } from './products.repository';
import { registerProductsRoutes } from './products.routes';
import { createProductsService } from './products.service';
import { createRecipesRepository } from './recipes.repository';
import { registerRecipesRoutes } from './recipes.routes';
import { createRecipesService } from './recipes.service';
import { createReportsRepository } from './reports.repository';
import { registerReportsRoutes } from './reports.routes';
import { createReportsService } from './reports.service';
import { createWarehousesRepository } from './warehouses.repository';
import { registerWarehousesRoutes } from './warehouses.routes';
import { createWarehousesService } from './warehouses.service';

export type { StockService, TakenLine } from '../../kernel/stock/stock.service';

/** The stock service later modules (sales) receive from buildApp, built once there. */
export function createStockService(deps: Pick<InventoryDeps, 'calendar'>) {
  return createStock({ repo: createStockRepository(), calendar: deps.calendar });
}

/** The shared services buildApp hands this module (and nothing more). */
export interface InventoryDeps {
  db: Db;
  audit: AuditLog;
  calendar: HotelCalendar;
  numbers: NumberService;
  stock: StockService;
}

export function register(api: FastifyInstance, { db, audit, calendar, numbers, stock }: InventoryDeps): void {
  registerWarehousesRoutes(api, createWarehousesService({ db, audit, repo: createWarehousesRepository() }));
  const products = createProductsRepository();
  registerProductsRoutes(
    api,
    createProductsService({ db, audit, repo: products }),
    createProductTaxesService({ db, audit, products, repo: createProductTaxesRepository() }),
  );
  registerRecipesRoutes(api, createRecipesService({ db, audit, repo: createRecipesRepository() }));
  registerEntriesRoutes(
    api,
    createEntriesService({ db, audit, calendar, numbers, stock, repo: createEntriesRepository() }),
  );
  registerMovementsRoutes(
    api,
    createMovementsService({ db, audit, calendar, numbers, stock, repo: createMovementsRepository() }),
  );
  registerReportsRoutes(api, createReportsService({ db, repo: createReportsRepository() }));
}
