import type { FastifyInstance } from 'fastify';
import type { Kernel } from '../../kernel';
import { createEntriesRepository } from './entries/entries.repository';
import { registerEntriesRoutes } from './entries/entries.routes';
import { createEntriesService } from './entries/entries.service';
import { createMovementsRepository } from './movements/movements.repository';
import { registerMovementsRoutes } from './movements/movements.routes';
import { createMovementsService } from './movements/movements.service';
import { createProductTaxesRepository } from './products/product-taxes.repository';
import { createProductTaxesService } from './products/product-taxes.service';
import { createProductsRepository } from './products/products.repository';
import { registerProductsRoutes } from './products/products.routes';
import { createProductsService } from './products/products.service';
import { createRecipesRepository } from './recipes/recipes.repository';
import { registerRecipesRoutes } from './recipes/recipes.routes';
import { createRecipesService } from './recipes/recipes.service';
import { createReportsRepository } from './reports/reports.repository';
import { registerReportsRoutes } from './reports/reports.routes';
import { createReportsService } from './reports/reports.service';
import { createWarehousesRepository } from './warehouses/warehouses.repository';
import { registerWarehousesRoutes } from './warehouses/warehouses.routes';
import { createWarehousesService } from './warehouses/warehouses.service';

/** What buildApp hands this module: the kernel services it names, and nothing more. */
export type InventoryDeps = Pick<Kernel, 'db' | 'audit' | 'calendar' | 'numbers' | 'stock'>;

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
